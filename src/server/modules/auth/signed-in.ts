import type { FastifyRequest } from 'fastify';
import { apiText } from '@/common/i18n/api/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import type { TSession, TSessionUser } from './sessions.service.ts';

const notSignedIn = () => new AppError('UNAUTHENTICATED', apiText.auth.signInRequired);

/**
 * The user and session of a request behind `app.requireUser` (or a staff permission, which requires it),
 * typed as present. The guard has run before the handler, so their absence would be a route declared
 * without its guard: answered 401, never trusted.
 */
export const signedIn = (request: FastifyRequest): { user: TSessionUser; session: TSession } => {
  if (!request.user || !request.session) throw notSignedIn();
  return { user: request.user, session: request.session };
};

/** The session of a request that must carry one, signed in or still awaiting its second factor. */
export const sessionOf = (request: FastifyRequest): TSession => {
  if (!request.session) throw notSignedIn();
  return request.session;
};
