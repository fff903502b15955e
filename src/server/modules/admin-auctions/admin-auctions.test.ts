import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createBid, createLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.db, {
    isAdmin: true,
    passwordHash: await hashPassword('clave-de-admin-1'),
  });
  admin = createClient(ctx.app);
  await admin.login(user.email, 'clave-de-admin-1');
});
afterAll(() => ctx.close());

const input = {
  title: 'Liquidación de Cerámicas del Mijares',
  description: 'Hornos, prensas y stock de azulejo.',
  commissionPercent: 12,
  caution: 60_000,
  startDate: '2026-12-01T09:00:00Z',
  endDate: '2026-12-10T17:00:00Z',
  lotInterval: 2,
  address: 'Camí de la Ratlla 5, Vila-real',
  location: { lat: 39.93, lng: -0.1 },
};

describe('admin auctions', () => {
  it('creates an unpublished auction with a unique slug, adds lots on the staggered schedule, publishes it', async () => {
    const created = await admin.post('/api/admin/auctions', { auction: input });
    expect(created.statusCode).toBe(201);
    const { auction } = created.json().data;
    expect(auction).toMatchObject({ slug: 'liquidacion-de-ceramicas-del-mijares', published: false });
    const twin = (await admin.post('/api/admin/auctions', { auction: input })).json().data.auction;
    expect(twin.slug).toBe('liquidacion-de-ceramicas-del-mijares-2');

    const first = (
      await admin.post(`/api/admin/auctions/${auction.id}/lots`, {
        lot: { title: 'Horno de rodillos', price: 2_500_000 },
      })
    ).json().data.lot;
    const second = (
      await admin.post(`/api/admin/auctions/${auction.id}/lots`, {
        lot: { title: 'Prensa hidráulica', price: 800_000 },
      })
    ).json().data.lot;
    expect(first).toMatchObject({ order: 1, endDate: '2026-12-10T17:00:00.000Z' });
    expect(second).toMatchObject({ order: 2, endDate: '2026-12-10T17:02:00.000Z' });

    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/frontend/auctions/${auction.id}` })).statusCode,
    ).toBe(404);
    await admin.put(`/api/admin/auctions/${auction.id}/publish`);
    const visible = await ctx.app.inject({ method: 'GET', url: `/api/frontend/auctions/${auction.id}` });
    expect(visible.json().data.lots.map((lot: { title: string }) => lot.title)).toEqual([
      'Horno de rodillos',
      'Prensa hidráulica',
    ]);

    const detail = (await admin.get(`/api/admin/auctions/${auction.id}`)).json().data;
    expect(detail.auction).toMatchObject({
      title: input.title,
      caution: 60_000,
      location: { lat: 39.93, lng: -0.1 },
    });
    expect(detail.audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'lot-create', 'publish']),
    );
  });

  it('edits every field with validation in Spanish and records the change', async () => {
    const auction = (await admin.post('/api/admin/auctions', { auction: input })).json().data.auction;
    const bad = await admin.put(`/api/admin/auctions/${auction.id}`, {
      auction: { ...input, endDate: '2026-11-30T00:00:00Z', commissionPercent: 140 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'auction.commissionPercent': 'La comisión no puede superar el 100 %.',
    });
    const badDates = await admin.put(`/api/admin/auctions/${auction.id}`, {
      auction: { ...input, endDate: '2026-11-30T00:00:00Z' },
    });
    expect(badDates.json().error.fields).toEqual({
      'auction.endDate': 'El cierre debe ser posterior al inicio.',
    });

    await admin.put(`/api/admin/auctions/${auction.id}`, { auction: { ...input, commissionPercent: 15 } });
    const detail = (await admin.get(`/api/admin/auctions/${auction.id}`)).json().data;
    expect(detail.auction.commissionPercent).toBe(15);
    expect(detail.audit[0]).toMatchObject({ action: 'update', changes: { commissionPercent: [12, 15] } });

    const invoicing = await admin.put(`/api/admin/auctions/${auction.id}/invoicingData`, {
      invoicingData: { issuerName: 'Administración concursal', issuerVatId: 'B12345674' },
    });
    expect(invoicing.json().data.auction.invoiceData).toMatchObject({
      issuerName: 'Administración concursal',
    });
  });

  it('lists with filters and refuses to delete an auction that has bids', async () => {
    const withBids = await createAuction(ctx.db, { title: 'Con pujas' });
    const lot = await createLot(ctx.db, withBids);
    await createBid(ctx.db, lot, await createUser(ctx.db), 100_000);
    const refused = await admin.delete(`/api/admin/auctions/${withBids.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'No se puede eliminar: la subasta tiene 1 pujas. Puedes despublicarla o cerrarla.',
    );

    const empty = await createAuction(ctx.db, { title: 'Borrador vacío', published: false });
    const drafts = (
      await admin.get(
        `/api/admin/auctions?filter=${encodeURIComponent(JSON.stringify({ published: false, search: 'Borrador vacío' }))}`,
      )
    ).json();
    expect(drafts.data.auctions).toEqual([expect.objectContaining({ id: empty.id, published: false })]);
    expect((await admin.delete(`/api/admin/auctions/${empty.id}`)).statusCode).toBe(204);
  });
});

describe('admin lots', () => {
  it('edits, reorders, shifts and deletes lots, guarding those with bids', async () => {
    const auction = await createAuction(ctx.db, { endDate: new Date(Date.now() + 86_400_000) });
    const first = await createLot(ctx.db, auction, { order: 1, title: 'Primero' });
    const second = await createLot(ctx.db, auction, { order: 2, title: 'Segundo' });
    await createBid(ctx.db, second, await createUser(ctx.db), 100_000);

    const edited = await admin.put(`/api/admin/lots/${first.id}`, {
      lot: { title: 'Primero revisado', price: 50_000 },
    });
    expect(edited.json().data.lot).toMatchObject({ title: 'Primero revisado', price: 50_000 });
    const repriced = await admin.put(`/api/admin/lots/${second.id}`, { lot: { title: 'Segundo', price: 1 } });
    expect(repriced.statusCode).toBe(422);

    expect(
      (await admin.put(`/api/admin/auctions/${auction.id}/lots/order`, { ids: [second.id, first.id] }))
        .statusCode,
    ).toBe(204);
    expect(
      (await admin.put(`/api/admin/auctions/${auction.id}/lots/order`, { ids: [second.id] })).statusCode,
    ).toBe(400);
    const shifted = await admin.post(`/api/admin/auctions/${auction.id}/lots/shift`, { minutes: 30 });
    expect(shifted.json().data.moved).toBe(2);
    const past = await admin.post(`/api/admin/auctions/${auction.id}/lots/shift`, { minutes: -100_000 });
    expect(past.json().error.message).toBe('Con ese desplazamiento algún lote terminaría en el pasado.');

    const view = (await admin.get(`/api/admin/auctions/${auction.id}`)).json().data;
    expect(view.lots.map((lot: { id: number }) => lot.id)).toEqual([second.id, first.id]);
    expect(new Date(view.lots[1].endDate).getTime()).toBe(first.endDate.getTime() + 30 * 60_000);

    expect((await admin.delete(`/api/admin/lots/${second.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`/api/admin/lots/${first.id}`)).statusCode).toBe(204);
  });
});

describe('admin lot detail and metadata', () => {
  it('shows unpublished lots to admins and replaces their metadata in order', async () => {
    const auction = await createAuction(ctx.db, { published: false });
    const lot = await createLot(ctx.db, auction, { published: false, title: 'Carretilla' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${lot.id}` })).statusCode).toBe(
      404,
    );
    const saved = await admin.put(`/api/admin/lots/${lot.id}/metadata`, {
      entries: [
        { name: 'Marca', value: 'Linde' },
        { name: 'Capacidad', value: '2.500 kg' },
      ],
    });
    expect(saved.statusCode).toBe(204);
    const detail = (await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot;
    expect(detail.title).toBe('Carretilla');
    expect(
      detail.metadata.map((entry: { metadataFieldName: string; value: string }) => [
        entry.metadataFieldName,
        entry.value,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Marca', 'Linde'],
        ['Capacidad', '2.500 kg'],
      ]),
    );
    await admin.put(`/api/admin/lots/${lot.id}/metadata`, {
      entries: [
        { name: 'Marca', value: 'Linde', priority: 50 },
        { name: 'Capacidad', value: '2.500 kg', priority: 5, type: 'number' },
      ],
    });
    const reordered = (await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot.metadata;
    expect(reordered.map((entry: { metadataFieldName: string }) => entry.metadataFieldName)).toEqual([
      'Capacidad',
      'Marca',
    ]);
    expect(reordered[0]).toMatchObject({ metadataFieldType: 'number', metadataFieldPriority: 5 });
    const invalid = await admin.put(`/api/admin/lots/${lot.id}/metadata`, {
      entries: [{ name: '', value: 'x' }],
    });
    expect(invalid.json().error.fields['entries.0.name']).toBe('Escribe el nombre del campo.');
  });
});

describe('admin sublots', () => {
  it('adds, edits and deletes sublots of a lot', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    const added = await admin.post(`/api/admin/lots/${lot.id}/sublots`, {
      sublot: { title: 'Juego de llaves', quantity: 3 },
    });
    expect(added.statusCode).toBe(201);
    const { sublot } = added.json().data;
    expect(sublot).toMatchObject({ title: 'Juego de llaves', order: 1 });
    await admin.put(`/api/admin/sublots/${sublot.id}`, {
      sublot: { title: 'Juego de llaves Facom', quantity: 4, description: 'Completo' },
    });
    const detail = (await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot;
    expect(detail.sublots).toEqual([
      expect.objectContaining({ title: 'Juego de llaves Facom', quantity: 4, description: 'Completo' }),
    ]);
    const invalid = await admin.post(`/api/admin/lots/${lot.id}/sublots`, {
      sublot: { title: 'x', quantity: 0 },
    });
    expect(invalid.json().error.fields).toMatchObject({
      'sublot.title': 'El título debe tener al menos 2 caracteres.',
      'sublot.quantity': 'Al menos una unidad.',
    });
    expect((await admin.delete(`/api/admin/sublots/${sublot.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/sublots/${sublot.id}`)).statusCode).toBe(404);
  });
});

describe('what the sale is invoiced as', () => {
  it('keeps the goods’ IVA per auction (21, 10, exempt) and each lot’s invoice description through the admin forms', async () => {
    for (const goodsVatPercent of [21, 10, null]) {
      const created = await admin.post('/api/admin/auctions', { auction: { ...input, goodsVatPercent } });
      const read = await admin.get(`/api/admin/auctions/${created.json().data.auction.id}`);
      expect(read.json().data.auction.goodsVatPercent).toBe(goodsVatPercent);
    }
    const bad = await admin.post('/api/admin/auctions', { auction: { ...input, goodsVatPercent: 121 } });
    expect(bad.json().error.fields['auction.goodsVatPercent']).toMatch(/100/);

    const auction = (await admin.post('/api/admin/auctions', { auction: input })).json().data.auction;
    const lot = (
      await admin.post(`/api/admin/auctions/${auction.id}/lots`, {
        lot: {
          title: 'Horno de rodillos',
          price: 500_000,
          invoiceDescription: 'Horno de rodillos Sacmi, 2015',
        },
      })
    ).json().data.lot;
    const read = (await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot;
    expect(read.invoiceDescription).toBe('Horno de rodillos Sacmi, 2015');
    await admin.put(`/api/admin/lots/${lot.id}`, {
      lot: { title: 'Horno de rodillos', price: 500_000, invoiceDescription: read.invoiceDescription },
    });
    expect((await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot.invoiceDescription).toBe(
      'Horno de rodillos Sacmi, 2015',
    );
  });
});
