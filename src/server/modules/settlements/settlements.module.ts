import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TSite } from '@/server/modules/auth/accounts.service.ts';
import { issueAuctionInvoices } from '@/server/modules/invoices/invoice-issuing.service.ts';
import { borderProofAdminRoutes } from './border-proof.admin.routes.ts';
import { alertOverdueBorderProofs } from './border-proof-overdue.ts';
import {
  AUCTION_SETTLED_JOB,
  settleAuction,
  type TSettlementStep,
  ZAuctionSettledJobSchema,
} from './settle-auction.ts';
import { mailSettlementStatements, sendPaymentReminders } from './settlement-notices.ts';
import { settlementsAdminRoutes } from './settlements.admin.routes.ts';
import { settlementsRoutes } from './settlements.routes.ts';

export type TSettlementsOptions = {
  /** Moves the auction's deposits, the first step: deposits sit above settlements, so app.ts hands it down. */
  settleDeposits: (site: TSite) => TSettlementStep;
};

/** What buyers owe after the hammer: settling a finished auction, the statements and the reminders. */
export const settlementsModule: FastifyPluginAsyncZod<TSettlementsOptions> = async (
  app,
  { settleDeposits },
) => {
  const { config, database } = app.deps;
  const { db } = database;
  const site = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
  // Once an auction's last lot has closed, in this order.
  const steps: TSettlementStep[] = [
    settleDeposits(site),
    issueAuctionInvoices((message) => app.log.warn(message)),
    // The same switch as the account's "Pagar con tarjeta" (settlements.routes.ts).
    mailSettlementStatements(site, { isCardEnabled: Boolean(config.REDSYS_URL) }),
  ];
  app.jobs.register(AUCTION_SETTLED_JOB, ZAuctionSettledJobSchema, ({ auctionId }) =>
    settleAuction({ db, auctionId, steps }),
  );
  app.timers.every({
    name: 'payment reminders',
    everyMs: config.PAYMENT_REMINDERS_MS,
    task: () =>
      sendPaymentReminders({
        db,
        site,
        reminderDays: config.PAYMENT_REMINDER_DAYS,
      }),
  });
  // Transport proofs past their deadline: contabilidad hears once, on the reminders' beat.
  app.timers.every({
    name: 'border proof alerts',
    everyMs: config.PAYMENT_REMINDERS_MS,
    task: () => alertOverdueBorderProofs({ db, site }),
  });
  await app.register(settlementsRoutes);
  await app.register(borderProofAdminRoutes);
  await app.register(settlementsAdminRoutes);
};
