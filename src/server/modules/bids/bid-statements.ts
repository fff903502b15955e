import { type SQL, sql } from 'drizzle-orm';
import type { TBidRow } from '@/common/proxy-bidding.ts';
import type { TLiveBidEvent } from '@/common/schemas/bids.ts';
import { liveEventStatement } from '@/server/live/notify.ts';

/**
 * The two statements of a bid (bids.service.ts runs them): one locking read, one write. Four statements
 * per accepted bid in all, BEGIN and COMMIT included (bid-cost.test.ts counts them on the wire).
 */

/** What the bid needs of its lot, auction, bidder and session, read while locking the lot. */
export type TLockedLot = {
  auction_id: number;
  price: number;
  max_bid: number | null;
  max_bidder_id: number | null;
  proxy_max: number | null;
  bids_count: number;
  status: string;
  published: boolean;
  start_ms: number | null;
  end_ms: number;
  auction_published: boolean;
  auction_status: string;
  auction_start_ms: number;
  accept_offers: boolean;
  caution: number | null;
  is_active: boolean;
  is_banned: boolean;
  is_bidding_blocked: boolean;
  subscription_status: 'pending' | 'accepted' | 'rejected' | null;
  deposit_paid: boolean | null;
  signed_in: boolean;
  my_number: number | null;
  leader_number: number | null;
  last_number: number | null;
};

/**
 * The one read of a bid: locks the lot's row and brings, in the same statement, the few columns the rules
 * need, the bidder's state and subscription, whether their session still exists, and the bidders' numbers
 * ("Pujador N"). Dates come as epoch milliseconds so both drivers return plain numbers.
 */
export const lockLot = (lotId: number, userId: number, sessionId: string | null) =>
  sql`select l.auction_id, l.price, l.max_bid, l.max_bidder_id, l.proxy_max, l.bids_count, l.status,
        l.published, (extract(epoch from l.start_date) * 1000)::float8 as start_ms,
        (extract(epoch from l.end_date) * 1000)::float8 as end_ms,
        a.published as auction_published, a.status as auction_status,
        (extract(epoch from a.start_date) * 1000)::float8 as auction_start_ms, a.accept_offers, a.caution,
        u.is_active, u.is_banned, u.is_bidding_blocked,
        s.status as subscription_status, s.paid as deposit_paid,
        ${sessionId === null ? sql`true` : sql`exists (select 1 from sessions where id = ${sessionId})`} as signed_in,
        (select number from lot_bidders where lot_id = l.id and user_id = ${userId}) as my_number,
        (select number from lot_bidders where lot_id = l.id and user_id = l.max_bidder_id) as leader_number,
        (select max(number) from lot_bidders where lot_id = l.id) as last_number
      from lots l
      join auctions a on a.id = l.auction_id
      join users u on u.id = ${userId}
      left join subscriptions s on s.auction_id = l.auction_id and s.user_id = ${userId}
      where l.id = ${lotId}
      for update of l`;

/**
 * The one write of an accepted bid: its rows (with increasing timestamps, so the history reads in the
 * order the proxies answered), the lot's new state, the bidder's number on a first bid, and the live event
 * with its NOTIFY — a single statement (notify.ts `liveEventStatement`).
 */
export const writeBid = (write: {
  lotId: number;
  auctionId: number;
  rows: TBidRow[];
  now: Date;
  lot: { maxBid: number; leaderId: number; proxyMax: number | null; bidsCount: number; endDate: Date };
  newBidder: { userId: number; number: number } | null;
  event: TLiveBidEvent;
}) => {
  const { lotId, rows, now, lot, newBidder } = write;
  const values = rows.map(
    (bid, index) =>
      sql`(${lotId}, ${bid.userId}, ${bid.amount}, ${bid.maxAmount}, ${bid.isAuto}, ${new Date(now.getTime() + index).toISOString()}::timestamptz)`,
  );
  const steps: Record<string, SQL> = {
    new_bids: sql`insert into bids (lot_id, user_id, amount, max_amount, is_auto, created_on)
      values ${sql.join(values, sql`, `)}`,
    bid_lot: sql`update lots set max_bid = ${lot.maxBid}, max_bidder_id = ${lot.leaderId},
      proxy_max = ${lot.proxyMax}, bids_count = ${lot.bidsCount},
      end_date = ${lot.endDate.toISOString()}::timestamptz where id = ${lotId}`,
  };
  if (newBidder)
    steps.new_bidder = sql`insert into lot_bidders (lot_id, user_id, number)
      values (${lotId}, ${newBidder.userId}, ${newBidder.number}) on conflict do nothing`;
  return liveEventStatement({ auctionId: write.auctionId, type: 'bid', payload: write.event }, steps);
};
