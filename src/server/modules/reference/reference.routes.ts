import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCountriesResponseSchema, ZProvincesResponseSchema } from '@/common/schemas/reference.ts';
import { listCountries, listProvinces } from './reference.service.ts';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries, España (73) first',
        response: { 200: ZCountriesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { countries: await listCountries({ db }) } };
    },
  );

  app.get(
    '/api/frontend/provinces',
    {
      schema: {
        tags: ['reference'],
        summary: 'Spanish provinces',
        response: { 200: ZProvincesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { provinces: await listProvinces({ db }) } };
    },
  );
};
