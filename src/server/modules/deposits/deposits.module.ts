import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { provideApprovalApplier } from '../approvals/approval-appliers.ts';
import { alertOverdueDepositRefunds } from './deposit-refund-alerts.ts';
import { depositRefundApproval } from './deposit-refund-approval.ts';
import { depositsAdminRoutes } from './deposits.admin.routes.ts';

/** Deposits: received, applied and refunded in the back office; refunds overdue are told to contabilidad. */
export const depositsModule: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  const site = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
  // A large deposit returned waits for four eyes: approvals applies it as this module says.
  provideApprovalApplier('deposit-refund', depositRefundApproval);
  // Deposits owed back past their auction's deadline: contabilidad hears once, on the reminders' beat.
  app.timers.every({
    name: 'deposit refund alerts',
    everyMs: config.PAYMENT_REMINDERS_MS,
    task: () => alertOverdueDepositRefunds({ db: database.db, site }),
  });
  await app.register(depositsAdminRoutes);
};
