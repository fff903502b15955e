import { sql } from 'drizzle-orm';
import { minimumNextBid, softCloseEnd } from '@/common/bid-rules.ts';
import { formatCents } from '@/common/format.ts';
import { resolveBid } from '@/common/proxy-bidding.ts';
import type { TLiveBidEvent, TPlaceBidResponse } from '@/common/schemas/bids.ts';
import { ZSoftCloseSchema } from '@/common/schemas/config-data.ts';
import type { TDatabase, TDb } from '@/server/db/client.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { createKeyedQueue } from '@/server/lib/keyed-queue.ts';
import type { TLiveHub } from '@/server/live/live-hub.ts';
import { pseudonym } from '../catalogue/leaders.ts';
import { readBidRanges, readConfigValue } from '../config-data/config-data.service.ts';
import { lockLot, type TLockedLot, writeBid } from './bid-statements.ts';
import { assertLotOpen, assertMayBid } from './bidding-rules.ts';

type TResult = TPlaceBidResponse['data'];

const tooLow = (minimum: number) =>
  new AppError('CONFLICT', `La puja mínima ahora es de ${formatCents(minimum)}.`, {
    minimum,
    fields: { amount: 'La puja es inferior a la mínima.' },
  });

const notFound = () => new AppError('NOT_FOUND', 'El lote no existe o no está publicado.');

const readSoftClose = (db: TDb) =>
  readConfigValue({
    db,
    key: 'softClose',
    schema: ZSoftCloseSchema,
    fallback: { windowSeconds: 120, extensionSeconds: 120 },
  });

/**
 * Bids in flight per lot on this instance (see placeBid): two, so that one waits on the lot's lock inside
 * PostgreSQL, ready the moment the other commits, while the rest wait here.
 */
const bidsInFlightPerLot = 2;
const lotQueues = new WeakMap<TDatabase, ReturnType<typeof createKeyedQueue<number>>>();
const lotQueueOf = (database: TDatabase) => {
  const queue = lotQueues.get(database) ?? createKeyedQueue<number>(bidsInFlightPerLot);
  lotQueues.set(database, queue);
  return queue;
};

/**
 * Places a bid (DESIGN §5) in one short transaction of four statements in two round trips: BEGIN with the
 * statement that locks and reads the lot, then the one write with COMMIT (issue 13, item 3). The rules run
 * in between, from `src/common` — the same code the browser runs — and nothing slow happens while the lock
 * is held.
 *
 * An instance sends at most two bids per lot at a time: the lot's lock would make the rest wait anyway,
 * and a bid that has waited here is checked against the minimum the previous ones left, so under a storm
 * the stale ones are refused from memory instead of each taking the lock to be turned away.
 */
export const placeBid = (options: {
  database: TDatabase;
  /** This instance's live hub: a bid below the minimum it knows of is refused without a statement. */
  live?: Pick<TLiveHub, 'knownMinimum' | 'raiseMinimum'>;
  user: { id: number };
  /** The session the bid came in on; it must still exist when the lot is locked. */
  sessionId?: string | null;
  lotId: number;
  amount: number;
  maxAmount: number | null;
  /** "The next minimum, up to this": placed at the minimum current under the lock, never above it. */
  upToAmount?: number | null;
}): Promise<TResult> => {
  // Checked on arrival and again after waiting its turn (the bids before it may have moved the minimum).
  refuseIfKnownStale(options);
  return lotQueueOf(options.database)(options.lotId, () => placeBidNow(options));
};

/**
 * Most bids in a storm are already stale: refused here, from memory, they never queue for the lot's lock.
 * The known minimum is never above the real one, and no bid under the minimum stands, the leader's included.
 */
const refuseIfKnownStale = (options: Parameters<typeof placeBid>[0]) => {
  const known = options.live?.knownMinimum(options.lotId);
  if (known !== undefined && Math.max(options.amount, options.upToAmount ?? 0) < known) throw tooLow(known);
};

const placeBidNow = async (options: Parameters<typeof placeBid>[0]): Promise<TResult> => {
  const { database, live, user, lotId, maxAmount } = options;
  const { db } = database;
  const upToAmount = options.upToAmount ?? null;
  let amount = options.amount;
  refuseIfKnownStale(options);
  const [ranges, softClose] = await Promise.all([readBidRanges({ db }), readSoftClose(db)]);

  let result: TResult | undefined;
  // A bid found too low under the lock tells this instance the lot's minimum, for the next stale one.
  const learnFrom = (error: unknown) => {
    const minimum = error instanceof AppError ? error.extra?.minimum : undefined;
    if (minimum !== undefined) live?.raiseMinimum(lotId, minimum);
    throw error;
  };
  await database
    .twoStepTransaction<TLockedLot>(lockLot(lotId, user.id, options.sessionId ?? null), async ([row]) => {
      const now = new Date();
      if (!row) throw notFound();
      if (!row.signed_in) throw new AppError('UNAUTHENTICATED', 'Tienes que iniciar sesión.');
      if (row.is_banned)
        throw new AppError(
          'ACCOUNT_BANNED',
          'Tu cuenta está bloqueada. Si crees que es un error, contacta con nosotros.',
        );
      assertMayBid({
        isActive: row.is_active,
        isBiddingBlocked: row.is_bidding_blocked,
        subscriptionStatus: row.subscription_status,
        depositPaid: row.deposit_paid,
        caution: row.caution,
      });
      const lot = {
        price: row.price,
        maxBid: row.max_bid,
        bidsCount: row.bids_count,
        endDate: new Date(row.end_ms),
      };
      assertLotOpen({
        lot: {
          published: row.published,
          status: row.status,
          startDate: row.start_ms === null ? null : new Date(row.start_ms),
          endDate: lot.endDate,
        },
        auction: {
          published: row.auction_published,
          status: row.auction_status,
          startDate: new Date(row.auction_start_ms),
        },
        now,
      });
      const lotState = (fields: Partial<TResult['lot']>): TResult['lot'] => ({
        id: lotId,
        maxBid: lot.maxBid,
        minimumBid: minimumNextBid(lot, ranges),
        bidsCount: lot.bidsCount,
        endDate: lot.endDate.toISOString(),
        leads: false,
        myMaximum: null,
        ...fields,
      });

      // With offers allowed, an opening bid under the starting price is an offer for the admin to weigh.
      if (row.accept_offers && lot.maxBid === null && amount < lot.price) {
        result = {
          result: 'offer',
          message:
            'Hemos registrado tu oferta por debajo del precio de salida. La valoraremos al cierre del lote.',
          lot: lotState({ minimumBid: lot.price }),
        };
        return sql`insert into offers (lot_id, user_id, amount) values (${lotId}, ${user.id}, ${amount})`;
      }

      const state = {
        price: lot.price,
        maxBid: lot.maxBid,
        leaderId: row.max_bidder_id,
        proxyMax: row.proxy_max,
      };
      // Someone bid between the bidder reading the minimum and the lock: within their limit, the bid
      // follows the minimum of now rather than being refused.
      if (upToAmount !== null && row.max_bidder_id !== user.id) {
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
          { fields: { maxAmount: 'Tu nueva puja máxima debe superar la actual.' } },
        );
      }
      if (outcome.kind === 'max-raised') {
        result = {
          result: 'max-raised',
          message: 'Has subido tu puja máxima. Sigues ganando.',
          lot: lotState({ leads: true, myMaximum: outcome.state.proxyMax }),
        };
        return sql`update lots set proxy_max = ${outcome.state.proxyMax} where id = ${lotId}`;
      }

      const leaderId = outcome.state.leaderId!;
      const maxBid = outcome.state.maxBid!;
      const endDate = softCloseEnd(lot.endDate, now, softClose);
      const bidsCount = lot.bidsCount + outcome.rows.length;
      // A first bid on the lot gives the bidder the next number; under the lock, no one else can take it.
      const newBidder =
        row.my_number === null ? { userId: user.id, number: (row.last_number ?? 0) + 1 } : null;
      const leaderNumber =
        leaderId === user.id ? (row.my_number ?? newBidder!.number) : (row.leader_number ?? 0);
      const minimumBid = minimumNextBid({ price: lot.price, maxBid }, ranges);
      const event: TLiveBidEvent = {
        lotId,
        amount: maxBid,
        bidder: pseudonym(leaderNumber),
        bidsCount,
        minimumBid,
        endDate: endDate.toISOString(),
      };
      const leads = outcome.leads;
      result = {
        result: leads ? 'leading' : 'outbid',
        message: leads
          ? 'Puja aceptada. Vas ganando.'
          : 'Tu puja se ha registrado, pero otro pujador tenía una puja máxima más alta. Te han superado.',
        lot: lotState({
          maxBid,
          minimumBid,
          bidsCount,
          endDate: event.endDate,
          leads,
          myMaximum: leads ? outcome.state.proxyMax : null,
        }),
      };
      return writeBid({
        lotId,
        auctionId: row.auction_id,
        rows: outcome.rows,
        now,
        lot: { maxBid, leaderId, proxyMax: outcome.state.proxyMax, bidsCount, endDate },
        newBidder,
        event,
      });
    })
    .catch(learnFrom);
  if (result!.result === 'leading' || result!.result === 'outbid')
    live?.raiseMinimum(lotId, result!.lot.minimumBid);
  return result!;
};
