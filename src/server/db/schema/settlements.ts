import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentMethods } from '@/common/schemas/settlements.ts';
import { taxTreatments } from '@/common/tax-treatment.ts';
import { auctions, lots } from './auctions.ts';
import { offers, saleLots, sales } from './sales.ts';
import { users } from './users.ts';

export const settlementStatuses = ['open', 'cancelled'] as const;

/**
 * A buyer's *liquidación de compra*: everything one buyer owes for one auction (or one liquidación sale).
 * Lines are added as lots are awarded; what is paid is the sum of its payments, never a flag.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id').references(() => auctions.id),
    saleId: integer('sale_id').references(() => sales.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** ISO 11649 creditor reference ("RF…") the buyer writes in the transfer's concept. */
    reference: text('reference').notNull(),
    /** Typed or scanned at the warehouse to hand the lots over (release note QR). */
    collectionCode: text('collection_code').notNull(),
    /** `cancelled`: the buyer did not pay and the sale was undone (deposit forfeited). */
    status: text('status', { enum: settlementStatuses }).notNull().default('open'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** The buyer was told what they owe once the auction finished (the settlement step, sent once). */
    statementSentOn: timestamp('statement_sent_on', { withTimezone: true }),
    reminderSentOn: timestamp('reminder_sent_on', { withTimezone: true }),
    overdueNoticeSentOn: timestamp('overdue_notice_sent_on', { withTimezone: true }),
    /**
     * The proof that the goods left Spain, recorded by the clerk (docs/after-the-hammer.md, "Buyers abroad"):
     * `transport` (an intra-EU supply: CMR or the buyer's statement of arrival) or `customs` (an export: the
     * DUA / export declaration, whose recording releases the IVA held), its document number and date.
     */
    borderProofKind: text('border_proof_kind', { enum: ['transport', 'customs'] }),
    borderProofDocument: text('border_proof_document'),
    borderProofDate: date('border_proof_date', { mode: 'string' }),
    borderProofRecordedBy: integer('border_proof_recorded_by').references(() => users.id),
    borderProofRecordedOn: timestamp('border_proof_recorded_on', { withTimezone: true }),
    /**
     * The proof never came within the deadline (docs/after-the-hammer.md, "Proof that never arrives"): the
     * intra-EU exemption fell, the goods invoice was rectified and issued again with IVA. Set once.
     */
    borderExemptionLapsedOn: timestamp('border_exemption_lapsed_on', { withTimezone: true }),
    borderExemptionLapsedBy: integer('border_exemption_lapsed_by').references(() => users.id),
    /** contabilidad was e-mailed that the proof is overdue (once per settlement). */
    borderProofOverdueNoticeSentOn: timestamp('border_proof_overdue_notice_sent_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlements_reference_key').on(t.reference),
    uniqueIndex('settlements_collection_code_key').on(t.collectionCode),
    uniqueIndex('settlements_auction_user_key')
      .on(t.auctionId, t.userId)
      .where(sql`${t.auctionId} is not null`),
    uniqueIndex('settlements_sale_user_key').on(t.saleId, t.userId).where(sql`${t.saleId} is not null`),
    index('settlements_user_idx').on(t.userId),
    check('settlements_one_parent', sql`(${t.auctionId} is null) <> (${t.saleId} is null)`),
  ],
);

/**
 * The scanned proof itself (the DUA, the signed CMR, the buyer's statement of arrival), kept in the private
 * part of the media store (`private/…` keys, never served at /media/) and downloaded by staff only.
 */
export const borderProofFiles = pgTable(
  'border_proof_files',
  {
    id: serial('id').primaryKey(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id),
    /** The private storage key (`private/<uuid>/<name>`). */
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedOn: timestamp('uploaded_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('border_proof_files_settlement_idx').on(t.settlementId)],
);

/** One awarded lot in a settlement, its money fixed at award time (integer cents, rounded per line). */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: serial('id').primaryKey(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id),
    lotId: integer('lot_id').references(() => lots.id),
    saleLotId: integer('sale_lot_id').references(() => saleLots.id),
    offerId: integer('offer_id').references(() => offers.id),
    description: text('description').notNull(),
    hammer: integer('hammer').notNull(),
    premiumPercent: numeric('premium_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    premium: integer('premium').notNull(),
    premiumVatPercent: numeric('premium_vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    premiumVat: integer('premium_vat').notNull(),
    /** Null when the goods are exempt from IVA. */
    goodsVatPercent: numeric('goods_vat_percent', { precision: 5, scale: 2, mode: 'number' }),
    goodsVat: integer('goods_vat').notNull(),
    total: integer('total').notNull(),
    awardedOn: timestamp('awarded_on', { withTimezone: true }).notNull().defaultNow(),
    /** How the goods are taxed, fixed at award time from the lot or its auction (`src/common/tax-treatment.ts`). */
    taxTreatment: text('tax_treatment', { enum: taxTreatments }).notNull().default('general'),
    taxProvision: text('tax_provision'),
    /**
     * The goods exempt by where they go (`crossBorderExemptions`: '25' intra-EU supply, '21' export), decided
     * for the buyer when the goods are invoiced; the lot's own treatment stays in `taxTreatment`, so the
     * decision can be undone by a rectification. `goodsVat` follows it.
     */
    borderExemption: text('border_exemption'),
    /**
     * Why the premium bears no Spanish IVA (`premiumNotSubjectProvisions`: '69-eu', '69'), decided for the
     * buyer when the premium is invoiced; null: taxed at `premiumVatPercent`. `premiumVat` follows it.
     */
    premiumTaxProvision: text('premium_tax_provision'),
    /** The lot's purchase price (REBU margin), fixed at award time. */
    purchasePrice: integer('purchase_price'),
    /** The invoice that bills this line's goods, once issued. */
    invoiceId: integer('invoice_id'),
    /** The house's invoice that bills this line's buyer's premium, once issued. */
    premiumInvoiceId: integer('premium_invoice_id'),
    collectedOn: timestamp('collected_on', { withTimezone: true }),
    collectedBy: integer('collected_by').references(() => users.id),
    /** The consumer withdrew (modules/withdrawals): the line no longer counts in what is owed or invoiced. */
    withdrawnOn: timestamp('withdrawn_on', { withTimezone: true }),
  },
  (t) => [
    index('settlement_lines_settlement_idx').on(t.settlementId),
    // The dashboard's month at a glance reads the lines awarded since the first of the month.
    index('settlement_lines_awarded_idx').on(t.awardedOn),
    uniqueIndex('settlement_lines_lot_key').on(t.lotId).where(sql`${t.lotId} is not null`),
    uniqueIndex('settlement_lines_sale_lot_key').on(t.saleLotId).where(sql`${t.saleLotId} is not null`),
    check('settlement_lines_one_lot', sql`(${t.lotId} is null) <> (${t.saleLotId} is null)`),
  ],
);

/**
 * Money received for (positive) or returned from (negative) a settlement. Nothing is marked paid by hand:
 * a settlement is paid when its payments cover its lines. Overpayments stay as a negative balance until
 * refunded with a negative payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id),
    amount: integer('amount').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    note: text('note'),
    /** The bank statement line or card payment it came from, when it did. */
    bankLineId: integer('bank_line_id'),
    cardPaymentId: integer('card_payment_id'),
    subscriptionId: integer('subscription_id'),
    recordedBy: integer('recorded_by').references(() => users.id),
    paidOn: timestamp('paid_on', { withTimezone: true }).notNull().defaultNow(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_settlement_idx').on(t.settlementId),
    check('payments_amount_not_zero', sql`${t.amount} <> 0`),
    // Money comes in once: a card payment or a bank movement is the source of one payment at most, whatever
    // a replayed notification or two clerks assigning the same line at once attempt.
    uniqueIndex('payments_card_payment_key').on(t.cardPaymentId).where(sql`${t.cardPaymentId} is not null`),
    uniqueIndex('payments_bank_line_key').on(t.bankLineId).where(sql`${t.bankLineId} is not null`),
  ],
);

export const cardPaymentStatuses = ['pending', 'authorised', 'denied'] as const;

/** One Redsys order: created when the buyer goes to the gateway, settled by the signed notification. */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: serial('id').primaryKey(),
    /** Ds_Merchant_Order: 12 characters, the first four digits, unique per merchant. */
    order: text('order').notNull(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id),
    amount: integer('amount').notNull(),
    status: text('status', { enum: cardPaymentStatuses }).notNull().default('pending'),
    responseCode: text('response_code'),
    authorisationCode: text('authorisation_code'),
    notification: jsonb('notification'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    notifiedOn: timestamp('notified_on', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_payments_order_key').on(t.order),
    index('card_payments_settlement_idx').on(t.settlementId),
  ],
);

export const bankStatementFormats = ['norma43', 'csv'] as const;

/** A bank statement the admin imported (Norma 43 or CSV); its credit lines are matched by reference. */
export const bankStatements = pgTable('bank_statements', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  format: text('format', { enum: bankStatementFormats }).notNull(),
  account: text('account'),
  importedBy: integer('imported_by').references(() => users.id),
  importedOn: timestamp('imported_on', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One account's period in an imported Norma 43 statement, as its records 11 and 33 state it: what tells
 * two statements apart (docs/after-the-hammer.md, "Bank statements"), and what an overlapping one is
 * checked against.
 */
export const bankStatementAccounts = pgTable(
  'bank_statement_accounts',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    /** Bank, branch and account number: the 18 digits of records 11 and 33. */
    account: text('account').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    /** Signed cents. */
    openingBalance: bigint('opening_balance', { mode: 'number' }).notNull(),
    closingBalance: bigint('closing_balance', { mode: 'number' }).notNull(),
  },
  (t) => [index('bank_statement_accounts_account_idx').on(t.account, t.periodFrom)],
);

export const bankLineStatuses = ['matched', 'unmatched', 'ignored'] as const;

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    /** Signed cents: credits positive, debits negative. */
    amount: integer('amount').notNull(),
    concept: text('concept').notNull(),
    /** Identifies the movement across imports, so importing the same statement twice adds nothing. */
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status', { enum: bankLineStatuses }).notNull().default('unmatched'),
    settlementId: integer('settlement_id').references(() => settlements.id),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_dedupe_key').on(t.dedupeKey),
    index('bank_statement_lines_statement_idx').on(t.statementId),
    index('bank_statement_lines_status_idx').on(t.status),
  ],
);
