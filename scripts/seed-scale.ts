/**
 * `npm run seed:scale`: a PostgreSQL database the size of a busy auction house's history, for
 * `npm run bench:reads` and for looking at query plans: 10,000 auctions (the first 20 with 400 lots
 * each), 200,000 lots with sublots, characteristics and pictures, 2,000,000 bids, 20,000 users and their
 * subscriptions — consistent as the app leaves them (each lot's price, leader and bid count agree with its
 * bids; every bidder is an accepted subscriber of the auction). As in a real house, most auctions are
 * closed history: about a hundred are running (among them auctions 1–5, with 400 lots each) and a hundred
 * coming up.
 *
 * Set-based SQL (generate_series), so it takes minutes, not hours. It drops and recreates the database
 * named in SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/lonja_scale) — deliberately not
 * DATABASE_URL, which may point at data someone cares about. SCALE_AUCTIONS, SCALE_LOTS, SCALE_BIDS and
 * SCALE_USERS change the sizes (e.g. SCALE_AUCTIONS=200 SCALE_LOTS=10000 SCALE_BIDS=50000 for a quick run).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, queryRows } from '@/server/db/client.ts';
import { ensureAdmin, seedReference } from '@/server/db/seed/index.ts';

const url = new URL(process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lonja_scale');
const name = url.pathname.slice(1);
const size = (variable: string, fallback: number) => Number(process.env[variable] ?? fallback);
const auctions = size('SCALE_AUCTIONS', 10_000);
const lots = size('SCALE_LOTS', 200_000);
const bids = size('SCALE_BIDS', 2_000_000);
const users = size('SCALE_USERS', 20_000);
const bigAuctions = Math.min(20, auctions);
const bigLots = Math.min(bigAuctions * 400, lots);

if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
const server = new URL(url);
server.pathname = '/postgres';
const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
// Triggers off while the history is loaded (every connection of this database starts as a replica): the
// dictionary of search words, kept row by row by triggers, would turn minutes into hours. It is counted
// once at the end instead; the rows are generated consistent, so the foreign keys' triggers are not missed.
await admin.query(`alter database ${name} set session_replication_role = replica`);

const database = await openPostgres(url.toString(), 4);
const { db } = database;
const started = performance.now();
const step = async (label: string, query: ReturnType<typeof sql>) => {
  const at = performance.now();
  await db.execute(query);
  console.log(`${label.padEnd(50)} ${((performance.now() - at) / 1000).toFixed(1).padStart(6)} s`);
};

await database.migrate();
await seedReference({ db });
await ensureAdmin({ db, email: 'admin@lonja.local', password: 'admin-de-escala', log: console.log });

await step(
  `${users.toLocaleString('es')} users`,
  sql`insert into users (firstname, lastname, email, is_active, accepted_terms, country_id, province_id, postal_code)
      select (array['Lucía','Javier','Carmen','Pablo','Marta','Andrés','Elena','Jorge'])[1 + g % 8],
             (array['García','Martín','López','Sánchez','Pérez','Gómez','Ruiz','Díaz'])[1 + g % 8] || ' ' || g,
             'pujador' || g || '@escala.example', true, true, 73, 46, '46001'
      from generate_series(1, ${users}) g`,
);

// About one auction in a hundred is running now (and the first five, the big ones), one in a hundred is
// coming up, and the rest closed over the past years, an hour apart.
const running = sql.raw('(g <= 5 or g % 100 = 50)');
const upcoming = sql.raw('(g > 5 and g % 100 = 99)');
await step(
  `${auctions.toLocaleString('es')} auctions`,
  sql`insert into auctions (title, description, slug, commission_percent, start_date, end_date, status, published, address, created_on)
      select (array['Maquinaria industrial','Vehículos y carretillas','Mobiliario de oficina','Herramienta y utillaje','Naves e inmuebles','Equipos informáticos','Hostelería','Stock textil'])[1 + g % 8]
               || ' de ' || (array['Talleres Norte','Muebles Albal','Construcciones Ebro','Gráficas Turia','Cárnicas del Jiloca','Aceros Bilbaínos'])[1 + g % 6] || ' (' || g || ')',
             'Subasta judicial ' || g || ': lotes procedentes de concurso de acreedores, visitables con cita previa.',
             'subasta-escala-' || g, 5 + g % 10,
             case when ${running} then now() - interval '2 days' when ${upcoming} then now() + interval '5 days' else now() - (g || ' hours')::interval - interval '30 days' end,
             case when ${running} then now() + interval '3 days' when ${upcoming} then now() + interval '20 days' else now() - (g || ' hours')::interval - interval '20 days' end,
             case when ${running} or ${upcoming} then 'open' else 'closed' end,
             true, (array['Valencia','Zaragoza','Bilbao','Sevilla','Madrid','Murcia'])[1 + g % 6],
             now() - (g || ' hours')::interval
      from generate_series(1, ${auctions}) g`,
);

// The first auctions get 400 lots each (the "auction with ≥ 300 lots" of bench:reads); the rest share the
// remaining lots evenly. Inserted auction by auction, as the back office creates and imports them, so an
// auction's lots sit together on disk as they would in production.
await step(
  `${lots.toLocaleString('es')} lots`,
  sql`insert into lots (auction_id, title, description, slug, price, end_date, status, "order", published)
      select x.auction_id,
             (array['Torno paralelo','Fresadora','Carretilla elevadora','Compresor de tornillo','Mesa de despacho','Sillas de confidente','Furgoneta','Estantería metálica','Generador diésel','Soldadora'])[1 + x.g % 10] || ' ' || x.g,
             'Lote ' || x.g || ' en buen estado de uso; se vende en el estado en que se encuentra.',
             'lote-escala-' || x.g, 10000 + (x.g % 500) * 1000,
             a.end_date + (x.position || ' minutes')::interval,
             a.status, x.position, true
      from (
        select g,
               case when g <= ${bigLots} then 1 + (g - 1) / 400 else ${bigAuctions} + 1 + (g - ${bigLots} - 1) % ${Math.max(1, auctions - bigAuctions)} end as auction_id,
               case when g <= ${bigLots} then 1 + (g - 1) % 400 else 1 + (g - ${bigLots} - 1) / ${Math.max(1, auctions - bigAuctions)} end as position
        from generate_series(1, ${lots}) g
      ) x join auctions a on a.id = x.auction_id
      order by x.auction_id, x.position`,
);

// Cheap extras, so the auction and lot pages and the search read tables of a realistic size: two sublots
// on one lot in ten, two characteristics on one lot in five, a cover picture for every auction and one
// for every lot of the big auctions and one lot in four elsewhere (URLs only: bench:reads reads no files).
await step(
  'sublots',
  sql`insert into sublots (lot_id, title, description, "order")
      select l.id, (array['Juego de fresas de metal duro','Mordazas de repuesto','Mandril de tres garras','Manual de instrucciones','Batería de recambio'])[1 + (l.id + n) % 5],
             'Incluido en el lote ' || l.id || '.', n
      from lots l cross join generate_series(1, 2) n where l.id % 10 = 3`,
);
await db.execute(sql`insert into metadata_fields (name, priority, type) values ('Marca', 1, 'string'), ('Año de fabricación', 2, 'number')
    on conflict (name) do nothing`);
await step(
  'characteristics',
  sql`insert into metadata_entries (metadata_field_id, lot_id, value)
      select f.id, l.id,
             case when f.name = 'Marca' then (array['Lagun','Pinacho','Linde','Atlas Copco','Kemppi','Still'])[1 + l.id % 6]
                  else (1990 + l.id % 30)::text end
      from lots l cross join metadata_fields f where l.id % 5 = 0 and f.name in ('Marca', 'Año de fabricación')`,
);
const pictureUrls = (folder: string) =>
  sql.raw(`jsonb_build_object('thumb', '/media/escala/${folder}-' || id || '-thumb.webp', 'small', '/media/escala/${folder}-' || id || '-small.webp',
     'default', '/media/escala/${folder}-' || id || '-default.webp', 'big', '/media/escala/${folder}-' || id || '-big.webp',
     'large', '/media/escala/${folder}-' || id || '-large.webp')`);
await step(
  'auction pictures',
  sql`insert into images (auction_id, position, alt, urls, width, height)
      select id, 0, title, ${pictureUrls('subasta')}, 1600, 1200 from auctions`,
);
await step(
  'lot pictures',
  sql`insert into images (lot_id, position, alt, urls, width, height)
      select id, 0, title, ${pictureUrls('lote')}, 1600, 1200 from lots where auction_id <= ${bigAuctions} or id % 4 = 0`,
);

// Bids only on lots whose auction has started: numbered, so the bids can be dealt round them evenly.
await step(
  'lots open to bids',
  sql`create table scale_biddable as
      select row_number() over (order by l.id) - 1 as n, l.id, l.auction_id, l.price, a.start_date
      from lots l join auctions a on a.id = l.auction_id where a.start_date < now()`,
);
await db.execute(sql`create unique index on scale_biddable (n)`);
const [counted] = await queryRows<{ biddable: number }>(
  db,
  sql`select count(*)::int as biddable from scale_biddable`,
);
const biddable = counted?.biddable ?? 1;
// Eight regular bidders per auction, each bid higher than the last on its lot.
await step(
  `${bids.toLocaleString('es')} bids`,
  sql`insert into bids (lot_id, user_id, amount, created_on)
      select b.id, 1 + (b.auction_id * 37 + g % 8) % ${users},
             b.price + (g / ${biddable}) * 500,
             b.start_date + ((g / ${biddable}) || ' minutes')::interval
      from generate_series(0, ${bids - 1}) g
      join scale_biddable b on b.n = g % ${biddable}`,
);
await db.execute(sql`drop table scale_biddable`);
await step(
  'lot prices, leaders and bid counts from the bids',
  sql`update lots l set max_bid = b.amount, max_bidder_id = b.user_id, bids_count = b.count,
        sold = l.status = 'closed'
      from (select distinct on (lot_id) lot_id, amount, user_id, count(*) over (partition by lot_id) as count
            from bids order by lot_id, amount desc, id desc) b
      where b.lot_id = l.id`,
);
await step(
  'accepted subscriptions of every bidder',
  sql`insert into subscriptions (auction_id, user_id, status, paid, created_on, decided_on)
      select distinct l.auction_id, b.user_id, 'accepted', true, now() - interval '40 days', now() - interval '39 days'
      from bids b join lots l on l.id = b.lot_id`,
);
// The back office's queue: five people waiting on each upcoming auction.
await step(
  'pending subscriptions',
  sql`insert into subscriptions (auction_id, user_id, status, created_on)
      select a.id, 1 + (a.id * 13 + n) % ${users}, 'pending', now() - (n || ' hours')::interval
      from auctions a cross join generate_series(1, 5) n where a.start_date > now()
      on conflict do nothing`,
);
await admin.query(`alter database ${name} reset session_replication_role`);
await admin.end();
await step('dictionary of search words', sql`select lonja_recount_search_words()`);
// What autovacuum would have done by the time anyone reads this history: statistics, and the visibility map
// that lets counts be answered from an index alone.
await step('vacuum and statistics', sql`vacuum (analyze)`);
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s: ${url.toString()}`);
await database.close();
