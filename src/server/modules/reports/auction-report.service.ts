import { sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TAuctionReportResponse } from '@/common/schemas/reports.ts';
import { queryRows, type TDb } from '@/server/db/client.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { auctionFigures, soldLines, toFigures, toReportAuction } from './report-figures.ts';

type TLotRow = {
  id: number;
  order: number;
  title: string;
  status: 'open' | 'closed';
  price: number;
  hammer: number | null;
  premium: number | null;
  bids: number;
  bidders: number;
};

/** How one auction went: its figures and each offered lot (two statements). */
export const auctionReport = async ({
  db,
  auctionId,
}: {
  db: TDb;
  auctionId: number;
}): Promise<TAuctionReportResponse['data']> => {
  const [row] = await auctionFigures(db, sql`a.id = ${auctionId}`);
  if (!row) throw notFound(apiText.reports.auctionNotFound);
  const result = await queryRows<TLotRow>(
    db,
    sql`
    select lo.id, lo."order", lo.title, lo.status, lo.price, sold.hammer, sold.premium,
      coalesce(b.bids, 0)::int as bids, coalesce(b.bidders, 0)::int as bidders
    from lots lo
    left join ${soldLines} sold on sold.lot_id = lo.id
    left join (
      select bi.lot_id, count(*) as bids, count(distinct bi.user_id) as bidders
      from bids bi join lots l2 on l2.id = bi.lot_id
      where l2.auction_id = ${auctionId}
      group by bi.lot_id
    ) b on b.lot_id = lo.id
    where lo.auction_id = ${auctionId} and (lo.published or sold.lot_id is not null)
    order by lo."order", lo.id`,
  );
  const lots = result;
  return {
    auction: toReportAuction(row),
    figures: toFigures(row),
    lots: lots.map((lot) => ({
      id: lot.id,
      order: lot.order,
      title: lot.title,
      status: lot.status,
      isSold: lot.hammer !== null,
      startPrice: lot.price,
      hammer: lot.hammer,
      premium: lot.premium,
      bids: lot.bids,
      bidders: lot.bidders,
    })),
  };
};
