import { type SQL, sql } from 'drizzle-orm';
import type { TReportFigures } from '@/common/schemas/reports.ts';
import { queryRows, type TDb } from '@/server/db/client.ts';

/**
 * What the reports share: "sold" means adjudicated, a lot with a line in a buyer's liquidación de compra
 * that was not cancelled (a forfeited sale is undone). A lot closed above its price but still waiting for
 * approval has no line yet, so it is not counted sold until it is awarded.
 */
export const soldLines = sql`(
  select sl.lot_id, sl.hammer, sl.premium, sl.premium_vat + sl.goods_vat as vat
  from settlement_lines sl
  join settlements st on st.id = sl.settlement_id and st.status <> 'cancelled'
  where sl.lot_id is not null and sl.withdrawn_on is null
)`;

/** The issuer's NIF as `issuerOf` (invoices) normalises it: upper case, no spaces, dots or dashes. */
export const consignorNif = sql`upper(regexp_replace(a.invoice_data->>'issuerVatId', '[[:space:].-]', '', 'g'))`;

/** Sold ÷ offered as a percentage with one decimal; null when nothing was offered. */
export const sellThrough = (sold: number, offered: number) =>
  offered === 0 ? null : Math.round((sold / offered) * 1000) / 10;

export type TFiguresRow = {
  id: number;
  title: string;
  status: 'open' | 'closed';
  start_date: Date | string;
  end_date: Date | string;
  consignor_name: string | null;
  consignor_nif: string | null;
  offered: number;
  sold: number;
  hammer: number;
  premium: number;
  vat: number;
  bids: number;
  bidders: number;
  requested: number;
  accepted: number;
};

/**
 * One row per auction matching `where` (over the alias `a`), with its figures: each lateral join reads one
 * auction's lots, bids or subscriptions through their auction indexes, so the cost follows the auctions
 * asked for, not the size of the house.
 */
export const auctionFigures = async (db: TDb, where: SQL) => {
  const result = await queryRows<TFiguresRow>(
    db,
    sql`
    select a.id, a.title, a.status, a.start_date, a.end_date,
      nullif(trim(a.invoice_data->>'issuerName'), '') as consignor_name,
      nullif(${consignorNif}, '') as consignor_nif,
      l.offered, l.sold, l.hammer, l.premium, l.vat, b.bids, b.bidders, s.requested, s.accepted
    from auctions a
    cross join lateral (
      select count(*) filter (where lo.published or sold.lot_id is not null)::int as offered,
        count(sold.lot_id)::int as sold,
        coalesce(sum(sold.hammer), 0)::float8 as hammer,
        coalesce(sum(sold.premium), 0)::float8 as premium,
        coalesce(sum(sold.vat), 0)::float8 as vat
      from lots lo left join ${soldLines} sold on sold.lot_id = lo.id
      where lo.auction_id = a.id
    ) l
    cross join lateral (
      select count(*)::int as bids, count(distinct bi.user_id)::int as bidders
      from lots lo join bids bi on bi.lot_id = lo.id
      where lo.auction_id = a.id
    ) b
    cross join lateral (
      select count(*)::int as requested, count(*) filter (where su.status = 'accepted')::int as accepted
      from subscriptions su where su.auction_id = a.id
    ) s
    where ${where}
    order by a.end_date, a.id`,
  );
  return result;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export const toReportAuction = (row: TFiguresRow) => ({
  id: row.id,
  title: row.title,
  status: row.status,
  startDate: iso(row.start_date),
  endDate: iso(row.end_date),
  consignorName: row.consignor_name,
  consignorNif: row.consignor_nif,
});

export const toFigures = (row: TFiguresRow): TReportFigures => ({
  lotsOffered: row.offered,
  lotsSold: row.sold,
  sellThroughPercent: sellThrough(row.sold, row.offered),
  hammer: Number(row.hammer),
  premium: Number(row.premium),
  vat: Number(row.vat),
  bidders: row.bidders,
  bids: row.bids,
  subscriptionsRequested: row.requested,
  subscriptionsAccepted: row.accepted,
});
