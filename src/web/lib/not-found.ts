import { parseId } from './paths.ts';

/** Thrown by a page whose URL parameters are invalid or whose record does not exist: renders the 404 page. */
export class NotFoundError extends Error {
  constructor(path?: string) {
    super(`Page Not Found: ${path ?? ''}`);
    this.name = 'NotFoundError';
  }
}

/** An id from the address (`parseId`), or the 404 page when it cannot be one. */
export const requireId = (value: string | undefined): number => {
  const id = parseId(value);
  if (id === null) throw new NotFoundError(value);
  return id;
};
