/** Thrown by a page whose URL parameters are invalid or whose record does not exist: renders the 404 page. */
export class NotFoundError extends Error {
  constructor(path?: string) {
    super(`Page Not Found: ${path ?? ''}`);
    this.name = 'NotFoundError';
  }
}
