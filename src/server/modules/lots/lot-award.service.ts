/**
 * What becomes of a lot once closed, written once: the closer, the admin's approval and the en bloc
 * decision all go through here. The rules themselves are the pure functions of `src/common/lot-award.ts`;
 * this applies them, in the caller's transaction.
 */
import { eq, or } from 'drizzle-orm';
import {
  awaitingApproval,
  closingOutcome,
  decideBlock,
  type TBlockDecision,
  type TLotAwardState,
} from '@/common/lot-award.ts';
import type { TTx } from '@/server/db/client.ts';
import { lots } from '@/server/db/schema/index.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';
import { awardLot } from '@/server/modules/settlements/settlement-awards.service.ts';
import { recordAudit } from '../audit/audit.service.ts';

type TLotRow = typeof lots.$inferSelect;

/** The outbox job that tells bidders what became of a lot (`lot-closed-mail.ts`). */
export const LOT_CLOSED_JOB = 'lot-closed-mail';

/** Which message the job sends: adjudicated (winner and the others), waiting for approval, rejected, lost to its block. */
export const lotResultSteps = ['awarded', 'provisional', 'rejected', 'block-lost'] as const;
export type TLotResultStep = (typeof lotResultSteps)[number];

const queueLotResultMail = (tx: TTx, lotId: number, step: TLotResultStep) =>
  enqueueJob(tx, LOT_CLOSED_JOB, { lotId, step });

/**
 * The award step: the lot is sold and owed in its buyer's liquidación (payment deadline counted from now),
 * and the winner and the other bidders are told. Called by the closer when nothing waits, and by the
 * admin's approval or the en bloc decision otherwise.
 */
export const adjudicateLot = async (tx: TTx, lot: TLotRow, awardedOn: Date) => {
  if (lot.maxBid === null || lot.maxBidderId === null) throw new Error(`Lot ${lot.id} has no winning bid`);
  await tx.update(lots).set({ sold: true, awardState: 'awarded' }).where(eq(lots.id, lot.id));
  await awardLot(tx, { lotId: lot.id, userId: lot.maxBidderId, hammer: lot.maxBid, awardedOn });
  await queueLotResultMail(tx, lot.id, 'awarded');
};

/** The admin's rejection of a result waiting for approval: not adjudicated, its top bidder told. */
export const rejectLot = async (tx: TTx, lot: TLotRow) => {
  await tx.update(lots).set({ sold: false, awardState: 'rejected' }).where(eq(lots.id, lot.id));
  if (lot.maxBidderId !== null) await queueLotResultMail(tx, lot.id, 'rejected');
};

/** Puts a closed lot in `state`: adjudicates it, or leaves it waiting (its top bidder told) or unsold. */
const applyState = async (tx: TTx, lot: TLotRow, state: TLotAwardState, now: Date) => {
  if (state === 'awarded') return adjudicateLot(tx, lot, now);
  await tx.update(lots).set({ sold: false, awardState: state }).where(eq(lots.id, lot.id));
  if (awaitingApproval.includes(state)) await queueLotResultMail(tx, lot.id, 'provisional');
  if (state === 'block-lost' && lot.bidsCount > 0) await queueLotResultMail(tx, lot.id, 'block-lost');
};

/** A block and its members, the block first; the block's row is locked so one transaction decides. */
const lockBlockGroup = async (tx: TTx, blockId: number) => {
  const [block] = await tx.select().from(lots).where(eq(lots.id, blockId)).for('update');
  if (!block?.isBlock) return null;
  const members = await tx.select().from(lots).where(eq(lots.blockLotId, blockId));
  return members.length ? { block, members } : null;
};

/**
 * Applies the en bloc decision once the block and every member are closed: the losing side is not
 * adjudicated (its bidders told), the winning side takes the state it would have had alone.
 */
const decideBlockGroup = async (
  tx: TTx,
  group: { block: TLotRow; members: TLotRow[] },
  requiresApproval: boolean,
  now: Date,
): Promise<TBlockDecision> => {
  const { block, members } = group;
  const decision = decideBlock({
    blockBid: block.maxBid,
    memberBids: members.map((member) => member.maxBid),
    marginPercent: block.blockMarginPercent,
  });
  const winners = decision.winner === 'block' ? [block] : members;
  const losers = decision.winner === 'block' ? members : [block];
  for (const lot of losers)
    if (lot.awardState === 'block-waiting') await applyState(tx, lot, 'block-lost', now);
  for (const lot of winners)
    if (lot.awardState === 'block-waiting')
      await applyState(tx, lot, closingOutcome({ ...lot, requiresApproval, awaitingBlock: false }), now);
  await recordAudit(tx, {
    actorId: null,
    entity: 'lot',
    entityId: block.id,
    action: 'block-decision',
    changes: { ...decision, members: members.map((member) => member.id) },
  });
  return decision;
};

/**
 * Concludes a lot the closer has just closed (in its transaction, row locked): the state it takes, and,
 * when it was the last open lot of an en bloc group, the group's decision.
 */
export const concludeClosedLot = async (
  tx: TTx,
  closed: TLotRow,
  auction: { requiresApproval: boolean },
  now: Date,
) => {
  const blockId = closed.isBlock ? closed.id : closed.blockLotId;
  const group = blockId === null ? null : await lockBlockGroup(tx, blockId);
  const state = closingOutcome({
    ...closed,
    requiresApproval: auction.requiresApproval,
    awaitingBlock: group !== null,
  });
  await applyState(tx, closed, state, now);
  if (group === null) return;
  // Read again: the lots of the group closed earlier in this same transaction have changed.
  const fresh = await tx
    .select()
    .from(lots)
    .where(or(eq(lots.id, group.block.id), eq(lots.blockLotId, group.block.id)));
  if (fresh.some((lot) => lot.status === 'open')) return;
  const block = fresh.find((lot) => lot.id === group.block.id)!;
  const members = fresh.filter((lot) => lot.id !== block.id);
  await decideBlockGroup(tx, { block, members }, auction.requiresApproval, now);
};
