import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { foldAccents } from '@/common/fold-accents.ts';
import type { TSearchResult, ZSearchQuerySchema } from '@/common/schemas/search.ts';
import { queryRows, type TDb } from '@/server/db/client.ts';
import { rewriteQuery, type TSearchTable } from './search-words.ts';

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
 * How many candidates each part of the search (a lot's own text, its sublots and characteristics,
 * auctions, liquidaciones, their lots) ranks and counts at most. A word found in 20,000 lots ranks the
 * newest of them (or the cheapest, or the soonest to end, in those orders) and says "more than"; ranking
 * and counting them all cost tens of milliseconds however they were read (bench/reads.ts).
 */
export const searchCandidates = 100;

/**
 * A query found in at most this many records of a table (the dictionary's counts, search-words.ts) has its
 * matches read from the table's full-text index, all of them, and ordered and filtered among themselves: a
 * few thousand index entries and row lookups cost a few milliseconds. Above it, the table is walked in the
 * order asked for until `searchCandidates` match, which a common word makes short; PostgreSQL alone chose
 * that walk for a word a table does not hold ("kemppi" in lots) and read all 200,000 lots (issue #17).
 */
export const rareMatches = 3000;

/**
 * The search: the query rewritten through the dictionary of words (search-words.ts), then one statement
 * of exact full-text search over each table's stored `search_vector` and its index
 * (src/server/db/schema/search.ts), each part bounded to `searchCandidates` in the order asked for, ranked
 * and counted among those (src/server/db/query-plans.test.ts checks the plans).
 */
const runSearch = async ({ db, query, rare }: { db: TDb; query: TQuery; rare: number }) => {
  const rewritten = await rewriteQuery(db, query.q);
  if (!rewritten) return { results: [], total: 0, capped: false };
  const { words, phrase, atMost, alone } = rewritten;
  const order = query.order;
  // A query of stop words and short words alone ("de") holds nothing for full-text search: it is looked
  // for as typed, anywhere in the text (trigram index), as before the dictionary.
  const asTyped = words.length === 0;
  // How each table is read: not at all when no record of it holds some word of the query; through its
  // full-text index when few do; otherwise walked (above) when the query is one word (or looked for as
  // typed), whose matches PostgreSQL's statistics know as well as the counts. Several words, or words not
  // counted (numbers), may be common each and rare together ("fresadora tornillo": no lot holds both):
  // their matches are counted from the index up to `rare` first, and read as few or walked as many.
  const reach = (table: TSearchTable): 'none' | 'index' | 'walk' | 'probe' => {
    const most = atMost?.[table] ?? Number.POSITIVE_INFINITY;
    if (most === 0) return 'none';
    if (most <= rare) return 'index';
    return alone || asTyped ? 'walk' : 'probe';
  };
  // OR within a word's readings, AND between words; built from constants, so PostgreSQL folds it once
  // while planning and estimates from its statistics how many rows each reading finds.
  const tsquery = sql`(${sql.join(
    words.map(
      (readings) =>
        sql`(${sql.join(
          readings.map((reading) => sql`plainto_tsquery('spanish', ${reading})`),
          sql` || `,
        )})`,
    ),
    sql` && `,
  )})`;
  const contains = `%${query.q.replace(/[\\%_]/g, '\\$&')}%`;
  const matches = (table: string) =>
    asTyped
      ? sql`${sql.raw(table)}.search_text like lonja_fold(${contains})`
      : sql`${sql.raw(table)}.search_vector @@ ${tsquery}`;
  // Relevance, computed only for the candidates: whole-word matches by ts_rank, and above them the records
  // whose title holds the query (as rewritten) as typed, the nearer its start the better (a title names the
  // thing first: "Fresadora universal" before "Mesa para fresadora"; the folded text starts with the title).
  const rank = (table: string) => {
    const at = sql`strpos(${sql.raw(table)}.search_text, lonja_fold(${phrase || query.q}))`;
    const titleBonus = sql`case when ${at} between 1 and length(${sql.raw(table)}.title) then 1 + 1.0 / ${at} else 0 end`;
    return asTyped
      ? sql`(${titleBonus})::real`
      : sql`(ts_rank(${sql.raw(table)}.search_vector, ${tsquery}) + ${titleBonus})::real`;
  };
  // Each part's filters and the order its candidates are chosen in: the newest first for relevance (ranked
  // among themselves afterwards), otherwise the order asked for, so its first pages are exact.
  type TColumns = {
    id: ReturnType<typeof sql>;
    price: ReturnType<typeof sql>;
    /** A price that is never null: PostgreSQL can then read it backward along an index for "price-desc". */
    priceNeverNull?: boolean;
    endDate: ReturnType<typeof sql>;
    status: ReturnType<typeof sql>;
  };
  const filtersOf = (c: TColumns) =>
    sql.join(
      [
        sql`true`,
        query.status ? sql`${c.status} = ${query.status}` : undefined,
        query.minPrice !== undefined ? sql`${c.price} >= ${query.minPrice}` : undefined,
        query.maxPrice !== undefined ? sql`${c.price} <= ${query.maxPrice}` : undefined,
      ].filter((part): part is ReturnType<typeof sql> => part !== undefined),
      sql` and `,
    );
  // Lots are walked in these orders along their indexes (lots_pkey, lots_price_idx, lots_end_date_idx);
  // equal prices newest first in "price-desc", so that one index serves both price orders.
  const candidateOrder = (c: TColumns) =>
    ({
      relevance: sql`${c.id} desc`,
      'price-asc': sql`${c.price} asc nulls last, ${c.id}`,
      'price-desc': sql`${c.price} desc nulls ${sql.raw(c.priceNeverNull ? 'first' : 'last')}, ${c.id} desc`,
      'end-date': sql`${c.endDate} asc nulls last, ${c.id}`,
    })[order];
  const bounded = sql`limit ${searchCandidates + 1}`;
  type THow = 'index' | 'walk';
  // A table's matches as its full-text index gives them (a sublot's and a characteristic's: their lot).
  const collect = (table: TSearchTable) =>
    table === 'sublots' || table === 'metadata_entries'
      ? sql`select x.lot_id as id from ${sql.raw(table)} x where x.lot_id is not null and ${matches('x')}`
      : sql`select x.id from ${sql.raw(table)} x where ${matches('x')}`;
  // A part of the search, reading its table as `reach` says. Read "index", the part's statement reads the
  // table's matches from `found`, collected here from the index first (materialized, so PostgreSQL cannot
  // turn it back into a walk). "probe": `found` stops past `rare` matches, and both statements are written,
  // one running when it stopped short and the other when not (PostgreSQL skips the other: its condition is
  // a constant, decided before either runs).
  const readTable = (table: TSearchTable, as: (how: THow) => ReturnType<typeof sql>) => {
    const how = reach(table);
    if (how === 'walk') return as('walk');
    if (how !== 'probe')
      return sql`(with found as materialized (${collect(table)}) select * from ${as('index')} i)`;
    return sql`(
        with found as materialized (${collect(table)} limit ${rare + 1})
        select * from ${as('index')} i where (select count(*) from found) <= ${rare}
        union all
        select * from ${as('walk')} w where (select count(*) from found) > ${rare})`;
  };
  // A table in a part's FROM, and the condition its rows meet: its matches in `found` looked up one by one,
  // or the table itself walked with the match as a filter.
  const source = (table: TSearchTable, alias: string, how: THow) =>
    how === 'index'
      ? {
          from: sql`(select t.* from found f cross join lateral (select * from ${sql.raw(table)} t where t.id = f.id limit 1) t) ${sql.raw(alias)}`,
          match: sql`true`,
        }
      : { from: sql`${sql.raw(table)} ${sql.raw(alias)}`, match: matches(alias) };

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
          end as thumb
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
