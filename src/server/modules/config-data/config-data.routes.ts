import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZConfigDataResponseSchema } from '@/common/schemas/config-data.ts';
import { getPublicConfigData } from './config-data.service.ts';

export const configDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/config-data/:key',
    {
      schema: {
        tags: ['config'],
        summary: 'A public setting (bidRanges, softClose, vatPercent, contact, bankAccount) as JSON text',
        params: z.object({ key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/) }),
        response: { 200: ZConfigDataResponseSchema },
      },
    },
    async (request) => ({ data: { configData: await getPublicConfigData({ db, key: request.params.key }) } }),
  );
};
