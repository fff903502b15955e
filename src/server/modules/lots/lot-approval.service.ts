/** The admin's decisions on results waiting for approval, and the list they are taken from. */

import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import { awaitingApproval, decideBlock, type TLotAwardState } from '@/common/lot-award.ts';
import type { TAwardLot, TAwardResultsResponse } from '@/common/schemas/lots.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, lots, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';
import { findAuction } from '../auctions/auctions.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { queueSettlementOfFinishedAuctions } from '../settlements/settle-auction.ts';
import { bidderBrief } from '../users/user-brief.ts';
import { adjudicateLot, rejectLot } from './lot-award.service.ts';

type TLotRow = typeof lots.$inferSelect;

/**
 * Approves (the lot is adjudicated: sold, owed, deadline from now) or rejects (not adjudicated) lots
 * waiting for approval, all or none, with the approver recorded; e-mails go to each top bidder. When no
 * lot of the auction waits any more, the auction is settled (deposits, invoices, statements).
 */
export const decideAwards = async ({
  db,
  lotIds,
  decision,
  actorId,
  auctionId,
}: {
  db: TDb;
  lotIds: number[];
  decision: 'approve' | 'reject';
  actorId: number;
  /** When given, every lot must belong to it (the bulk route). */
  auctionId?: number;
}) =>
  silentTransaction(db, async (tx) => {
    const now = new Date();
    const rows = await tx
      .select({ lot: lots, approver: auctions.approver })
      .from(lots)
      .innerJoin(auctions, eq(auctions.id, lots.auctionId))
      .where(inArray(lots.id, [...new Set(lotIds)]))
      .orderBy(asc(lots.order))
      .for('update', { of: lots });
    if (
      rows.length !== new Set(lotIds).size ||
      rows.some((row) => auctionId && row.lot.auctionId !== auctionId)
    )
      throw notFound(apiText.lots.someLotNotInAuction);
    const waiting = rows.find((row) => !awaitingApproval.includes(row.lot.awardState as TLotAwardState));
    if (waiting) throw new AppError('CONFLICT', apiText.lots.notAwaitingApproval(waiting.lot.title));
    for (const { lot, approver } of rows) {
      if (decision === 'approve') await adjudicateLot(tx, lot, now);
      else await rejectLot(tx, lot);
      await recordAudit(tx, {
        actorId,
        entity: 'lot',
        entityId: lot.id,
        action: decision === 'approve' ? 'award-approve' : 'award-reject',
        changes: { from: lot.awardState, maxBid: lot.maxBid, topBidderId: lot.maxBidderId, approver },
      });
    }
    await queueSettlementOfFinishedAuctions(
      tx,
      rows.map((row) => row.lot.auctionId),
    );
    return tx
      .select({ id: lots.id, awardState: lots.awardState, sold: lots.sold })
      .from(lots)
      .where(inArray(lots.id, lotIds))
      .orderBy(asc(lots.order)) as Promise<{ id: number; awardState: TLotAwardState; sold: boolean }[]>;
  });

/** One lot's decision (the lot page's and the list's single buttons). */
export const decideAward = ({
  db,
  lotId,
  decision,
  actorId,
}: {
  db: TDb;
  lotId: number;
  decision: 'approve' | 'reject';
  actorId: number;
}) => decideAwards({ db, lotIds: [lotId], decision, actorId });

/**
 * "Resultados pendientes" of an auction: lots waiting for approval, and every en bloc group with the
 * decision the server took (or will take once all are closed), explained by the same pure function.
 */
export const getAwardResults = async ({
  db,
  auctionId,
}: {
  db: TDb;
  auctionId: number;
}): Promise<TAwardResultsResponse['data']> => {
  const auction = await findAuction(db, auctionId);
  const rows = await db
    .select({ lot: lots, bidder: users })
    .from(lots)
    .leftJoin(users, eq(users.id, lots.maxBidderId))
    .where(
      and(
        eq(lots.auctionId, auctionId),
        or(
          inArray(lots.awardState, [...awaitingApproval]),
          eq(lots.isBlock, true),
          isNotNull(lots.blockLotId),
        ),
      ),
    )
    .orderBy(asc(lots.order), asc(lots.id));
  const toAwardLot = ({ lot, bidder }: (typeof rows)[number]): TAwardLot => ({
    id: lot.id,
    order: lot.order,
    title: lot.title,
    price: lot.price,
    reservePrice: lot.reservePrice,
    maxBid: lot.maxBid,
    bidsCount: lot.bidsCount,
    status: lot.status,
    awardState: lot.awardState,
    topBidder: bidder ? bidderBrief(bidder) : null,
  });
  const blocks = rows
    .filter((row) => row.lot.isBlock)
    .map((blockRow) => {
      const memberRows = rows.filter((row) => row.lot.blockLotId === blockRow.lot.id);
      const all: TLotRow[] = [blockRow.lot, ...memberRows.map((row) => row.lot)];
      return {
        block: toAwardLot(blockRow),
        members: memberRows.map(toAwardLot),
        decision:
          memberRows.length && all.every((lot) => lot.status === 'closed')
            ? decideBlock({
                blockBid: blockRow.lot.maxBid,
                memberBids: memberRows.map((row) => row.lot.maxBid),
                marginPercent: blockRow.lot.blockMarginPercent,
              })
            : null,
      };
    });
  return {
    auction: {
      id: auction.id,
      title: auction.title,
      requiresApproval: auction.requiresApproval,
      approver: auction.approver,
    },
    pending: rows
      .filter((row) => awaitingApproval.includes(row.lot.awardState as TLotAwardState))
      .map(toAwardLot),
    blocks,
  };
};
