import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { approvalKinds, approvalOutcomes } from '@/common/schemas/approvals.ts';

/**
 * Four eyes on money (docs/after-the-hammer.md, "Four eyes"): a bank-account change or a large refund waits
 * here until a second person with contabilidad approves or rejects it. `payload` is the original request,
 * applied as it was asked. People are plain ids, as in the audit log: the record outlives their account.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: approvalKinds }).notNull(),
    payload: jsonb('payload').notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedOn: timestamp('requested_on', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome', { enum: approvalOutcomes }).notNull().default('pending'),
    decidedBy: integer('decided_by'),
    decidedOn: timestamp('decided_on', { withTimezone: true }),
    /** Why it was rejected. */
    reason: text('reason'),
  },
  (t) => [index('approvals_pending_idx').on(t.requestedOn).where(sql`${t.outcome} = 'pending'`)],
);
