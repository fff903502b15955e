import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fairPlayAdminRoutes } from './fair-play.admin.routes.ts';
import { suspendUnpaidBuyers } from './unpaid-suspension.ts';

/** Fair play in the back office: consignors' people, accounts to review, premium waivers (docs/fair-play.md). */
export const fairPlayModule: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  // Buyers who leave settlements unpaid lose their bidding, on the payment reminders' beat.
  app.timers.every({
    name: 'unpaid buyers',
    everyMs: config.PAYMENT_REMINDERS_MS,
    task: () => suspendUnpaidBuyers({ db: database.db, limit: config.UNPAID_SETTLEMENTS_SUSPEND }),
  });
  await app.register(fairPlayAdminRoutes);
};
