import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { friendlyFormatIBAN } from 'ibantools';
import { ZPaymentDetailsResponseSchema } from '@/common/schemas/deposits.ts';

/** The house's bank account, public: bidders transfer deposits and liquidaciones to it (/api/frontend). */
export const paymentDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { BANK_IBAN, BANK_ACCOUNT_HOLDER, BANK_BIC } = app.deps.config;
  app.get(
    '/payment-details',
    {
      schema: {
        tags: ['payments'],
        summary: 'The account to transfer deposits and payments to',
        response: { 200: ZPaymentDetailsResponseSchema },
      },
    },
    async () => ({
      data: {
        iban: friendlyFormatIBAN(BANK_IBAN) ?? BANK_IBAN,
        holder: BANK_ACCOUNT_HOLDER,
        bic: BANK_BIC ?? null,
      },
    }),
  );
};
