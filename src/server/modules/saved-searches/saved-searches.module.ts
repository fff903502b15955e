import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedSearchesRoutes } from './saved-searches.routes.ts';
import { checkSavedSearches } from './saved-searches.service.ts';

/** Saved searches: the user's list, and the beat that tells them of new lots matching one. */
export const savedSearchesModule: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  app.timers.every({
    name: 'saved searches',
    everyMs: config.SAVED_SEARCHES_MS,
    task: () => checkSavedSearches({ db: database.db }),
  });
  await app.register(savedSearchesRoutes);
};
