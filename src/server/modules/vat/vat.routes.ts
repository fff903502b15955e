import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZVatCheckResponseSchema, ZVatParamsSchema } from '@/common/schemas/vat.ts';
import { checkVat, viesSettings } from './vat.service.ts';
import { houseViesRequester } from './vies-requester.ts';

const routeSchema = {
  params: ZVatParamsSchema,
  response: { 200: ZVatCheckResponseSchema },
};

/** VAT checks for the logged-in user (invoicing profile) and for admins (user records), docs/product.md#api-contract. */
export const vatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { viesUrl, timeoutMs, outbound } = viesSettings(app.deps.config);

  app.get(
    '/api/frontend/auth/vat/:a/:b',
    {
      onRequest: [app.requireUser],
      schema: { tags: ['account'], summary: 'Checks a VAT number: checksum, then EU VIES', ...routeSchema },
    },
    async (request) => ({
      data: {
        vat: await checkVat({
          countryCode: request.params.a,
          vatNumber: request.params.b,
          viesUrl,
          outbound,
          timeoutMs,
        }),
      },
    }),
  );

  app.get(
    '/api/admin/users/invoices/check-vies/:a/:b',
    {
      config: { permission: ['usuarios', 'inscripciones', 'contabilidad'] },
      schema: { tags: ['admin'], summary: 'Checks a VAT number in EU VIES', ...routeSchema },
    },
    // The clerk's check names the house as requester, so VIES gives a consultation number to keep.
    async (request) => ({
      data: {
        vat: await checkVat({
          countryCode: request.params.a,
          vatNumber: request.params.b,
          viesUrl,
          outbound,
          timeoutMs,
          requester: await houseViesRequester(app.deps.database.db),
        }),
      },
    }),
  );
};
