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
 * lots: Spanish stemming (to_tsvector 'spanish'), accents ignored (unaccent) and typos tolerated
 * (pg_trgm word similarity). Only published records are found.
 */
export const search = async ({ db, query }: { db: TDb; query: TQuery }) => {
  const q = query.q;
  const matches = (text: ReturnType<typeof sql>) => sql`(
    to_tsvector('spanish', unaccent(${text})) @@ plainto_tsquery('spanish', unaccent(${q}))
    or unaccent(lower(${text})) like '%' || unaccent(lower(${q})) || '%'
    or word_similarity(unaccent(lower(${q})), unaccent(lower(${text}))) > 0.45
  )`;
  const rank = (text: ReturnType<typeof sql>) =>
    sql`(ts_rank(to_tsvector('spanish', unaccent(${text})), plainto_tsquery('spanish', unaccent(${q}))) + word_similarity(unaccent(lower(${q})), unaccent(lower(${text}))))`;

  const lotText = sql`(l.title || ' ' || l.description || ' ' || coalesce((select string_agg(s.title || ' ' || s.description, ' ') from sublots s where s.lot_id = l.id), '') || ' ' || coalesce((select string_agg(m.value, ' ') from metadata_entries m where m.lot_id = l.id), ''))`;
  const auctionText = sql`(a.title || ' ' || a.description || ' ' || coalesce(a.address, ''))`;
  const saleText = sql`(sa.title || ' ' || sa.description || ' ' || coalesce(sa.address, ''))`;
  const saleLotText = sql`(sl.title || ' ' || sl.description)`;

  const parts = [];
  // Only liquidaciones carry a province: filtering by one leaves auctions and their lots out.
  const withProvince = query.province !== undefined;
  if (!withProvince && (!query.type || query.type === 'lot')) {
    parts.push(sql`select 'lot' as type, l.id, l.auction_id as parent_id, l.title, ${lotText} as body, coalesce(l.max_bid, l.price) as price,
      l.end_date, l.status, (select i.urls->>'thumb' from images i where i.lot_id = l.id order by i.position limit 1) as thumb, ${rank(lotText)} as rank
      from lots l join auctions a2 on a2.id = l.auction_id
      where l.published and a2.published and ${matches(lotText)}`);
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
  const rows = await queryRows<TRow>(
    db,
    sql`select r.*, count(*) over () as total from (${sql.join(parts, sql` union all `)}) as r(type, id, parent_id, title, body, price, end_date, status, thumb, rank)
        where ${filters} order by ${order} limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
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
