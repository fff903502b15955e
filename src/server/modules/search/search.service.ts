import { sql } from 'drizzle-orm';
import { foldAccents } from '@/common/fold-accents.ts';
import type { TSearchResult } from '@/common/schemas/search.ts';
import { queryRows, type TDb } from '@/server/db/client.ts';
import { lotLive, type TSaleOfLots } from '../catalogue/lot-live.ts';
import { searchParts } from './search-parts.ts';
import { planSearch, rareMatches, searchCandidates, type TQuery } from './search-plan.ts';
import { rewriteQuery } from './search-words.ts';

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
  /** The live sale of a lot's auction (or of the auction itself); null for timed auctions and the rest. */
  live_sale: TSaleOfLots | null;
  rank: number;
  total: string | number;
  capped: boolean;
};

/** Plain text around the first match (accents ignored), for the client to highlight. */
const lotText = sql`(l.title || ' ' || l.description || ' ' || coalesce((select string_agg(s.title || ' ' || s.description, ' ') from sublots s where s.lot_id = l.id), '') || ' ' || coalesce((select string_agg(m.value, ' ') from metadata_entries m where m.lot_id = l.id), ''))`;
const auctionText = sql`(a.title || ' ' || a.description || ' ' || coalesce(a.address, ''))`;
const saleText = sql`(sa.title || ' ' || sa.description || ' ' || coalesce(sa.address, ''))`;
const saleLotText = sql`(sl.title || ' ' || sl.description)`;

const snippetOf = (text: string, query: string) => {
  const fold = foldAccents;
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
 * The search: the query rewritten through the dictionary of words (search-words.ts), then one statement
 * of exact full-text search over each table's stored `search_vector` and its index
 * (src/server/db/schema/search.ts), each part bounded to `searchCandidates` in the order asked for, ranked
 * and counted among those (src/server/db/query-plans.test.ts checks the plans).
 */
const runSearch = async ({ db, query, rare }: { db: TDb; query: TQuery; rare: number }) => {
  const rewritten = await rewriteQuery(db, query.q);
  if (!rewritten) return { results: [], total: 0, capped: false };
  const plan = planSearch({ query, rewritten, rare });
  const { order, phrase } = plan;
  const parts = searchParts(plan);
  if (parts.length === 0) return { results: [], total: 0, capped: false };
  const finalOrder = {
    relevance: sql`r.rank desc, r.id desc`,
    'price-asc': sql`r.price asc nulls last, r.id`,
    'price-desc': sql`r.price desc nulls last, r.id desc`,
    'end-date': sql`r.end_date asc nulls last, r.id`,
  }[order];
  const union = sql.join(
    parts.map(({ branch, select }) => sql`select ${branch} as branch, c.* from ${select} as c`),
    sql` union all `,
  );
  // No transaction and no settings: one statement (the connection's settings leave JIT compilation off,
  // src/server/db/client.ts). The page's rows alone get their full text (a lot's sublots and
  // characteristics, for the snippet) and their picture.
  const rows = await queryRows<TRow>(
    db,
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
          end as thumb,
          (select json_build_object('status', s.status, 'startsAt', a.live_starts_at,
              'currentLotId', s.current_lot_id)
            from auctions a left join live_sales s on s.auction_id = a.id
            where a.format = 'live'
              and a.id = case r.type when 'lot' then r.parent_id when 'auction' then r.id end) as live_sale
        from (
          select r.*, count(*) over () as total, bool_or(r.more) over () as capped
          from (
            select u.*, count(*) over (partition by u.branch) > ${searchCandidates} as more,
              row_number() over (partition by u.type, u.id order by u.rank desc) as copy
            from (${union}) as u(branch, type, id, parent_id, title, price, end_date, status, rank, position)
          ) r
          where r.position <= ${searchCandidates} and r.copy = 1
          order by ${finalOrder} limit ${query.limit} offset ${(query.page - 1) * query.limit}
        ) r
        order by ${finalOrder}`,
  );
  return {
    results: rows.map(
      (row): TSearchResult => ({
        type: row.type,
        id: Number(row.id),
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        title: row.title,
        snippet: snippetOf(row.body, phrase || query.q),
        price: row.price === null ? null : Number(row.price),
        endDate: row.end_date ? new Date(row.end_date).toISOString() : null,
        status: row.status,
        thumb: row.thumb,
        live: row.live_sale ? lotLive(row.live_sale, row.type === 'lot' ? Number(row.id) : null) : null,
      }),
    ),
    total: rows[0] ? Number(rows[0].total) : 0,
    capped: rows[0]?.capped ?? false,
  };
};

/**
 * Spanish search over lots (with their sublots and characteristics), auctions, liquidaciones and their
 * lots: Spanish stemming, accents ignored, parts of words found, typos corrected ("fresdora" finds
 * "fresadora") through the dictionary of words. Only published records are found. `capped`: more records
 * match than `total`, the candidates ranked and counted (`searchCandidates` per part). `rare`: tests read
 * every table one way or the other (0: walked, Infinity: through the index) to check both find the same.
 */
export const search = ({ db, query, rare = rareMatches }: { db: TDb; query: TQuery; rare?: number }) =>
  runSearch({ db, query, rare });

/**
 * When the next published liquidación with an end passes it (it then shows, and filters, as "closed"), or
 * null: how long a search's answer holds.
 */
export const nextSaleEnd = async ({ db, now }: { db: TDb; now: Date }) => {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select min(end_date) as at from sales where published and end_date > ${now.toISOString()}`,
  );
  return row?.at ? new Date(row.at) : null;
};
