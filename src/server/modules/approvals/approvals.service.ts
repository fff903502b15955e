import { aliasedTable, and, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import {
  type TApprovalChange,
  type TApprovalOutcome,
  type TApprovalState,
  ZApprovalChangeSchema,
} from '@/common/schemas/approvals.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { approvals, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { approvalApplierOf, type TApprovalContext } from './approval-appliers.ts';

/**
 * Four eyes on money (docs/after-the-hammer.md, "Four eyes"): a bank-account change or a refund above
 * FOUR_EYES_REFUND_CENTS is kept here as it was asked, and applied exactly as the original action would be,
 * in one transaction, once a second person with contabilidad approves it. How each kind is applied is
 * said by the module that owns it (approval-appliers.ts).
 */

/** Does the change, as the original route would have, in the caller's transaction. */
const applyChange = (tx: TTx, change: TApprovalChange, context: TApprovalContext) =>
  approvalApplierOf(change.kind).apply(tx, change, context);

/** Tells whoever the change's module says must hear of it, in the caller's transaction. */
const announceChange = async (
  tx: TTx,
  change: TApprovalChange,
  stage: 'requested' | 'applied',
  context: TApprovalContext,
) => {
  await approvalApplierOf(change.kind).announce?.(tx, change, stage, context);
};

/** Thrown to undo a rehearsal. */
class Rehearsal extends Error {}

/**
 * Tries the change and undoes it: a request that could never be applied (no refund IBAN, more than was
 * paid…) is refused now with the original action's own reason, not discovered by the approver.
 */
const rehearse = async (db: TDb, site: TSite, change: TApprovalChange, requestedBy: number) => {
  try {
    await db.transaction(async (tx) => {
      await applyChange(tx, change, { site, requestedBy });
      throw new Rehearsal();
    });
  } catch (error) {
    if (!(error instanceof Rehearsal)) throw error;
  }
};

const requester = aliasedTable(users, 'requester');
const decider = aliasedTable(users, 'decider');
const nameOf = (table: typeof users) =>
  sql<
    string | null
  >`case when ${table.id} is null then null else ${table.firstname} || ' ' || ${table.lastname} end`;

const selectApprovals = (db: TDb | TTx) =>
  db
    .select({ approval: approvals, requesterName: nameOf(requester), deciderName: nameOf(decider) })
    .from(approvals)
    .leftJoin(requester, eq(requester.id, approvals.requestedBy))
    .leftJoin(decider, eq(decider.id, approvals.decidedBy));

type TApprovalRow = Awaited<ReturnType<typeof selectApprovals>>[number];

/** How long a request waits for its second person (FOUR_EYES_EXPIRY_DAYS), in ms. */
export const fourEyesExpiryMs = (config: { FOUR_EYES_EXPIRY_DAYS: number }) =>
  config.FOUR_EYES_EXPIRY_DAYS * 24 * 60 * 60 * 1000;

/** When a request made at `requestedOn` can no longer be approved (FOUR_EYES_EXPIRY_DAYS later). */
const expiryOf = (requestedOn: Date, expiryMs: number) => new Date(requestedOn.getTime() + expiryMs);

/** The requests of one state; `expired` ones are stored as pending, past their expiry. */
const inState = (state: TApprovalState, expiryMs: number, now = new Date()): SQL => {
  const cutoff = new Date(now.getTime() - expiryMs);
  if (state === 'pending')
    return and(eq(approvals.outcome, 'pending'), gt(approvals.requestedOn, cutoff)) as SQL;
  if (state === 'expired')
    return and(eq(approvals.outcome, 'pending'), lte(approvals.requestedOn, cutoff)) as SQL;
  return eq(approvals.outcome, state);
};

const toApproval = ({ approval, requesterName, deciderName }: TApprovalRow, expiryMs: number) => ({
  id: approval.id,
  change: ZApprovalChangeSchema.parse(approval.payload),
  requestedBy: { id: approval.requestedBy, name: requesterName },
  requestedOn: approval.requestedOn.toISOString(),
  expiresOn: expiryOf(approval.requestedOn, expiryMs).toISOString(),
  outcome:
    approval.outcome === 'pending' && expiryOf(approval.requestedOn, expiryMs) <= new Date()
      ? ('expired' as const)
      : approval.outcome,
  decidedBy: approval.decidedBy === null ? null : { id: approval.decidedBy, name: deciderName },
  decidedOn: approval.decidedOn?.toISOString() ?? null,
  reason: approval.reason,
});

const readApproval = async (db: TDb | TTx, id: number, expiryMs: number) => {
  const [row] = await selectApprovals(db).where(eq(approvals.id, id));
  if (!row) throw notFound(apiText.approvals.notFound);
  return toApproval(row, expiryMs);
};

/** Keeps a change for a second person; checked first by rehearsing it. Answered 202 by the routes. */
export const requestApproval = async ({
  db,
  site,
  change,
  requestedBy,
  expiryMs,
}: {
  db: TDb;
  site: TSite;
  change: TApprovalChange;
  requestedBy: number;
  expiryMs: number;
}) => {
  await rehearse(db, site, change, requestedBy);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(approvals)
      .values({ kind: change.kind, payload: change, requestedBy })
      .returning();
    await recordAudit(tx, {
      actorId: requestedBy,
      entity: 'approval',
      entityId: created!.id,
      action: 'request',
      changes: { change },
    });
    await announceChange(tx, change, 'requested', { site, requestedBy });
    return readApproval(tx, created!.id, expiryMs);
  });
};

/**
 * Locks a pending approval for its decision; refuses a decided or expired one (409) and, to approve, one's
 * own (403). An expired request is not decided: what it asked may be stale (another account, a refund
 * already made by other means), so it is asked again.
 */
const lockPending = async (
  tx: TTx,
  id: number,
  deciderId: number,
  outcome: TApprovalOutcome,
  expiryMs: number,
) => {
  const [row] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update');
  if (!row) throw notFound(apiText.approvals.notFound);
  if (row.outcome !== 'pending')
    throw new AppError(
      'CONFLICT',
      row.outcome === 'approved' ? apiText.approvals.alreadyApproved : apiText.approvals.alreadyRejected,
    );
  const expiresOn = expiryOf(row.requestedOn, expiryMs);
  if (expiresOn <= new Date()) throw new AppError('CONFLICT', apiText.approvals.expired(expiresOn));
  if (outcome === 'approved' && row.requestedBy === deciderId)
    throw new AppError('FORBIDDEN', apiText.approvals.ownRequest);
  return { ...row, change: ZApprovalChangeSchema.parse(row.payload) };
};

const decide = (tx: TTx, id: number, deciderId: number, outcome: TApprovalOutcome, reason: string | null) =>
  tx
    .update(approvals)
    .set({ outcome, decidedBy: deciderId, decidedOn: new Date(), reason })
    .where(and(eq(approvals.id, id), eq(approvals.outcome, 'pending')));

/** A second person approves: the change is applied as asked, audited with both people, in one transaction. */
export const approveApproval = async ({
  db,
  site,
  id,
  approverId,
  expiryMs,
}: {
  db: TDb;
  site: TSite;
  id: number;
  approverId: number;
  expiryMs: number;
}) => {
  const approval = await db.transaction(async (tx) => {
    const pending = await lockPending(tx, id, approverId, 'approved', expiryMs);
    const context = { site, requestedBy: pending.requestedBy, approvedBy: approverId };
    await applyChange(tx, pending.change, context);
    await decide(tx, id, approverId, 'approved', null);
    await recordAudit(tx, {
      actorId: approverId,
      entity: 'approval',
      entityId: id,
      action: 'approve',
      changes: { change: pending.change, requestedBy: pending.requestedBy, approvedBy: approverId },
    });
    await announceChange(tx, pending.change, 'applied', context);
    return readApproval(tx, id, expiryMs);
  });
  approvalApplierOf(approval.change.kind).afterApproval?.(db);
  return approval;
};

/** Rejected with its reason: nothing of the change happens. The requester may withdraw their own so. */
export const rejectApproval = ({
  db,
  id,
  deciderId,
  reason,
  expiryMs,
}: {
  db: TDb;
  id: number;
  deciderId: number;
  reason: string;
  expiryMs: number;
}) =>
  db.transaction(async (tx) => {
    const pending = await lockPending(tx, id, deciderId, 'rejected', expiryMs);
    await decide(tx, id, deciderId, 'rejected', reason);
    await recordAudit(tx, {
      actorId: deciderId,
      entity: 'approval',
      entityId: id,
      action: 'reject',
      changes: { change: pending.change, requestedBy: pending.requestedBy, reason },
    });
    return readApproval(tx, id, expiryMs);
  });

export const listApprovals = async ({
  db,
  outcome,
  page,
  limit,
  expiryMs,
}: {
  db: TDb;
  outcome: TApprovalState;
  page: number;
  limit: number;
  expiryMs: number;
}) => {
  const where = inState(outcome, expiryMs);
  const rows = await selectApprovals(db)
    .where(where)
    .orderBy(outcome === 'pending' ? approvals.requestedOn : desc(approvals.requestedOn), approvals.id)
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ total: count() }).from(approvals).where(where);
  return { approvals: rows.map((row) => toApproval(row, expiryMs)), total: counted?.total ?? 0 };
};
