import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZNoContentSchema } from '@/common/schemas/api.ts';
import { ZSessionParamsSchema, ZUserSessionsResponseSchema } from '@/common/schemas/auth.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { deleteUserSessions, endUserSession, listUserSessions, publicSessionId } from './sessions.service.ts';
import { sessionOf, signedIn } from './signed-in.ts';

/** Mi cuenta › Sesiones: the user's own sessions, each of which they may end (docs/operations.md). */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/frontend/auth/sessions',
    {
      schema: {
        tags: ['account'],
        summary:
          "The user's live sessions: device, masked network and its approximate place, created and last seen",
        response: { 200: ZUserSessionsResponseSchema },
      },
    },
    async (request) => {
      const current = sessionOf(request).id;
      const sessions = await listUserSessions({
        db,
        user: signedIn(request).user,
        staffIdleMs: app.staffIdleMs,
      });
      return {
        data: {
          sessions: sessions.map((session) => ({
            id: publicSessionId(session),
            device: session.device ?? 'Navegador desconocido',
            network: session.network,
            place: app.placeOf(session.network),
            createdAt: session.createdAt.toISOString(),
            lastSeenAt: session.lastSeenAt.toISOString(),
            isCurrent: session.id === current,
          })),
        },
      };
    },
  );

  app.delete(
    '/api/frontend/auth/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Ends one of the user’s sessions (this one included: then the user is logged out)',
        params: ZSessionParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      const ended = await endUserSession(db, signedIn(request).user.id, request.params.id);
      if (!ended) throw new AppError('NOT_FOUND', apiText.auth.sessionGone);
      if (request.params.id === publicSessionId(sessionOf(request))) app.clearSessionCookies(reply);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/frontend/auth/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'Ends every session of the user but this one ("cerrar las demás")',
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteUserSessions(db, signedIn(request).user.id, sessionOf(request).id);
      return reply.status(204).send();
    },
  );
};
