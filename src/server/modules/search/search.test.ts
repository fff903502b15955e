import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleLots, sales } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createMetadataEntry, createSublot } from '../../../../test/factories.ts';

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

const find = async (params: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/frontend/search', query: params })).json();

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
});
