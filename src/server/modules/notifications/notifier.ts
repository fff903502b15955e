import { eq, sql } from 'drizzle-orm';
import { coalesceSeconds, notificationKinds } from '@/common/notifications.ts';
import { queryRows, type TDb, type TTx } from '@/server/db/client.ts';
import { eventCursors } from '@/server/db/schema/index.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';

export const NOTICE_JOB = 'notice';

const BID_CURSOR = 'notices:bids';
const CLOSING_CURSOR = 'notices:closing-soon';
const OPENING_CURSOR = 'notices:auction-opens';

/**
 * Claims a named cursor for this run (`FOR UPDATE SKIP LOCKED`: while one instance runs the notifier, the
 * others skip it), creating it at `initial` the first time so a new install does not notify its history.
 */
const claimCursor = async (tx: TTx, name: string, initial: ReturnType<typeof sql>) => {
  await tx.execute(
    sql`insert into event_cursors (name, position) values (${name}, ${initial}) on conflict do nothing`,
  );
  const [cursor] = await tx
    .select()
    .from(eventCursors)
    .where(eq(eventCursors.name, name))
    .for('update', { skipLocked: true });
  return cursor;
};

/**
 * Outbid (and bid confirmations, below): every bid event since the cursor names a lot; on those lots, each bidder who does not lead and
 * whose latest bid there is newer than the last notice about it is owed one. Only final events are read
 * (below the horizon, drizzle/0013), so a bid committed late is never skipped; a silent back-office write
 * (drizzle/0029) holds none back.
 */
const findOutbid = async (tx: TTx, eventsPerRound: number): Promise<'skipped' | 'caught-up' | 'more'> => {
  const cursor = await claimCursor(
    tx,
    BID_CURSOR,
    sql`(select coalesce(max(id), 0) from auction_events where id < (select live_event_horizon_past_silent()))`,
  );
  if (!cursor) return 'skipped';
  const [read] = await queryRows<{
    last: string | null;
    lot_ids: number[] | null;
    since: string | null;
    count: number;
  }>(
    tx,
    sql`
      with events as (
        select id, (payload->>'lotId')::int as lot_id, created_on from auction_events
        where type = 'bid' and id > ${cursor.position} and id < (select live_event_horizon_past_silent())
        order by id limit ${eventsPerRound}
      )
      select max(id)::text as last, array_agg(distinct lot_id) as lot_ids, min(created_on)::text as since,
        count(*)::int as count
      from events`,
  );
  if (!read?.last || !read.lot_ids?.length) return 'caught-up';
  const lotIds = sql`array[${sql.join(
    read.lot_ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
  await tx.execute(sql`
    with latest as (
      select distinct on (b.lot_id, b.user_id) b.lot_id, b.user_id, b.id as bid_id
      from bids b where b.lot_id = any(${lotIds})
      order by b.lot_id, b.user_id, b.id desc
    ), outbid as (
      select latest.* from latest join lots l on l.id = latest.lot_id
      where l.status = 'open' and l.max_bidder_id is distinct from latest.user_id
    ), fresh as (
      insert into notice_ledger (user_id, kind, subject_id, mark)
      select user_id, 'outbid', lot_id, bid_id from outbid
      on conflict (user_id, kind, subject_id) do update set mark = excluded.mark, created_on = now()
        where notice_ledger.mark < excluded.mark
      returning user_id, subject_id
    )
    insert into pending_notices (user_id, kind, subject_id)
    select user_id, 'outbid', subject_id from fresh on conflict do nothing`);
  // Bid confirmations: on those lots, each bidder's latest own (manual) bid placed since the first of these
  // events (a bid's event is written in its transaction, at its start; the bid's time is its clock's, cut to
  // the millisecond, so the event's is cut alike) and newer than the last
  // confirmation about that lot. The message links the bid's signed receipt (docs/bid-receipts.md).
  await tx.execute(sql`
    with mine as (
      select distinct on (b.lot_id, b.user_id) b.lot_id, b.user_id, b.id as bid_id
      from bids b where b.lot_id = any(${lotIds}) and not b.is_auto and b.created_on >= date_trunc('milliseconds', ${read.since}::timestamptz)
      order by b.lot_id, b.user_id, b.id desc
    ), fresh as (
      insert into notice_ledger (user_id, kind, subject_id, mark)
      select user_id, 'bid-accepted', lot_id, bid_id from mine
      on conflict (user_id, kind, subject_id) do update set mark = excluded.mark, created_on = now()
        where notice_ledger.mark < excluded.mark
      returning user_id, subject_id
    )
    insert into pending_notices (user_id, kind, subject_id)
    select user_id, 'bid-accepted', subject_id from fresh on conflict do nothing`);
  await tx
    .update(eventCursors)
    .set({ position: Number(read.last) })
    .where(eq(eventCursors.name, BID_CURSOR));
  return read.count < eventsPerRound ? 'caught-up' : 'more';
};

/**
 * Closing soon: followed lots whose end came within `leadMinutes` since the last run. The moment moves with
 * the lot's end, so a soft-close extension before it shifts the reminder; the ledger keeps it to one per lot.
 */
const findClosingSoon = async (tx: TTx, now: Date, leadMinutes: number) => {
  const cursor = await claimCursor(tx, CLOSING_CURSOR, sql`${now.getTime()}`);
  if (!cursor) return;
  const lead = leadMinutes * 60_000;
  await tx.execute(sql`
    with due as (
      select f.user_id, f.lot_id from lots l
      join auctions a on a.id = l.auction_id and a.published
      join lot_follows f on f.lot_id = l.id
      where l.status = 'open' and l.published
        and l.end_date > ${new Date(cursor.position + lead)} and l.end_date <= ${new Date(now.getTime() + lead)}
        and l.end_date > ${now}
    ), fresh as (
      insert into notice_ledger (user_id, kind, subject_id)
      select user_id, 'closing-soon', lot_id from due on conflict do nothing
      returning user_id, subject_id
    )
    insert into pending_notices (user_id, kind, subject_id)
    select user_id, 'closing-soon', subject_id from fresh on conflict do nothing`);
  await tx.update(eventCursors).set({ position: now.getTime() }).where(eq(eventCursors.name, CLOSING_CURSOR));
};

/**
 * Auction opens: followers of a published auction whose start passed since the last round (an auction
 * published after its start is not announced as opening), once per follower and auction.
 */
const findOpenings = async (tx: TTx, now: Date) => {
  const cursor = await claimCursor(tx, OPENING_CURSOR, sql`${now.getTime()}`);
  if (!cursor) return;
  await tx.execute(sql`
    with due as (
      select f.user_id, f.auction_id from auctions a
      join auction_follows f on f.auction_id = a.id
      where a.published and a.status = 'open'
        and a.start_date > ${new Date(cursor.position)} and a.start_date <= ${now}
    ), fresh as (
      insert into notice_ledger (user_id, kind, subject_id)
      select user_id, 'auction-opens', auction_id from due on conflict do nothing
      returning user_id, subject_id
    )
    insert into pending_notices (user_id, kind, subject_id)
    select user_id, 'auction-opens', subject_id from fresh on conflict do nothing`);
  await tx.update(eventCursors).set({ position: now.getTime() }).where(eq(eventCursors.name, OPENING_CURSOR));
};

/** Seconds each kind waits after the last message of its kind to the same user, as SQL. */
const waitFor = sql.raw(
  `case p.kind ${notificationKinds.map((kind) => `when '${kind}' then ${coalesceSeconds[kind]}`).join(' ')} else 0 end`,
);

/**
 * Pending notices whose user's window for that kind is open become one job per user and kind (several lots
 * in one message), and the window starts again. Jobs, ledger and cursors commit together: exactly once.
 */
const dispatch = async (tx: TTx, now: Date) => {
  const jobs = await queryRows<{ one: number }>(
    tx,
    sql`
    with ready as (
      delete from pending_notices p
      where not exists (
        select 1 from notice_clocks c
        where c.user_id = p.user_id and c.kind = p.kind
          and c.last_sent_on > ${now}::timestamptz - make_interval(secs => ${waitFor})
      )
      returning p.user_id, p.kind, p.subject_id
    ), grouped as (
      select user_id, kind, array_agg(subject_id order by subject_id) as subject_ids from ready group by user_id, kind
    ), clocks as (
      insert into notice_clocks (user_id, kind, last_sent_on) select user_id, kind, ${now} from grouped
      on conflict (user_id, kind) do update set last_sent_on = excluded.last_sent_on
    )
    insert into jobs (kind, payload)
    select ${NOTICE_JOB}, jsonb_build_object('userId', user_id, 'kind', kind, 'subjectIds', to_jsonb(subject_ids))
    from grouped
    returning 1 as one`,
  );
  return jobs.length;
};

type TNotifierOptions = {
  db: TDb;
  now?: Date;
  leadMinutes: number;
  /** The most bid events one round reads (a transaction of its own each). */
  eventsPerRound?: number;
};

/**
 * One round in one transaction: the bid events of a round and, once they are all read, the rest; the jobs
 * it made, and whether bid events were left for another round. The notices of every round wait for the
 * last to be sent, so a bidder outbid on lots read in two rounds still gets one message. The transaction is
 * silent (it writes no live event): otherwise every live page waited for each round to commit, and the hubs
 * looked again every few milliseconds meanwhile (bench:bids lost a third of its bids on a hot lot).
 */
const notifierRound = ({ db, now = new Date(), leadMinutes, eventsPerRound = 5000 }: TNotifierOptions) =>
  silentTransaction(db, async (tx) => {
    const outbid = await findOutbid(tx, eventsPerRound);
    if (outbid !== 'caught-up') return { jobs: 0, more: outbid === 'more' };
    await findClosingSoon(tx, now, leadMinutes);
    await findOpenings(tx, now);
    return { jobs: await dispatch(tx, now), more: false };
  });

/**
 * The notifier, run by every instance every few seconds (NOTIFIER_MS); the cursors make it run on one at a
 * time. Nothing here is sent: jobs are, after this commits, so no notice waits on a bid's lock. It reads
 * rounds of bid events until it has caught up: one round a beat read at most 1,000 events a second, and a
 * storm of bids beyond that (npm run bench:bids places 1,500–2,000 a second) left outbid notices minutes
 * late.
 */
export const runNotifier = async (options: TNotifierOptions) => {
  let jobs = 0;
  for (;;) {
    const round = await notifierRound(options);
    jobs += round.jobs;
    if (!round.more) return jobs;
  }
};
