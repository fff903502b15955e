import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  billingEventTypes,
  billingRecordKinds,
  billingRecordStatuses,
  invoicingModes,
} from '@/common/schemas/invoices.ts';
import { invoices } from './invoices.ts';
import { users } from './users.ts';

/**
 * Billing records (RD 1007/2023): an alta for each issued invoice, an anulación for each cancelled one, each
 * chained by fingerprint in its issuer's chain (`billing_chains`). The fingerprint fields never change; the
 * XML, its signature and the AEAT's answer are filled in by the `billing-record` job after the commit.
 */
export const billingRecords = pgTable(
  'billing_records',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind', { enum: billingRecordKinds }).notNull(),
    /** The mode in force when the record was made: it decides the QR, the legend and where it goes. */
    mode: text('mode', { enum: invoicingModes }).notNull(),
    issuerNif: text('issuer_nif').notNull(),
    /** The record before this one in the issuer's chain (its IDFactura and Huella): null for the first. */
    previousInvoiceId: integer('previous_invoice_id'),
    previousFingerprint: text('previous_fingerprint'),
    fingerprint: text('fingerprint').notNull(),
    /** FechaHoraHusoGenRegistro exactly as hashed. */
    recordedAt: text('recorded_at').notNull(),
    reason: text('reason'),
    status: text('status', { enum: billingRecordStatuses }).notNull().default('pending'),
    /** The record as the AEAT's XML (RegistroAlta / RegistroAnulacion); signed with XAdES in no-VERI*FACTU. */
    xml: text('xml'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    csv: text('csv'),
    lastError: text('last_error'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_records_invoice_kind_key').on(t.invoiceId, t.kind),
    index('billing_records_issuer_idx').on(t.issuerNif, t.id),
  ],
);

/**
 * The system's event log (Orden HAC/1177/2024, art. 9), one chain for the whole installation: each event's
 * fingerprint covers the previous one's, so a deleted or edited event breaks the chain.
 */
export const billingEvents = pgTable('billing_events', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: billingEventTypes }).notNull(),
  description: text('description').notNull(),
  detail: jsonb('detail'),
  actorId: integer('actor_id').references(() => users.id),
  /** FechaHoraHusoGenEvento exactly as hashed. */
  occurredAt: text('occurred_at').notNull(),
  previousFingerprint: text('previous_fingerprint'),
  fingerprint: text('fingerprint').notNull(),
});
