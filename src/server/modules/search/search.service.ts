import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TSearchResult, ZSearchQuerySchema } from '@/common/schemas/search.ts';
import { queryRows, type TDb } from '@/server/db/client.ts';

type TQuery = z.output<typeof ZSearchQuerySchema>;

type TRow = {
  type: TSearchResult['type'];
  id: number;
  parent_id: number | null;
  title: string;
  body: string;
  price: number | null;
  end_date: string | Date | null;
  status: 'open' | 'closed';
  thumb: string | null;
  rank: number;
  total: string | number;
};

/** Plain text around the first match (accents ignored), for the client to highlight. */
const snippetOf = (text: string, query: string) => {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const clean = text
    .replace(/[*_#>`[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const firstWord = fold(query).split(/\s+/)[0] ?? '';
  const at = firstWord ? fold(clean).indexOf(firstWord) : -1;
  const start = Math.max(0, at - 60);
  return `${start > 0 ? '…' : ''}${clean.slice(start, start + 200)}${clean.length > start + 200 ? '…' : ''}`;
};

/**
 * Spanish search over lots (with their sublots and characteristics), auctions, liquidaciones and their
 * lots: Spanish stemming (to_tsvector 'spanish'), accents ignored (lonja_fold: unaccent + lower) and typos
 * tolerated (pg_trgm word similarity, `<%`). Only published records are found.
 *
 * Every text matched here is written exactly as its index in drizzle/0007_search-indexes.sql, so no
 * search reads a whole table (src/server/db/query-plans.test.ts checks the plans).
 */
export const search = async ({ db, query }: { db: TDb; query: TQuery }) => {
  const q = query.q;
  // The query's own % and _ are letters to look for, not LIKE wildcards.
  const contains = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const matches = (text: ReturnType<typeof sql>) => sql`(
    to_tsvector('spanish', lonja_fold(${text})) @@ plainto_tsquery('spanish', lonja_fold(${q}))
    or lonja_fold(${text}) like lonja_fold(${contains})
    or lonja_fold(${q}) <% lonja_fold(${text})
  )`;
  const rank = (text: ReturnType<typeof sql>) =>
    sql`(ts_rank(to_tsvector('spanish', lonja_fold(${text})), plainto_tsquery('spanish', lonja_fold(${q}))) + word_similarity(lonja_fold(${q}), lonja_fold(${text})))`;

  const lotOwnText = sql`(l.title || ' ' || l.description)`;
  const lotText = sql`(l.title || ' ' || l.description || ' ' || coalesce((select string_agg(s.title || ' ' || s.description, ' ') from sublots s where s.lot_id = l.id), '') || ' ' || coalesce((select string_agg(m.value, ' ') from metadata_entries m where m.lot_id = l.id), ''))`;
  // A lot is found by its own text, a sublot's or a characteristic's, each through its own index.
  const lotMatches = sql`(${matches(lotOwnText)}
    or l.id in (select s.lot_id from sublots s where ${matches(sql`(s.title || ' ' || s.description)`)})
    or l.id in (select m.lot_id from metadata_entries m where m.lot_id is not null and ${matches(sql`m.value`)}))`;
  const auctionText = sql`(a.title || ' ' || a.description || ' ' || coalesce(a.address, ''))`;
  const saleText = sql`(sa.title || ' ' || sa.description || ' ' || coalesce(sa.address, ''))`;
  const saleLotText = sql`(sl.title || ' ' || sl.description)`;

  const parts: ReturnType<typeof sql>[] = [];
  // Only liquidaciones carry a province: filtering by one leaves auctions and their lots out.
  const withProvince = query.province !== undefined;
  if (!withProvince && (!query.type || query.type === 'lot')) {
    parts.push(sql`select 'lot' as type, l.id, l.auction_id as parent_id, l.title, ${lotText} as body, coalesce(l.max_bid, l.price) as price,
      l.end_date, l.status, (select i.urls->>'thumb' from images i where i.lot_id = l.id order by i.position limit 1) as thumb, ${rank(lotText)} as rank
      from lots l join auctions a2 on a2.id = l.auction_id
      where l.published and a2.published and ${lotMatches}`);
  }
  if (!withProvince && (!query.type || query.type === 'auction')) {
    parts.push(sql`select 'auction', a.id, null::int, a.title, ${auctionText}, null::int, a.end_date, a.status,
      (select i.urls->>'thumb' from images i where i.auction_id = a.id order by i.position limit 1), ${rank(auctionText)}
      from auctions a where a.published and ${matches(auctionText)}`);
  }
  if (!query.type || query.type === 'sale') {
    parts.push(sql`select 'sale', sa.id, null::int, sa.title, ${saleText}, null::int, sa.end_date, case when sa.end_date is null or sa.end_date > now() then 'open' else 'closed' end,
      (select i.urls->>'thumb' from images i where i.sale_id = sa.id order by i.position limit 1), ${rank(saleText)}
      from sales sa where sa.published and ${matches(saleText)} ${withProvince ? sql`and sa.province_id = ${query.province}` : sql``}`);
  }
  if (!query.type || query.type === 'sale-lot') {
    parts.push(sql`select 'sale-lot', sl.id, sl.sale_id, sl.title, ${saleLotText}, sl.price, null::timestamptz, case when sl.sold then 'closed' else 'open' end,
      (select i.urls->>'thumb' from images i where i.sale_lot_id = sl.id order by i.position limit 1), ${rank(saleLotText)}
      from sale_lots sl join sales sa2 on sa2.id = sl.sale_id where sl.published and sa2.published and ${matches(saleLotText)} ${withProvince ? sql`and sa2.province_id = ${query.province}` : sql``}`);
  }
  if (parts.length === 0) return { results: [], total: 0 };
  const filters = sql.join(
    [
      sql`true`,
      query.status ? sql`r.status = ${query.status}` : undefined,
      query.minPrice !== undefined ? sql`r.price >= ${query.minPrice}` : undefined,
      query.maxPrice !== undefined ? sql`r.price <= ${query.maxPrice}` : undefined,
    ].filter((part): part is ReturnType<typeof sql> => part !== undefined),
    sql` and `,
  );
  const order = {
    relevance: sql`r.rank desc, r.id desc`,
    'price-asc': sql`r.price asc nulls last, r.id`,
    'price-desc': sql`r.price desc nulls last, r.id`,
    'end-date': sql`r.end_date asc nulls last, r.id`,
  }[query.order];
  const rows = await db.transaction(async (tx) => {
    // `<%` finds words at least this similar (a typo or two in a Spanish word); the default is stricter.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.45', true)`);
    return queryRows<TRow>(
      tx as unknown as TDb,
      sql`select r.*, count(*) over () as total from (${sql.join(parts, sql` union all `)}) as r(type, id, parent_id, title, body, price, end_date, status, thumb, rank)
        where ${filters} order by ${order} limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    );
  });
  return {
    results: rows.map(
      (row): TSearchResult => ({
        type: row.type,
        id: Number(row.id),
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        title: row.title,
        snippet: snippetOf(row.body, q),
        price: row.price === null ? null : Number(row.price),
        endDate: row.end_date ? new Date(row.end_date).toISOString() : null,
        status: row.status,
        thumb: row.thumb,
      }),
    ),
    total: rows[0] ? Number(rows[0].total) : 0,
  };
};
