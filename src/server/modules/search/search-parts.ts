import { sql } from 'drizzle-orm';
import type { TSearchResult } from '@/common/schemas/search.ts';
import type { TColumns, THow, TSearchPlan } from './search-plan.ts';
import type { TSearchTable } from './search-words.ts';

/** One branch of the search's union: a table's candidates, at most `searchCandidates + 1` of them. */
export type TSearchPart = { branch: string; select: ReturnType<typeof sql> };

/**
 * The parts of the search, one per kind of record and the lots found through their sublots and
 * characteristics, each reading its table as the plan says; none for a kind the query cannot find.
 */
export const searchParts = (plan: TSearchPlan): TSearchPart[] => {
  const { query, order, reach, filtersOf, candidateOrder, bounded, rank, readTable, source, matches } = plan;
  const lot: TColumns = {
    id: sql`l.id`,
    price: sql`coalesce(l.max_bid, l.price)`,
    priceNeverNull: true,
    endDate: sql`l.end_date`,
    status: sql`l.status`,
  };
  const lotColumns = sql`'lot' as type, l.id, l.auction_id as parent_id, l.title, ${lot.price} as price,
      l.end_date, l.status::text as status, ${rank('l')} as rank`;
  const lotIsPublic = sql`l.published and exists (select from auctions a2 where a2.id = l.auction_id and a2.published)`;
  // A lot is found by its own text, or by a sublot's or a characteristic's (brand, model). When few of the
  // part's records match, their lots are looked up (never by walking the part's table in lot order: a word
  // no characteristic holds would walk all of them), and without filters only the newest
  // `searchCandidates`. When many match, lots are walked in the order asked for and each asks its own
  // sublots or characteristics (by their lot index). A lot found twice is counted once (below).
  const filtered = query.status !== undefined || query.minPrice !== undefined || query.maxPrice !== undefined;
  const lotByPart = (part: 'sublots' | 'metadata_entries', how: THow) =>
    how === 'walk'
      ? sql`(select ${lotColumns}, row_number() over (order by ${candidateOrder(lot)}) as position
          from lots l
          where ${lotIsPublic} and ${filtersOf(lot)}
            and exists (select from ${sql.raw(part)} p where p.lot_id = l.id and ${matches('p')})
          order by ${candidateOrder(lot)} ${bounded})`
      : sql`(select ${lotColumns}, row_number() over (order by ${candidateOrder(lot)}) as position
          from (select distinct id from found order by id desc ${filtered || order !== 'relevance' ? sql`` : bounded}) f
          cross join lateral (select * from lots l where l.id = f.id limit 1) l
          where ${lotIsPublic} and ${filtersOf(lot)}
          order by ${candidateOrder(lot)} ${bounded})`;

  const parts: { branch: string; select: ReturnType<typeof sql> }[] = [];
  // Only liquidaciones carry a province: filtering by one leaves auctions and their lots out.
  const withProvince = query.province !== undefined;
  const wanted = (type: TSearchResult['type'], table: TSearchTable) =>
    (!query.type || query.type === type) && reach(table) !== 'none';
  if (!withProvince && wanted('lot', 'lots')) {
    parts.push({
      branch: 'lot',
      select: readTable('lots', (how) => {
        const lots = source('lots', 'l', how);
        return sql`(select ${lotColumns}, row_number() over (order by ${candidateOrder(lot)}) as position
          from ${lots.from} where ${lotIsPublic} and ${lots.match} and ${filtersOf(lot)}
          order by ${candidateOrder(lot)} ${bounded})`;
      }),
    });
  }
  for (const [branch, part] of [
    ['sublot', 'sublots'],
    ['characteristic', 'metadata_entries'],
  ] as const) {
    if (!withProvince && wanted('lot', part)) {
      parts.push({ branch, select: readTable(part, (how) => lotByPart(part, how)) });
    }
  }
  if (!withProvince && wanted('auction', 'auctions')) {
    const auction: TColumns = {
      id: sql`a.id`,
      price: sql`null::int`,
      endDate: sql`a.end_date`,
      status: sql`a.status::text`,
    };
    parts.push({
      branch: 'auction',
      select: readTable('auctions', (how) => {
        const auctions = source('auctions', 'a', how);
        return sql`(select 'auction', a.id, null::int, a.title, null::int, a.end_date, a.status::text, ${rank('a')},
            row_number() over (order by ${candidateOrder(auction)})
          from ${auctions.from} where a.published and ${auctions.match} and ${filtersOf(auction)}
          order by ${candidateOrder(auction)} ${bounded})`;
      }),
    });
  }
  const province = (alias: string) =>
    withProvince ? sql`and ${sql.raw(alias)}.province_id = ${query.province}` : sql``;
  if (wanted('sale', 'sales')) {
    const sale: TColumns = {
      id: sql`sa.id`,
      price: sql`null::int`,
      endDate: sql`sa.end_date`,
      status: sql`(case when sa.end_date is null or sa.end_date > now() then 'open' else 'closed' end)`,
    };
    parts.push({
      branch: 'sale',
      select: readTable('sales', (how) => {
        const sales = source('sales', 'sa', how);
        return sql`(select 'sale', sa.id, null::int, sa.title, null::int, sa.end_date, ${sale.status}, ${rank('sa')},
            row_number() over (order by ${candidateOrder(sale)})
          from ${sales.from} where sa.published and ${sales.match} ${province('sa')} and ${filtersOf(sale)}
          order by ${candidateOrder(sale)} ${bounded})`;
      }),
    });
  }
  if (wanted('sale-lot', 'sale_lots')) {
    const saleLot: TColumns = {
      id: sql`sl.id`,
      price: sql`sl.price`,
      endDate: sql`null::timestamptz`,
      status: sql`(case when sl.sold then 'closed' else 'open' end)`,
    };
    parts.push({
      branch: 'sale-lot',
      select: readTable('sale_lots', (how) => {
        const saleLots = source('sale_lots', 'sl', how);
        return sql`(select 'sale-lot', sl.id, sl.sale_id, sl.title, sl.price, null::timestamptz, ${saleLot.status}, ${rank('sl')},
            row_number() over (order by ${candidateOrder(saleLot)})
          from ${saleLots.from} join sales sa2 on sa2.id = sl.sale_id
          where sl.published and sa2.published and ${saleLots.match} ${province('sa2')} and ${filtersOf(saleLot)}
          order by ${candidateOrder(saleLot)} ${bounded})`;
      }),
    });
  }
  return parts;
};
