import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonQuery, ZIdParamsSchema, ZNoContentSchema, ZPageQuerySchema } from '@/common/schemas/api.ts';
import {
  ZAdminUserBidsResponseSchema,
  ZAdminUserFilterSchema,
  ZAdminUserOrderSchema,
  ZAdminUserResponseSchema,
  ZAdminUserRolesSchema,
  ZAdminUsersResponseSchema,
  ZAdminUserUpdateResponseSchema,
  ZAdminUserUpdateSchema,
} from '@/common/schemas/users.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { sendPrepared } from '@/server/lib/prepared-body.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { listUserBids } from './user-activity.service.ts';
import { deleteUser, getUser, listUsers, setUserRoles, updateUser } from './users.service.ts';

/** The users list and one user with the trail of admin changes. */
const userReadRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/users',
    {
      config: { permission: ['usuarios', 'inscripciones', 'contabilidad'] },
      schema: {
        tags: ['admin'],
        summary: 'Users, filtered, ordered and paginated (limit 25 by default)',
        querystring: ZPageQuerySchema.extend({
          filter: jsonQuery(ZAdminUserFilterSchema).describe(
            'JSON: {"search","isActive","isBanned","hasWrongEmail","isCompany","isAdmin"}',
          ),
          order: jsonQuery(ZAdminUserOrderSchema).describe(
            'JSON: {"field":"createdOn|lastname|email","direction":"asc|desc"}',
          ),
        }),
        response: { 200: ZAdminUsersResponseSchema },
      },
    },
    async (request, reply) => {
      // The same for every member of staff who may read it: one prepared answer per query, forgotten when
      // any user row changes (answer-cache.ts; the `lists:users` trigger).
      const { page, limit, filter, order } = request.query;
      const key = `admin:users:${JSON.stringify([page, limit, filter ?? null, order ?? null])}`;
      const body = await app.answers.answer(key, async () => {
        const { users, total } = await listUsers({ db, page, limit, filter, order });
        const answer = ZAdminUsersResponseSchema.encode({
          data: { users },
          metadata: { total, page, limit },
        });
        return { auctionId: null, body: JSON.stringify(answer), showsBids: false };
      });
      return sendPrepared(request, reply, body);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      config: { permission: ['usuarios', 'inscripciones', 'contabilidad'] },
      schema: {
        tags: ['admin'],
        summary: 'A user with the audit trail of admin changes',
        params: ZIdParamsSchema,
        response: { 200: ZAdminUserResponseSchema },
      },
    },
    async (request) => ({ data: await getUser({ db, id: request.params.id }) }),
  );
};

/** Changing a user, their staff roles, or deleting them. */
const userChangeRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.put(
    '/api/admin/users/:id',
    {
      config: { permission: 'usuarios' },
      schema: {
        tags: ['admin'],
        summary:
          'Edits a user (any subset of fields; ban, activate, wrong e-mail); roles have their own call',
        params: ZIdParamsSchema,
        body: ZAdminUserUpdateSchema,
        response: { 200: ZAdminUserUpdateResponseSchema },
      },
    },
    async (request) => ({
      data: {
        user: await updateUser({
          db,
          id: request.params.id,
          changes: request.body.user,
          actorId: signedIn(request).user.id,
        }),
      },
    }),
  );

  app.put(
    '/api/admin/users/:id/roles',
    {
      config: { permission: 'roles' },
      // Who may move money is decided here: a second factor within the last 5 minutes (docs/operations.md).
      preHandler: [app.requireStepUp],
      schema: {
        tags: ['admin'],
        summary: 'Sets a person’s staff roles (the whole set; none makes them no longer staff); audited',
        params: ZIdParamsSchema,
        body: ZAdminUserRolesSchema,
        response: { 200: ZAdminUserUpdateResponseSchema },
      },
    },
    async (request) => ({
      data: {
        user: await setUserRoles({
          db,
          id: request.params.id,
          roles: request.body.roles,
          actorId: signedIn(request).user.id,
        }),
      },
    }),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { permission: 'usuarios' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a user without bids (409 with the reason otherwise)',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteUser({ db, id: request.params.id, actorId: signedIn(request).user.id });
      return reply.status(204).send();
    },
  );
};

/** What a user has done: their bids (their subscriptions are the subscriptions module's). */
const userActivityRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/users/:id/bids',
    {
      config: { permission: ['usuarios', 'inscripciones', 'contabilidad'] },
      schema: {
        tags: ['admin'],
        summary: 'A user’s bids, newest first',
        params: ZIdParamsSchema,
        querystring: ZPageQuerySchema.extend({
          filter: jsonQuery(z.object({ lotId: z.number().int().positive().optional() }).strict()),
        }),
        response: { 200: ZAdminUserBidsResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, filter } = request.query;
      const { bids, total } = await listUserBids({
        db,
        id: request.params.id,
        page,
        limit,
        lotId: filter?.lotId,
      });
      return { data: { bids }, metadata: { total, page, limit } };
    },
  );
};

/** Users in the back office (docs/product.md#api-contract, "Users (admin)"), at /api/admin. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  userReadRoutes(app);
  userChangeRoutes(app);
  userActivityRoutes(app);
};
