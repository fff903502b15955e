import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { provideApprovalApplier } from '../approvals/approval-appliers.ts';
import { cardPaymentsRoutes } from './card-payments.routes.ts';
import { paymentRefundApproval } from './payment-refund-approval.ts';
import { paymentsAdminRoutes } from './payments.admin.routes.ts';

/** Payments: the card gateway's (Redsys) and the back office's (transfers, bank statements). */
export const paymentsModule: FastifyPluginAsyncZod = async (app) => {
  // A large refund waits for four eyes: approvals applies it as this module says.
  provideApprovalApplier('payment-refund', paymentRefundApproval);
  await app.register(cardPaymentsRoutes);
  await app.register(paymentsAdminRoutes);
};
