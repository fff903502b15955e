import { sql } from 'drizzle-orm';
import type { TConsignorReportResponse, TConsignorsResponse } from '@/common/schemas/reports.ts';
import { queryRows, type TDb } from '@/server/db/client.ts';
import { auctionFigures, consignorNif, sellThrough, toFigures, toReportAuction } from './report-figures.ts';

/**
 * A consignor is the issuer of an auction's invoicing data ("Datos de facturación"), known by its NIF. Their
 * report covers the auctions that end between two Madrid calendar days, inclusive.
 */
const consignorAuctions = (nif: string, from: string, to: string) => sql`${consignorNif} = ${nif}
  and a.end_date >= (${from}::date)::timestamp at time zone 'Europe/Madrid'
  and a.end_date < (${to}::date + 1)::timestamp at time zone 'Europe/Madrid'`;

export const consignorReport = async ({
  db,
  nif,
  from,
  to,
}: {
  db: TDb;
  nif: string;
  from: string;
  to: string;
}): Promise<TConsignorReportResponse['data']> => {
  const where = consignorAuctions(nif, from, to);
  const rows = await auctionFigures(db, where);
  // The same person bidding in two of the consignor's auctions is one bidder of the period.
  const [distinct] = rows.length
    ? await queryRows<{ bidders: number }>(
        db,
        sql`
        select count(distinct bi.user_id)::int as bidders
        from auctions a join lots lo on lo.auction_id = a.id join bids bi on bi.lot_id = lo.id
        where ${where}`,
      )
    : [];
  const bidders = distinct?.bidders ?? 0;
  const auctions = rows.map((row) => ({ ...toReportAuction(row), figures: toFigures(row) }));
  const sum = (pick: (figures: (typeof auctions)[number]['figures']) => number) =>
    auctions.reduce((total, auction) => total + pick(auction.figures), 0);
  const lotsOffered = sum((figures) => figures.lotsOffered);
  const lotsSold = sum((figures) => figures.lotsSold);
  return {
    consignor: { nif, name: rows.findLast((row) => row.consignor_name)?.consignor_name ?? null },
    from,
    to,
    auctions,
    totals: {
      lotsOffered,
      lotsSold,
      sellThroughPercent: sellThrough(lotsSold, lotsOffered),
      hammer: sum((figures) => figures.hammer),
      premium: sum((figures) => figures.premium),
      vat: sum((figures) => figures.vat),
      bidders,
      bids: sum((figures) => figures.bids),
      subscriptionsRequested: sum((figures) => figures.subscriptionsRequested),
      subscriptionsAccepted: sum((figures) => figures.subscriptionsAccepted),
    },
  };
};

/** Every issuer named in an auction's invoicing data, by NIF, with its latest name. */
export const listConsignors = async ({ db }: { db: TDb }): Promise<TConsignorsResponse['data']> => {
  const result = await queryRows<TConsignorsResponse['data']['consignors'][number]>(
    db,
    sql`
    select nif, (array_agg(name order by end_date desc))[1] as name, count(*)::int as auctions
    from (
      select ${consignorNif} as nif, trim(a.invoice_data->>'issuerName') as name, a.end_date
      from auctions a where a.invoice_data is not null
    ) issuers
    where nif <> '' and name <> ''
    group by nif
    order by 2, 1`,
  );
  return { consignors: result };
};
