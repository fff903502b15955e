import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type TDb, type TTx } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';
import { recordAudit } from '../audit/audit.service.ts';

/**
 * A buyer with `limit` or more settlements overdue and unpaid may not bid (docs/fair-play.md): they can log
 * in and pay. The block says why (`bidding_blocked_reason`, shown in "Mi cuenta" and on the back office's
 * user page) and is lifted once nothing overdue is left unpaid. An admin's own block (no reason) is never
 * lifted by this rule, and never set twice.
 */

/** Open settlements past their deadline whose lines add up to more than their payments, by buyer. */
const overdueUnpaid = (now: Date) => sql`
  select s.user_id, s.id, coalesce(a.title, sa.title) as title
  from settlements s
  left join auctions a on a.id = s.auction_id
  left join sales sa on sa.id = s.sale_id
  where s.status = 'open' and s.due_date is not null and s.due_date < ${now.toISOString()}::timestamptz
    and (select coalesce(sum(l.total), 0) from settlement_lines l where l.settlement_id = s.id)
      > (select coalesce(sum(p.amount), 0) from payments p where p.settlement_id = s.id)`;

const reasonOf = (titles: string[]) =>
  `Tienes ${titles.length} liquidaciones vencidas sin pagar (${titles.map((title) => `«${title}»`).join(', ')}): no puedes pujar hasta que las pagues. Puedes pagarlas desde «Mis adjudicaciones».`;

/** Suspends the bidding of every buyer with `limit` or more overdue unpaid settlements (0: never). */
export const suspendUnpaidBuyers = async ({
  db,
  limit,
  now = new Date(),
}: {
  db: TDb;
  limit: number;
  now?: Date;
}) => {
  if (limit <= 0) return 0;
  const result = await queryRows<{ user_id: number; titles: string[] }>(
    db,
    sql`
    select o.user_id, array_agg(o.title order by o.id) as titles
    from (${overdueUnpaid(now)}) o
    join users u on u.id = o.user_id and not u.is_bidding_blocked
    group by o.user_id
    having count(*) >= ${limit}`,
  );
  const rows = result;
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const reason = reasonOf(row.titles);
      const [changed] = await tx
        .update(users)
        .set({ isBiddingBlocked: true, biddingBlockedReason: reason, updatedOn: new Date() })
        .where(and(eq(users.id, row.user_id), eq(users.isBiddingBlocked, false)))
        .returning({ id: users.id });
      if (changed)
        await recordAudit(tx, {
          actorId: null,
          entity: 'user',
          entityId: row.user_id,
          action: 'bidding-suspended',
          changes: { isBiddingBlocked: [false, true], reason },
        });
    });
  }
  return rows.length;
};

/** After a payment: lifts the buyer's suspension for unpaid settlements if nothing overdue is left unpaid. */
export const liftPaidSuspension = async (tx: TTx, userId: number, now = new Date()) => {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.isBiddingBlocked, true), isNotNull(users.biddingBlockedReason)),
    );
  if (!user) return;
  const left = await queryRows<unknown>(
    tx,
    sql`select 1 from (${overdueUnpaid(now)}) o where o.user_id = ${userId} limit 1`,
  );
  if (left.length) return;
  await tx
    .update(users)
    .set({ isBiddingBlocked: false, biddingBlockedReason: null, updatedOn: new Date() })
    .where(eq(users.id, userId));
  await recordAudit(tx, {
    actorId: null,
    entity: 'user',
    entityId: userId,
    action: 'bidding-restored',
    changes: { isBiddingBlocked: [true, false] },
  });
};
