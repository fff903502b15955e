import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lots } from './auctions.ts';
import { invoices } from './invoices.ts';
import { settlementLines, settlements } from './settlements.ts';
import { users } from './users.ts';

/** What the consumer declared, the fields of the model withdrawal form (docs/after-the-hammer.md). */
export type TWithdrawalDeclaration = {
  consumerName: string;
  consumerAddress: string;
  goods: string;
  awardedOn: string;
  receivedOn: string;
};

/**
 * A consumer's withdrawal from one awarded lot (one settlement line, at most once). The refund is owed
 * within 14 days of `declaredOn`; `refundedOn` is set when the settlement's refunds cover it.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    settlementLineId: integer('settlement_line_id')
      .notNull()
      .references(() => settlementLines.id),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lotId: integer('lot_id').references(() => lots.id),
    declaration: jsonb('declaration').$type<TWithdrawalDeclaration>().notNull(),
    /** What the buyer is owed back (cents): what they had paid beyond what they still owe. */
    refundAmount: integer('refund_amount').notNull(),
    declaredOn: timestamp('declared_on', { withTimezone: true }).notNull().defaultNow(),
    refundDueOn: timestamp('refund_due_on', { withTimezone: true }).notNull(),
    refundedOn: timestamp('refunded_on', { withTimezone: true }),
    rectificationInvoiceId: integer('rectification_invoice_id').references(() => invoices.id),
    /** The copy of the lot offered again (admin → Desistimientos → "Volver a subastar"). */
    relistedLotId: integer('relisted_lot_id').references(() => lots.id),
  },
  (t) => [
    uniqueIndex('withdrawals_line_key').on(t.settlementLineId),
    index('withdrawals_settlement_idx').on(t.settlementId),
    index('withdrawals_user_idx').on(t.userId),
    index('withdrawals_declared_idx').on(t.declaredOn),
  ],
);
