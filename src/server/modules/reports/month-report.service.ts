import { sql } from 'drizzle-orm';
import type { TMonthReportResponse } from '@/common/schemas/reports.ts';
import { queryRows, type TDb } from '@/server/db/client.ts';

type TMonthRow = Omit<TMonthReportResponse['data'], 'days'>;

/** The current Madrid calendar month, from its first midnight to now. */
const monthStart = sql`(date_trunc('month', now() at time zone 'Europe/Madrid') at time zone 'Europe/Madrid')`;

/** Lots adjudicated this month (liquidación lots included: they are the house's sales too). */
const monthLines = sql`
  select sl.hammer, sl.premium, sl.awarded_on
  from settlement_lines sl
  join settlements st on st.id = sl.settlement_id and st.status <> 'cancelled'
  where sl.awarded_on >= ${monthStart} and sl.withdrawn_on is null`;

/** The dashboard's month at a glance (one statement) and its lots sold and hammer per day (another). */
export const monthReport = async ({ db }: { db: TDb }): Promise<TMonthReportResponse['data']> => {
  const summary = await queryRows<TMonthRow>(
    db,
    sql`
    select to_char(now() at time zone 'Europe/Madrid', 'YYYY-MM') as month,
      (select count(*)::int from auctions a
        where a.published and a.status = 'open' and a.start_date <= now() and a.end_date > now()
      ) as "auctionsRunning",
      (select count(*)::int from auctions a
        where coalesce(a.closed_on, a.end_date) >= ${monthStart} and coalesce(a.closed_on, a.end_date) <= now()
      ) as "auctionsClosed",
      m."lotsSold", m.hammer, m.premium,
      (select count(*)::int from users u where u.created_on >= ${monthStart}) as "newUsers",
      (select count(*)::int from subscriptions su where su.status = 'pending') as "subscriptionsPending"
    from (
      select count(*)::int as "lotsSold", coalesce(sum(hammer), 0)::float8 as hammer,
        coalesce(sum(premium), 0)::float8 as premium
      from (${monthLines}) lines
    ) m`,
  );
  const [row] = summary;
  const perDay = await queryRows<{ day: string; lotsSold: number; hammer: number }>(
    db,
    sql`
    select to_char(awarded_on at time zone 'Europe/Madrid', 'YYYY-MM-DD') as day,
      count(*)::int as "lotsSold", coalesce(sum(hammer), 0)::float8 as hammer
    from (${monthLines}) lines group by 1`,
  );
  const byDay = new Map(perDay.map((day) => [day.day, day]));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const days = Array.from({ length: Number(today.slice(8, 10)) }, (_, index) => {
    const day = `${row!.month}-${String(index + 1).padStart(2, '0')}`;
    const found = byDay.get(day);
    return { day, lotsSold: found?.lotsSold ?? 0, hammer: Number(found?.hammer ?? 0) };
  });
  return { ...row!, hammer: Number(row!.hammer), premium: Number(row!.premium), days };
};
