import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoicesAdminRoutes } from './invoices.admin.routes.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { runBillingRecordJob, ZBillingRecordJobSchema } from './verifactu/billing-record.job.ts';
import { billingRecordsAdminRoutes } from './verifactu/billing-records.admin.routes.ts';
import { BILLING_RECORD_JOB } from './verifactu/billing-registration.ts';
import { billingSettingsOf } from './verifactu/billing-settings.ts';

/** Invoices: the buyer's, the back office's, and their VERI*FACTU billing records (docs/verifactu.md). */
export const invoicesModule: FastifyPluginAsyncZod = async (app) => {
  const settings = billingSettingsOf(app.deps.config);
  app.jobs.register(BILLING_RECORD_JOB, ZBillingRecordJobSchema, (payload) =>
    runBillingRecordJob({ db: app.deps.database.db, payload, settings }),
  );
  await app.register(invoicesRoutes);
  await app.register(invoicesAdminRoutes);
  await app.register(billingRecordsAdminRoutes);
};
