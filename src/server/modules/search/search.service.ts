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
 * One pass of the search: words and substrings (`typos` false), or words that look like the query
 * (`typos` true: pg_trgm word similarity, `<%`).
 *
 * Matching and ranking use each table's stored, folded `search_text` and `search_vector` and their
 * indexes (src/server/db/schema/search.ts), so no search reads a whole table
 * (src/server/db/query-plans.test.ts checks the plans).
 */
const searchPass = async ({ db, query, typos }: { db: TDb; query: TQuery; typos: boolean }) => {
  const q = query.q;
  // The query's own % and _ are letters to look for, not LIKE wildcards.
  const contains = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  // `table` is the alias of a table with search columns (src/server/db/schema/search.ts).
  const matches = (table: string) =>
    typos
      ? sql`lonja_fold(${q}) <% ${sql.raw(table)}.search_text`
      : sql`(${sql.raw(table)}.search_vector @@ plainto_tsquery('spanish', lonja_fold(${q}))
          or ${sql.raw(table)}.search_text like lonja_fold(${contains}))`;
  // Relevance, computed for every match, so it must stay cheap per row: whole-word matches by ts_rank, and
  // above them the records whose title holds the query as typed, the nearer its start the better (a title
  // names the thing first: "Fresadora universal" before "Mesa para fresadora"; the folded text starts with
  // the title). Only the typo pass pays for word_similarity, the one measure that sees a typo — about ten
  // times the cost of ts_rank, which made a word found in 20,000 lots take a second (bench/reads.ts).
  const rank = (table: string) => {
    const at = sql`strpos(${sql.raw(table)}.search_text, lonja_fold(${q}))`;
    return typos
      ? sql`word_similarity(lonja_fold(${q}), ${sql.raw(table)}.search_text)`
      : sql`(ts_rank(${sql.raw(table)}.search_vector, plainto_tsquery('spanish', lonja_fold(${q})))
          + case when ${at} between 1 and length(${sql.raw(table)}.title) then 1 + 1.0 / ${at} else 0 end)`;
  };

  const lotText = sql`(l.title || ' ' || l.description || ' ' || coalesce((select string_agg(s.title || ' ' || s.description, ' ') from sublots s where s.lot_id = l.id), '') || ' ' || coalesce((select string_agg(m.value, ' ') from metadata_entries m where m.lot_id = l.id), ''))`;
  // A lot is found by its own text (read in the same pass as its rank, through its own indexes), or else
  // by a sublot's or a characteristic's. Two branches, not one OR: OR-ing the three would make PostgreSQL
  // read every lot. The second looks each found lot up by id (LATERAL … LIMIT 1 keeps it a lookup: joined
  // plainly, PostgreSQL reads all 200,000 lots to pick out the 7,000 a brand name finds).
  const lotColumns = sql`'lot' as type, l.id, l.auction_id as parent_id, l.title, coalesce(l.max_bid, l.price) as price,
      l.end_date, l.status, ${rank('l')} as rank`;
  const lotIsPublic = sql`l.published and exists (select from auctions a2 where a2.id = l.auction_id and a2.published)`;
  const lotMatchesOwnText = sql`select ${lotColumns} from lots l where ${lotIsPublic} and ${matches('l')}`;
  const lotMatchesParts = sql`select ${lotColumns}
      from (select s.lot_id from sublots s where ${matches('s')}
        union select m.lot_id from metadata_entries m where m.lot_id is not null and ${matches('m')}) found
      cross join lateral (select * from lots l where l.id = found.lot_id limit 1) l
      where ${lotIsPublic} and not ${matches('l')}`;
  const auctionText = sql`(a.title || ' ' || a.description || ' ' || coalesce(a.address, ''))`;
  const saleText = sql`(sa.title || ' ' || sa.description || ' ' || coalesce(sa.address, ''))`;
  const saleLotText = sql`(sl.title || ' ' || sl.description)`;

  const parts: ReturnType<typeof sql>[] = [];
  // Only liquidaciones carry a province: filtering by one leaves auctions and their lots out.
  const withProvince = query.province !== undefined;
  if (!withProvince && (!query.type || query.type === 'lot')) {
    parts.push(lotMatchesOwnText, lotMatchesParts);
  }
  if (!withProvince && (!query.type || query.type === 'auction')) {
    parts.push(sql`select 'auction', a.id, null::int, a.title, null::int, a.end_date, a.status, ${rank('a')}
      from auctions a where a.published and ${matches('a')}`);
  }
  if (!query.type || query.type === 'sale') {
    parts.push(sql`select 'sale', sa.id, null::int, sa.title, null::int, sa.end_date, case when sa.end_date is null or sa.end_date > now() then 'open' else 'closed' end, ${rank('sa')}
      from sales sa where sa.published and ${matches('sa')} ${withProvince ? sql`and sa.province_id = ${query.province}` : sql``}`);
  }
  if (!query.type || query.type === 'sale-lot') {
    parts.push(sql`select 'sale-lot', sl.id, sl.sale_id, sl.title, sl.price, null::timestamptz, case when sl.sold then 'closed' else 'open' end, ${rank('sl')}
      from sale_lots sl join sales sa2 on sa2.id = sl.sale_id where sl.published and sa2.published and ${matches('sl')} ${withProvince ? sql`and sa2.province_id = ${query.province}` : sql``}`);
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
    // In the typo pass every branch has a trigram index made for `<%`, and the planner must take it: it
    // costs pg_trgm's operators like an equality, so it would rather compute word similarity on each of
    // 40,000 sublots than read their index (bench/reads.ts: a typo took a second and more under load).
    // Not in the exact pass, where a word found in most lots ("de") is read faster from the table itself.
    if (typos) await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    // Matches are ranked on their own text; the page's rows alone get their full text (a lot's sublots and
    // characteristics, for the snippet) and their picture.
    return queryRows<TRow>(
      tx as unknown as TDb,
      sql`select r.*,
          case r.type
            when 'lot' then (select ${lotText} from lots l where l.id = r.id)
            when 'auction' then (select ${auctionText} from auctions a where a.id = r.id)
            when 'sale' then (select ${saleText} from sales sa where sa.id = r.id)
            else (select ${saleLotText} from sale_lots sl where sl.id = r.id)
          end as body,
          case r.type
            when 'lot' then (select i.urls->>'thumb' from images i where i.lot_id = r.id order by i.position limit 1)
            when 'auction' then (select i.urls->>'thumb' from images i where i.auction_id = r.id order by i.position limit 1)
            when 'sale' then (select i.urls->>'thumb' from images i where i.sale_id = r.id order by i.position limit 1)
            else (select i.urls->>'thumb' from images i where i.sale_lot_id = r.id order by i.position limit 1)
          end as thumb
        from (
          select r.*, count(*) over () as total
          from (${sql.join(parts, sql` union all `)}) as r(type, id, parent_id, title, price, end_date, status, rank)
          where ${filters} order by ${order} limit ${query.limit} offset ${(query.page - 1) * query.limit}
        ) r
        order by ${order}`,
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

/**
 * Spanish search over lots (with their sublots and characteristics), auctions, liquidaciones and their
 * lots: Spanish stemming, accents ignored, substrings found. Only when nothing matches does it look for
 * words with a typo or two ("fresdora" finds "fresadora"): typo matching is the costly part, and an exact
 * match is what the visitor meant. Only published records are found.
 */
export const search = async ({ db, query }: { db: TDb; query: TQuery }) => {
  const exact = await searchPass({ db, query, typos: false });
  return exact.total > 0 ? exact : searchPass({ db, query, typos: true });
};
