import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZNoContentSchema } from '@/common/schemas/api.ts';
import {
  ZSavedSearchesResponseSchema,
  ZSavedSearchResponseSchema,
  ZSaveSearchRequestSchema,
  ZUpdateSavedSearchRequestSchema,
} from '@/common/schemas/saved-searches.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  updateSavedSearch,
} from './saved-searches.service.ts';

/** The user's saved searches (alerts when new lots match), at /api/frontend/auth. */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/frontend/auth/saved-searches',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'My saved searches',
        response: { 200: ZSavedSearchesResponseSchema },
      },
    },
    async (request) => ({
      data: { savedSearches: await listSavedSearches({ db, userId: signedIn(request).user.id }) },
    }),
  );

  app.post(
    '/api/frontend/auth/saved-searches',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'Saves a search of /buscar; lots published from now on that it finds are announced',
        body: ZSaveSearchRequestSchema,
        response: { 201: ZSavedSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const savedSearch = await saveSearch({ db, userId: signedIn(request).user.id, input: request.body });
      return reply.status(201).send({ data: { savedSearch } });
    },
  );

  app.put(
    '/api/frontend/auth/saved-searches/:id',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'Renames a saved search or changes how often it alerts',
        params: ZIdParamsSchema,
        body: ZUpdateSavedSearchRequestSchema,
        response: { 200: ZSavedSearchResponseSchema },
      },
    },
    async (request) => ({
      data: {
        savedSearch: await updateSavedSearch({
          db,
          userId: signedIn(request).user.id,
          id: request.params.id,
          changes: request.body,
        }),
      },
    }),
  );

  app.delete(
    '/api/frontend/auth/saved-searches/:id',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'Deletes a saved search',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch({ db, userId: signedIn(request).user.id, id: request.params.id });
      return reply.status(204).send();
    },
  );
};
