import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, saleLots, sales } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createImage, createMetadataEntry, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const createSale = async (overrides: Partial<typeof sales.$inferInsert> = {}) => {
  const [sale] = await ctx.db
    .insert(sales)
    .values({
      kind: 'industrial',
      title: 'Stock de ferretería',
      slug: `venta-${Math.random()}`,
      startDate: new Date(),
      published: true,
      description: 'Material **nuevo**.',
      ...overrides,
    })
    .returning();
  return sale!;
};

describe('liquidaciones', () => {
  it('lists published sales by kind and shows a sale with its lots and a lot with its details', async () => {
    const industrial = await createSale({ title: 'Stock de ferretería' });
    await createSale({ kind: 'real-estate', title: 'Locales en Castellón' });
    await createSale({ title: 'Borrador', published: false });
    const [lot] = await ctx.db
      .insert(saleLots)
      .values({
        saleId: industrial.id,
        title: 'Tornillería (40 cajas)',
        slug: 'tornilleria',
        price: 120_000,
        order: 1,
      })
      .returning();
    await createImage(ctx.db, { saleLotId: lot!.id });
    await createMetadataEntry(ctx.db, { saleLotId: lot!.id }, { name: 'Estado', priority: 1 }, 'Nuevo');

    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/frontend/sales?filter=${encodeURIComponent(JSON.stringify({ kind: 'industrial' }))}`,
      })
    ).json();
    expect(list.data.sales.map((sale: { title: string }) => sale.title)).toContain('Stock de ferretería');
    expect(list.data.sales.map((sale: { title: string }) => sale.title)).not.toContain(
      'Locales en Castellón',
    );
    expect(list.data.sales.map((sale: { title: string }) => sale.title)).not.toContain('Borrador');

    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/frontend/sales/${industrial.id}` })
    ).json().data;
    expect(detail.sale).toMatchObject({
      kind: 'industrial',
      lotsCount: 1,
      descriptionHtml: expect.stringContaining('<strong>nuevo</strong>'),
    });
    expect(detail.lots).toEqual([
      expect.objectContaining({ title: 'Tornillería (40 cajas)', price: 120_000 }),
    ]);

    const lotDetail = (
      await ctx.app.inject({ method: 'GET', url: `/api/frontend/sales/${industrial.id}/lots/${lot!.id}` })
    ).json().data;
    expect(lotDetail.lot.images).toHaveLength(1);
    expect(lotDetail.lot.metadata).toEqual([
      expect.objectContaining({ metadataFieldName: 'Estado', value: 'Nuevo' }),
    ]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/frontend/sales/${industrial.id}/lots/999999` }))
        .statusCode,
    ).toBe(404);
  });

  it('takes an offer from a logged-in buyer and names a bad amount', async () => {
    const sale = await createSale();
    const [lot] = await ctx.db
      .insert(saleLots)
      .values({ saleId: sale.id, title: 'Estanterías', slug: 'estanterias', price: 50_000, order: 1 })
      .returning();
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-comprador') });
    const client = createClient(ctx.app);
    await client.login(user.email, 'clave-del-comprador');
    const url = `/api/frontend/auth/sales/${sale.id}/lots/${lot!.id}/offers`;
    const bad = await client.post(url, { offer: { amount: -5 } });
    expect(bad.json().error.fields['offer.amount']).toBe('El importe debe ser mayor que cero.');
    const made = await client.post(url, { offer: { amount: 45_000, message: '¿Incluye el transporte?' } });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.offer).toMatchObject({ amount: 45_000, status: 'pending' });
    const stored = await ctx.db.select().from(offers);
    expect(stored).toContainEqual(
      expect.objectContaining({ saleLotId: lot!.id, userId: user.id, message: '¿Incluye el transporte?' }),
    );
  });
});

describe('admin liquidaciones and offers', () => {
  it('creates a sale with a lot, and accepting an offer sells the lot and e-mails the buyer', async () => {
    const admin = createClient(ctx.app);
    const adminUser = await createUser(ctx.db, {
      isAdmin: true,
      passwordHash: await hashPassword('clave-de-admin-1'),
    });
    await admin.login(adminUser.email, 'clave-de-admin-1');
    const { sale } = (
      await admin.post('/api/admin/sales', {
        sale: { kind: 'real-estate', title: 'Naves en Quart', published: true },
      })
    ).json().data;
    const { lot } = (
      await admin.post(`/api/admin/sales/${sale.id}/lots`, { lot: { title: 'Nave 3', price: 9_000_000 } })
    ).json().data;
    expect(lot).toEqual({ id: expect.any(Number), title: 'Nave 3', price: 9_000_000, order: 1 });
    const renamed = await admin.put(`/api/admin/sales/${sale.id}`, {
      sale: { kind: 'real-estate', title: 'Naves en Quart de Poblet', published: true },
    });
    expect(renamed.json().data.sale).toEqual({
      id: sale.id,
      title: 'Naves en Quart de Poblet',
      published: true,
    });
    expect((await admin.get('/api/admin/sales')).json().data.sales).toContainEqual({
      id: sale.id,
      kind: 'real-estate',
      title: 'Naves en Quart de Poblet',
      published: true,
      createdOn: expect.any(String),
    });
    expect(
      (await admin.put('/api/admin/sales/999999', { sale: { kind: 'industrial', title: 'Nada' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.post('/api/admin/sales', { sale: { kind: 'otro', title: 'x' } })).json().error.fields,
    ).toMatchObject({
      'sale.kind': 'Elige el tipo de liquidación.',
      'sale.title': 'El título debe tener al menos 3 caracteres.',
    });

    const buyer = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-comprador') });
    const client = createClient(ctx.app);
    await client.login(buyer.email, 'clave-del-comprador');
    const offer = (
      await client.post(`/api/frontend/auth/sales/${sale.id}/lots/${lot.id}/offers`, {
        offer: { amount: 8_500_000 },
      })
    ).json().data.offer;

    const pending = (await admin.get('/api/admin/offers?status=pending')).json().data.offers;
    expect(pending[0]).toMatchObject({
      id: offer.id,
      lot: { title: 'Nave 3' },
      user: { email: buyer.email },
    });
    expect((await admin.put(`/api/admin/offers/${offer.id}/accept`)).json().data.offer.status).toBe(
      'accepted',
    );
    expect((await admin.put(`/api/admin/offers/${offer.id}/reject`)).json().error.message).toBe(
      'Esta oferta ya se decidió.',
    );
    const soldLot = (
      await ctx.app.inject({ method: 'GET', url: `/api/frontend/sales/${sale.id}/lots/${lot.id}` })
    ).json().data.lot;
    expect(soldLot.sold).toBe(true);
    expect(
      (
        await client.post(`/api/frontend/auth/sales/${sale.id}/lots/${lot.id}/offers`, {
          offer: { amount: 1 },
        })
      ).json().error.message,
    ).toBe('Este lote ya se ha vendido.');
  });
});
