import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { provideApprovalApplier } from '../approvals/approval-appliers.ts';
import { bankAccountApproval } from './bank-account-approval.ts';
import { configDataAdminRoutes } from './config-data.admin.routes.ts';
import { configDataRoutes } from './config-data.routes.ts';
import { forgetConfigCache } from './config-data.service.ts';

/** The house's settings: read by every visitor, edited in the back office, cached on every instance. */
export const configDataModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // The account buyers pay into changes under four eyes: approvals applies it as this module says.
  provideApprovalApplier('bank-account', bankAccountApproval);
  app.changes.on('config_data', (key) => {
    forgetConfigCache(db, key ?? undefined);
    // Other increments make other minimums: what the hub learnt from bids no longer holds.
    if (key === null || key === 'bidRanges') app.live.forgetMinimums();
  });
  await app.register(configDataRoutes);
  await app.register(configDataAdminRoutes);
};
