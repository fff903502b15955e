import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { invoiceKinds } from '@/common/schemas/invoices.ts';
import type { TTaxTreatment } from '@/common/tax-treatment.ts';
import { auctions } from './auctions.ts';
import { settlements } from './settlements.ts';
import { users } from './users.ts';

/** F1: ordinary invoice; R1: *factura rectificativa* (VERI*FACTU `TipoFactura`). */

export type TInvoiceParty = {
  name: string;
  /** The identifier as issued: a Spanish NIF/NIE/CIF, an EU VAT number or a passport. */
  nif: string;
  address: string;
  /** What `nif` is (users' `vatIdType`); absent on invoices issued before it was kept: a Spanish NIF. */
  idType?: 'nif' | 'nie' | 'cif' | 'eu-vat' | 'passport';
  /** ISO 3166 alpha-2 country of a foreign identifier (IDOtro's CodigoPais). */
  country?: string;
};
export type TInvoiceLine = {
  description: string;
  /** Tax base in cents (negative on a rectificativa). */
  base: number;
  /** Null: no IVA quota (exempt, not subject or REBU: `treatment` says which). */
  vatPercent: number | null;
  vat: number;
  /** How the line is taxed; absent on lines issued before it was kept (`lineTaxTreatment` reads them). */
  treatment?: TTaxTreatment;
  /** The exact provision an exempt or not-subject line cites (`src/common/tax-treatment.ts`). */
  provision?: string | null;
  /** REBU: the goods' purchase price and the IVA rate inside the margin, for the books (never printed). */
  purchasePrice?: number | null;
  marginVatPercent?: number;
};
/** One group of the invoice's tax breakdown: a rate, or (rate null) one treatment and provision without quota. */
export type TTaxBreakdown = {
  vatPercent: number | null;
  base: number;
  vat: number;
  treatment?: TTaxTreatment;
  provision?: string | null;
};

/**
 * Issued invoices (RD 1619/2012). Rows are never updated nor deleted (a trigger refuses it): a correction
 * is a new R1 row that references the original. Each row is also a VERI*FACTU billing record chained to
 * the issuer's previous one by `fingerprint`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    issuerNif: text('issuer_nif').notNull(),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    /** NumSerieFactura: series and number as printed ("F2026/000001"). */
    fullNumber: text('full_number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    auctionId: integer('auction_id').references(() => auctions.id),
    rectifiedInvoiceId: integer('rectified_invoice_id'),
    rectificationReason: text('rectification_reason'),
    issuer: jsonb('issuer').$type<TInvoiceParty>().notNull(),
    recipient: jsonb('recipient').$type<TInvoiceParty>().notNull(),
    lines: jsonb('lines').$type<TInvoiceLine[]>().notNull(),
    taxBreakdown: jsonb('tax_breakdown').$type<TTaxBreakdown[]>().notNull(),
    /** CuotaTotal and ImporteTotal, in cents. */
    taxTotal: integer('tax_total').notNull(),
    total: integer('total').notNull(),
    /** FechaHoraHusoGenRegistro exactly as hashed (ISO 8601 with the Madrid offset). */
    recordedAt: text('recorded_at').notNull(),
    previousInvoiceId: integer('previous_invoice_id'),
    previousFingerprint: text('previous_fingerprint'),
    fingerprint: text('fingerprint').notNull(),
    issuedBy: integer('issued_by').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.issuerNif, t.series, t.number),
    index('invoices_settlement_idx').on(t.settlementId),
    index('invoices_user_idx').on(t.userId),
    index('invoices_issue_date_idx').on(t.issueDate, t.id),
  ],
);

/**
 * The last number given in each series, per issuer. Incremented inside the issuing transaction
 * (`UPDATE … RETURNING` locks the row), so numbers neither repeat nor skip under concurrent closings.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    issuerNif: text('issuer_nif').notNull(),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.issuerNif, t.series] })],
);

/** Head of each issuer's VERI*FACTU chain: the record the next one must point to. */
export const billingChains = pgTable('billing_chains', {
  issuerNif: text('issuer_nif').primaryKey(),
  lastInvoiceId: integer('last_invoice_id'),
  lastFingerprint: text('last_fingerprint'),
  /** VERI*FACTU flow control: the AEAT's TiempoEsperaEnvio says when this issuer may submit again. */
  submitNotBefore: timestamp('submit_not_before', { withTimezone: true }),
});
