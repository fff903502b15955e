import { and, eq, sql } from 'drizzle-orm';
import { minimumNextBid, softCloseEnd } from '@/common/bid-rules.ts';
import { formatCents } from '@/common/format.ts';
import { resolveBid } from '@/common/proxy-bidding.ts';
import type { TLiveBidEvent, TPlaceBidResponse } from '@/common/schemas/bids.ts';
import { ZSoftCloseSchema } from '@/common/schemas/config-data.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, bids, lotBidders, lots, offers, type users } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';
import { pseudonym } from '../catalogue/leaders.ts';
import { readBidRanges, readConfigValue } from '../config-data/config-data.service.ts';
import { assertLotOpen, assertMayBid } from './bidding-rules.ts';

type TResult = TPlaceBidResponse['data'];

const tooLow = (minimum: number) =>
  new AppError('CONFLICT', `La puja mínima ahora es de ${formatCents(minimum)}.`, {
    minimum,
    fields: { amount: 'La puja es inferior a la mínima.' },
  });

const readSoftClose = (db: TDb) =>
  readConfigValue({
    db,
    key: 'softClose',
    schema: ZSoftCloseSchema,
    fallback: { windowSeconds: 120, extensionSeconds: 120 },
  });

/**
 * "Pujador N": a bidder's number on a lot, given at their first bid. Runs under the lot's lock, so two
 * newcomers cannot take the same number.
 */
const bidderNumber = async (tx: TTx, lotId: number, challengerId: number, leaderId: number) => {
  await tx.execute(
    sql`insert into lot_bidders (lot_id, user_id, number)
        select ${lotId}, ${challengerId}, coalesce(max(number), 0) + 1 from lot_bidders where lot_id = ${lotId}
        on conflict do nothing`,
  );
  const [row] = await tx
    .select({ number: lotBidders.number })
    .from(lotBidders)
    .where(and(eq(lotBidders.lotId, lotId), eq(lotBidders.userId, leaderId)));
  return row?.number ?? 0;
};

/**
 * Places a bid (DESIGN §5). One short transaction: lock the lot row, apply the rules and proxy maxima,
 * insert the bid rows, update the lot, extend it when the bid comes in the soft-close window, and queue a
 * live event that is NOTIFYed on commit. Nothing slow happens while the lock is held.
 */
export const placeBid = async (options: {
  db: TDb;
  user: typeof users.$inferSelect;
  lotId: number;
  amount: number;
  maxAmount: number | null;
  /** "The next minimum, up to this": placed at the minimum current under the lock, never above it. */
  upToAmount?: number | null;
}): Promise<TResult> => {
  const { db, user, lotId, maxAmount } = options;
  const upToAmount = options.upToAmount ?? null;
  let amount = options.amount;
  const [target] = await db
    .select({
      auctionId: lots.auctionId,
      caution: auctions.caution,
      acceptOffers: auctions.acceptOffers,
      price: lots.price,
      maxBid: lots.maxBid,
      leaderId: lots.maxBidderId,
    })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(eq(lots.id, lotId));
  if (!target) throw new AppError('NOT_FOUND', 'El lote no existe o no está publicado.');
  await assertMayBid({ db, user, auction: { id: target.auctionId, caution: target.caution } });
  const [ranges, softClose] = await Promise.all([readBidRanges({ db }), readSoftClose(db)]);

  // A bid already below the minimum is refused without queueing for the lot's lock: under a storm most
  // requests are stale, and turning them away here keeps the lock for the bids that can win.
  const offerPossible = target.acceptOffers && target.maxBid === null;
  if (target.leaderId !== user.id && !offerPossible) {
    const minimum = minimumNextBid(target, ranges);
    if (Math.max(amount, upToAmount ?? 0) < minimum) throw tooLow(minimum);
  }

  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .select({ lot: lots, auction: auctions })
      .from(lots)
      .innerJoin(auctions, eq(auctions.id, lots.auctionId))
      .where(eq(lots.id, lotId))
      .for('update', { of: lots });
    if (!row) throw new AppError('NOT_FOUND', 'El lote no existe o no está publicado.');
    const { lot, auction } = row;
    assertLotOpen({ lot, auction, now });

    // With offers allowed, an opening bid under the starting price is an offer for the admin to weigh.
    if (auction.acceptOffers && lot.maxBid === null && amount < lot.price) {
      await tx.insert(offers).values({ lotId, userId: user.id, amount });
      return {
        result: 'offer' as const,
        message:
          'Hemos registrado tu oferta por debajo del precio de salida. La valoraremos al cierre del lote.',
        lot: {
          id: lot.id,
          maxBid: lot.maxBid,
          minimumBid: lot.price,
          bidsCount: lot.bidsCount,
          endDate: lot.endDate.toISOString(),
          leads: false,
          myMaximum: null,
        },
      };
    }

    const state = { price: lot.price, maxBid: lot.maxBid, leaderId: lot.maxBidderId, proxyMax: lot.proxyMax };
    // Someone bid between the bidder reading the minimum and the lock: within their limit, the bid
    // follows the minimum of now rather than being refused.
    if (upToAmount !== null && lot.maxBidderId !== user.id) {
      const minimum = minimumNextBid(state, ranges);
      if (minimum > amount) {
        if (minimum > upToAmount) throw tooLow(minimum);
        amount = minimum;
      }
    }
    const outcome = resolveBid(state, { userId: user.id, amount, maxAmount }, ranges);
    if (outcome.kind === 'too-low') throw tooLow(outcome.minimum);
    if (outcome.kind === 'max-not-raised') {
      throw new AppError(
        'BUSINESS_RULE',
        'Ya vas ganando con una puja máxima igual o superior: solo puedes subirla.',
        {
          fields: { maxAmount: 'Tu nueva puja máxima debe superar la actual.' },
        },
      );
    }
    if (outcome.kind === 'max-raised') {
      await tx.update(lots).set({ proxyMax: outcome.state.proxyMax }).where(eq(lots.id, lotId));
      return {
        result: 'max-raised' as const,
        message: 'Has subido tu puja máxima. Sigues ganando.',
        lot: {
          id: lot.id,
          maxBid: lot.maxBid,
          minimumBid: minimumNextBid(lot, ranges),
          bidsCount: lot.bidsCount,
          endDate: lot.endDate.toISOString(),
          leads: true,
          myMaximum: outcome.state.proxyMax,
        },
      };
    }

    // Rows get increasing timestamps so the history reads in the order the proxies answered.
    await tx
      .insert(bids)
      .values(
        outcome.rows.map((bid, index) => ({ lotId, ...bid, createdOn: new Date(now.getTime() + index) })),
      );
    const endDate = softCloseEnd(lot.endDate, now, softClose);
    const [updated] = await tx
      .update(lots)
      .set({
        maxBid: outcome.state.maxBid,
        maxBidderId: outcome.state.leaderId,
        proxyMax: outcome.state.proxyMax,
        bidsCount: sql`${lots.bidsCount} + ${outcome.rows.length}`,
        endDate,
      })
      .where(eq(lots.id, lotId))
      .returning();
    const minimumBid = minimumNextBid(updated!, ranges);
    const event: TLiveBidEvent = {
      lotId,
      amount: updated!.maxBid!,
      bidder: pseudonym(await bidderNumber(tx, lotId, user.id, updated!.maxBidderId!)),
      bidsCount: updated!.bidsCount,
      minimumBid,
      endDate: endDate.toISOString(),
    };
    await recordLiveEvent(tx, { auctionId: lot.auctionId, type: 'bid', payload: event });

    const leads = outcome.leads;
    return {
      result: leads ? ('leading' as const) : ('outbid' as const),
      message: leads
        ? 'Puja aceptada. Vas ganando.'
        : 'Tu puja se ha registrado, pero otro pujador tenía una puja máxima más alta. Te han superado.',
      lot: {
        id: lotId,
        maxBid: updated!.maxBid,
        minimumBid,
        bidsCount: updated!.bidsCount,
        endDate: event.endDate,
        leads,
        myMaximum: leads ? updated!.proxyMax : null,
      },
    };
  });
};
