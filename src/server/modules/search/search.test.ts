import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSearchQuerySchema } from '@/common/schemas/search.ts';
import { queryRows } from '@/server/db/client.ts';
import { lots, metadataEntries, saleLots, sales, searchWords, sublots } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createMetadataEntry, createSublot } from '../../../../test/factories.ts';
import { search } from './search.service.ts';
import { searchCandidates } from './search-plan.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const auction = await createAuction(ctx.db, { title: 'Liquidación de Carpintería Ebanistas' });
  const lot = await createLot(ctx.db, auction, {
    title: 'Sierra de cinta',
    description: 'Para madera maciza',
    price: 90_000,
  });
  await createSublot(ctx.db, lot, { title: 'Hojas de repuesto', description: 'Dientes templados' });
  await createMetadataEntry(ctx.db, { lotId: lot.id }, { name: 'Marca', priority: 1 }, 'Bandsäge Müller');
  await createLot(ctx.db, auction, {
    order: 2,
    title: 'Compresor de pistón',
    description: 'Depósito de 100 litros',
    price: 30_000,
  });
  await createLot(ctx.db, await createAuction(ctx.db, { published: false }), { title: 'Sierra oculta' });
  const [sale] = await ctx.db
    .insert(sales)
    .values({
      kind: 'industrial',
      title: 'Stock de camiones',
      slug: 'camiones',
      startDate: new Date(),
      published: true,
      provinceId: 46,
    })
    .returning();
  await ctx.db
    .insert(saleLots)
    .values({ saleId: sale!.id, title: 'Camión grúa Iveco', slug: 'grua', price: 2_500_000, order: 1 });
});
afterAll(() => ctx.close());

/**
 * These tests write straight to the tables, which in the app only the back office and live events do, each
 * forgetting the answers kept (catalogue-changes.ts; search-answers.test.ts proves it): so does each search.
 */
const find = async (params: Record<string, string>) => {
  ctx.app.answers.forgetAll();
  return (await ctx.app.inject({ method: 'GET', url: '/api/frontend/search', query: params })).json();
};

describe('GET /api/frontend/search', () => {
  it('finds lots by their text, sublots and characteristics, ignoring accents and published drafts', async () => {
    expect(
      (await find({ q: 'sierra' })).data.results.map((result: { title: string }) => result.title),
    ).toEqual(['Sierra de cinta']);
    expect((await find({ q: 'dientes' })).data.results[0]).toMatchObject({
      type: 'lot',
      title: 'Sierra de cinta',
      parentId: expect.any(Number),
    });
    expect((await find({ q: 'muller' })).data.results[0].title).toBe('Sierra de cinta');
    expect((await find({ q: 'CAMION' })).data.results[0]).toMatchObject({
      type: 'sale-lot',
      title: 'Camión grúa Iveco',
    });
  });

  it('understands Spanish word forms and small typos', async () => {
    expect(
      (await find({ q: 'compresores' })).data.results.map((result: { title: string }) => result.title),
    ).toContain('Compresor de pistón');
    expect(
      (await find({ q: 'carpinteria ebanista' })).data.results.map((result: { type: string }) => result.type),
    ).toContain('auction');
    expect(
      (await find({ q: 'compreso' })).data.results.map((result: { title: string }) => result.title),
    ).toContain('Compresor de pistón');
  });

  it('filters by type and price, orders by price and names a bad query', async () => {
    const cheap = await find({ q: 'de', type: 'lot', maxPrice: '50000', order: 'price-asc' });
    expect(cheap.data.results.map((result: { title: string }) => result.title)).toEqual([
      'Compresor de pistón',
    ]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/frontend/search?q=a' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.q).toBe('Escribe al menos 2 letras.');
  });

  it('filters liquidaciones by province', async () => {
    expect((await find({ q: 'camion', province: '46' })).data.results[0]).toMatchObject({
      title: 'Camión grúa Iveco',
    });
    expect((await find({ q: 'camion', province: '28' })).data.results).toEqual([]);
    expect((await find({ q: 'sierra', province: '46' })).data.results).toEqual([]);
  });

  it('ranks first the titles that name the thing, then other titles, then descriptions', async () => {
    const auction = await createAuction(ctx.db, { title: 'Taller de mecanizado' });
    const titles = ['Mesa auxiliar', 'Mesa para fresadora', 'Fresadora universal'];
    for (const [index, title] of titles.entries()) {
      await createLot(ctx.db, auction, { order: index + 1, title, description: 'Junto a la fresadora.' });
    }
    const found = (await find({ q: 'fresadora' })).data.results.map(
      (result: { title: string }) => result.title,
    );
    expect(found).toEqual(['Fresadora universal', 'Mesa para fresadora', 'Mesa auxiliar']);
  });

  it('corrects typos in two words, ignores accents either way and finds brands', async () => {
    const auction = await createAuction(ctx.db, { title: 'Taller de confección' });
    const milling = await createLot(ctx.db, auction, {
      title: 'Fresadora universal',
      description: 'Con mesa inclinable',
    });
    await createLot(ctx.db, auction, { order: 2, title: 'Máquina de coser', description: 'Industrial' });
    const welder = await createLot(ctx.db, auction, { order: 3, title: 'Soldadora MIG', description: '' });
    await createMetadataEntry(ctx.db, { lotId: welder.id }, { name: 'Marca', priority: 1 }, 'Kemppi');
    const titles = async (q: string) =>
      (await find({ q })).data.results.map((result: { title: string }) => result.title);

    // Two lots are so named (the ranking test made the other); none only one of the words.
    expect(await titles('fresdora univrsal')).toEqual(['Fresadora universal', 'Fresadora universal']);
    expect(await titles('fresádora')).toContain('Fresadora universal');
    expect(await titles('maquina')).toEqual(['Máquina de coser']);
    expect(await titles('máquina')).toEqual(['Máquina de coser']);
    expect(await titles('maqina coser')).toEqual(['Máquina de coser']);
    expect(await titles('kemppi')).toEqual(['Soldadora MIG']);
    expect(await titles('KEMPI')).toEqual(['Soldadora MIG']);
    expect((await find({ q: 'kemppi' })).data.results[0].snippet).toContain('Kemppi');
    expect(
      (await find({ q: 'fresdora univrsal' })).data.results.map((result: { id: number }) => result.id),
    ).toContain(milling.id);
  });

  it('answers nothing, with a total of 0, when a word matches nothing even as a typo', async () => {
    for (const q of ['xyzzyqw', 'sierra xyzzyqw', 'zz']) {
      expect((await find({ q })).data.results).toEqual([]);
      expect((await find({ q })).metadata).toMatchObject({ total: 0, capped: false });
    }
  });

  it('keeps its dictionary of words in step with lots created, edited and deleted', async () => {
    const auction = await createAuction(ctx.db, { title: 'Subasta de prueba' });
    const lot = await createLot(ctx.db, auction, { title: 'Retroexcavadora Komatsu', description: '' });
    const uses = async (word: string) =>
      (await ctx.db.select().from(searchWords).where(eq(searchWords.word, word)))[0]?.uses ?? 0;
    expect(await uses('retroexcavadora')).toBe(1);
    expect((await find({ q: 'retroexcavdora' })).data.results[0].title).toBe('Retroexcavadora Komatsu');

    await ctx.db.update(lots).set({ title: 'Minicargadora Bobcat' }).where(eq(lots.id, lot.id));
    expect(await uses('retroexcavadora')).toBe(0);
    expect(await uses('minicargadora')).toBe(1);
    expect((await find({ q: 'retroexcavdora' })).data.results).toEqual([]);
    expect((await find({ q: 'minicargdora' })).data.results[0].title).toBe('Minicargadora Bobcat');
    // A bid changes no searchable text: the words stay counted once.
    await ctx.db.update(lots).set({ maxBid: 200_000 }).where(eq(lots.id, lot.id));
    expect(await uses('minicargadora')).toBe(1);

    await ctx.db.delete(lots).where(eq(lots.id, lot.id));
    expect(await uses('minicargadora')).toBe(0);
    expect(await uses('bobcat')).toBe(0);
    expect((await find({ q: 'minicargadora' })).data.results).toEqual([]);
  });

  it('ranks and counts a bounded set of candidates and says when more match', async () => {
    const auction = await createAuction(ctx.db, { title: 'Almacén de herramienta' });
    await ctx.db.insert(lots).values(
      Array.from({ length: searchCandidates + 5 }, (_, index) => ({
        auctionId: auction.id,
        title: `Taladro de columna ${index + 1}`,
        description: '',
        slug: `taladro-${index + 1}`,
        price: 10_000,
        order: index + 1,
        endDate: auction.endDate,
      })),
    );
    const first = await find({ q: 'taladro' });
    expect(first.metadata).toMatchObject({ total: searchCandidates, capped: true });
    // The newest are the candidates.
    expect(first.data.results[0].title).toBe(`Taladro de columna ${searchCandidates + 5}`);
    expect((await find({ q: 'sierra' })).metadata).toMatchObject({ total: 1, capped: false });
  });

  it('counts per table how many records hold each word, in step with lots, sublots and characteristics', async () => {
    const counts = async (word: string) => {
      const [row] = await ctx.db.select().from(searchWords).where(eq(searchWords.word, word));
      return row
        ? { lots: row.lots, sublots: row.sublots, characteristics: row.metadataEntries, uses: row.uses }
        : null;
    };
    const auction = await createAuction(ctx.db, { title: 'Subasta de perforación' });
    const lot = await createLot(ctx.db, auction, { title: 'Perforadora Tamrock', description: '' });
    const sublot = await createSublot(ctx.db, lot, { title: 'Perforadora de repuesto', description: '' });
    const brand = await createMetadataEntry(
      ctx.db,
      { lotId: lot.id },
      { name: 'Marca', priority: 1 },
      'Tamrock',
    );
    expect(await counts('perforadora')).toEqual({ lots: 1, sublots: 1, characteristics: 0, uses: 2 });
    expect(await counts('tamrock')).toEqual({ lots: 1, sublots: 0, characteristics: 1, uses: 2 });

    await ctx.db.update(sublots).set({ title: 'Barrena de repuesto' }).where(eq(sublots.id, sublot.id));
    await ctx.db.update(metadataEntries).set({ value: 'Sandvik' }).where(eq(metadataEntries.id, brand.id));
    expect(await counts('perforadora')).toEqual({ lots: 1, sublots: 0, characteristics: 0, uses: 1 });
    expect(await counts('barrena')).toEqual({ lots: 0, sublots: 1, characteristics: 0, uses: 1 });
    expect(await counts('tamrock')).toEqual({ lots: 1, sublots: 0, characteristics: 0, uses: 1 });
    expect(await counts('sandvik')).toEqual({ lots: 0, sublots: 0, characteristics: 1, uses: 1 });
    // A word that only a characteristic holds finds its lot; one that none holds any more finds nothing.
    expect((await find({ q: 'sandvik' })).data.results.map((r: { id: number }) => r.id)).toEqual([lot.id]);
    expect((await find({ q: 'sandvik perforadora' })).data.results).toEqual([]);

    await ctx.db.update(lots).set({ description: 'Barrena incluida' }).where(eq(lots.id, lot.id));
    expect(await counts('barrena')).toEqual({ lots: 1, sublots: 1, characteristics: 0, uses: 2 });
    await ctx.db.delete(metadataEntries).where(eq(metadataEntries.id, brand.id));
    expect(await counts('sandvik')).toBeNull();
    await ctx.db.delete(sublots).where(eq(sublots.id, sublot.id));
    expect(await counts('barrena')).toEqual({ lots: 1, sublots: 0, characteristics: 0, uses: 1 });
    // Deleting the lot deletes its sublots and characteristics too (cascade): their words go with them.
    await createSublot(ctx.db, lot, { title: 'Barrena larga', description: '' });
    await createMetadataEntry(ctx.db, { lotId: lot.id }, { name: 'Marca', priority: 1 }, 'Tamrock');
    await ctx.db.delete(lots).where(eq(lots.id, lot.id));
    for (const word of ['perforadora', 'tamrock', 'barrena', 'larga']) expect(await counts(word)).toBeNull();
    // Whatever happened before, the dictionary agrees with a count from scratch.
    expect(await recounted()).toEqual([]);
  });

  it('finds the same whether a table is read through its index or walked, in every order and filter', async () => {
    const auction = await createAuction(ctx.db, { title: 'Calderería Kemppi' });
    const welder = await createLot(ctx.db, auction, { title: 'Soldadora inverter', price: 45_000 });
    await createMetadataEntry(ctx.db, { lotId: welder.id }, { name: 'Marca', priority: 1 }, 'Kemppi Minarc');
    await createLot(ctx.db, auction, {
      order: 2,
      title: 'Soldadora Kemppi',
      price: 20_000,
      status: 'closed',
    });
    const queries = ['sierra', 'fresadora', 'fresdora univrsal', 'kemppi', 'kemppi soldadora', 'kemppi mig'];
    queries.push('muller', 'camion', 'taladro', 'de', 'minarc', 'xyzzyqw', 'lote 2');
    const variants: Record<string, string>[] = [
      {},
      { order: 'price-asc' },
      { order: 'price-desc' },
      { order: 'end-date' },
      { status: 'open' },
      { status: 'closed', order: 'end-date' },
      { minPrice: '30000', type: 'lot' },
      { limit: '5', page: '2' },
    ];
    for (const q of queries) {
      for (const variant of variants) {
        const query = ZSearchQuerySchema.parse({ q, ...variant });
        const walked = await search({ db: ctx.db, query, rare: 0 });
        const indexed = await search({ db: ctx.db, query, rare: Number.POSITIVE_INFINITY });
        expect(indexed, JSON.stringify(query)).toEqual(walked);
        expect(await search({ db: ctx.db, query }), JSON.stringify(query)).toEqual(walked);
      }
    }
    const titles = async (q: string) =>
      (await find({ q })).data.results.map((result: { title: string }) => result.title);
    // The brand in an auction's title, a lot's title and a characteristic.
    expect((await titles('kemppi')).sort()).toEqual(
      ['Calderería Kemppi', 'Soldadora Kemppi', 'Soldadora MIG', 'Soldadora inverter'].sort(),
    );
    expect(await titles('kempi minarc')).toEqual(['Soldadora inverter']);
    expect(await titles('KEMPPÍ MÍNARC')).toEqual(['Soldadora inverter']);
    expect(await recounted()).toEqual([]);
  });
});

/** The words whose counts in the dictionary differ from a count from scratch of the tables' texts (none). */
const recounted = () =>
  queryRows(
    ctx.db,
    sql`with kept as (
          select word, stem, lots, sublots, metadata_entries, auctions, sales, sale_lots from search_words
        ), counted as (
          select w.word, lonja_stem(w.word) as stem,
            count(*) filter (where t.source = 'lots')::int as lots,
            count(*) filter (where t.source = 'sublots')::int as sublots,
            count(*) filter (where t.source = 'metadata_entries')::int as metadata_entries,
            count(*) filter (where t.source = 'auctions')::int as auctions,
            count(*) filter (where t.source = 'sales')::int as sales,
            count(*) filter (where t.source = 'sale_lots')::int as sale_lots
          from (
            select 'lots' as source, search_text from lots union all select 'sublots', search_text from sublots
            union all select 'metadata_entries', search_text from metadata_entries
            union all select 'auctions', search_text from auctions union all select 'sales', search_text from sales
            union all select 'sale_lots', search_text from sale_lots
          ) t cross join lateral lonja_words(t.search_text) as w(word)
          group by w.word
        )
        select 'dictionary' as side, * from (select * from kept except select * from counted) d
        union all
        select 'recount', * from (select * from counted except select * from kept) c`,
  );
