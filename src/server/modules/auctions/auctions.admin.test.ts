import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionEvents, lots } from '@/server/db/schema/index.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createBid, createLot, createUser } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx);
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

    // An issuer's tax id is checked and its address required: every invoice must carry both.
    const incomplete = await admin.put(`/api/admin/auctions/${auction.id}/invoicingData`, {
      invoicingData: { issuerName: 'Administración concursal', issuerVatId: 'B12345675' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.fields).toMatchObject({
      'invoicingData.issuerVatId': 'El NIF del emisor no es válido: revisa la letra o el dígito de control.',
      'invoicingData.issuerAddress': expect.stringMatching(/^Escribe la dirección del emisor/),
    });
    const invoicing = await admin.put(`/api/admin/auctions/${auction.id}/invoicingData`, {
      invoicingData: {
        issuerName: 'Administración concursal',
        issuerVatId: 'B12345674',
        issuerAddress: 'Calle Mayor 1, 28013 Madrid',
        invoiceSeries: 'CONCURSO-FORJAS-2026',
      },
    });
    expect(invoicing.statusCode).toBe(200);
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
      'No se puede eliminar: la subasta tiene 1 puja. Puedes despublicarla o cerrarla.',
    );

    const empty = await createAuction(ctx.db, { title: 'Borrador vacío', published: false });
    const drafts = (
      await admin.get(
        `/api/admin/auctions?filter=${encodeURIComponent(JSON.stringify({ published: false, search: 'Borrador vacío' }))}`,
      )
    ).json();
    expect(drafts.data.auctions).toEqual([expect.objectContaining({ id: empty.id, published: false })]);
    await ctx.db.transaction((tx) =>
      recordLiveEvent(tx, {
        auctionId: empty.id,
        type: 'auction-closed',
        payload: { auctionId: empty.id },
      }),
    );
    expect((await admin.delete(`/api/admin/auctions/${empty.id}`)).statusCode).toBe(204);
    // Its live events go with it (they have no foreign key: drizzle/0027).
    expect(await ctx.db.select().from(auctionEvents).where(eq(auctionEvents.auctionId, empty.id))).toEqual(
      [],
    );
  });
});

describe('the lots of an auction in the back office', () => {
  it('names the drafts, so the clerk sees which lots to publish in bulk', async () => {
    const auction = await createAuction(ctx.db, { published: false });
    const shown = await createLot(ctx.db, auction, { order: 1, published: true });
    const drafts = [
      await createLot(ctx.db, auction, { order: 2, published: false }),
      await createLot(ctx.db, auction, { order: 3, published: false }),
    ];
    const before = (await admin.get(`/api/admin/auctions/${auction.id}`)).json().data;
    expect(before.lots.map((lot: { id: number }) => lot.id)).toEqual([
      shown.id,
      ...drafts.map((lot) => lot.id),
    ]);
    expect([...before.draftLotIds].sort()).toEqual(drafts.map((lot) => lot.id).sort());
    const published = await admin.post('/api/admin/lots/bulk-publish', {
      ids: drafts.map((lot) => lot.id),
      published: true,
    });
    expect(published.json().data.done).toBe(2);
    expect((await admin.get(`/api/admin/auctions/${auction.id}`)).json().data.draftLotIds).toEqual([]);
  });
});

describe('what the sale is invoiced as', () => {
  it('keeps the goods’ IVA per auction (21, 10, exempt) and each lot’s invoice description through the admin forms', async () => {
    for (const goodsVatPercent of [21, 10, null]) {
      // Without a rate the goods are exempt, citing the exact provision (docs/after-the-hammer.md).
      const treatment = goodsVatPercent === null ? { taxTreatment: 'exempt', taxProvision: '20.1.22' } : {};
      const created = await admin.post('/api/admin/auctions', {
        auction: { ...input, goodsVatPercent, ...treatment },
      });
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

describe('closing and results', () => {
  it('closes an auction only when every lot has closed, and reports its results', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const winner = await createUser(ctx.db, { firstname: 'Rosa', lastname: 'Llopis' });
    await createBid(ctx.db, lot, winner, 15_000);
    const early = await admin.post(`/api/admin/auctions/${auction.id}/close`);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(
      'Aún hay 1 lote abierto: la subasta se cierra cuando terminan todos.',
    );

    await ctx.db
      .update(lots)
      .set({ endDate: new Date(Date.now() - 1) })
      .where(eq(lots.id, lot.id));
    await closeDueLots({ db: ctx.db });
    expect((await admin.post(`/api/admin/auctions/${auction.id}/close`)).json().data.auction.status).toBe(
      'closed',
    );
    const results = (await admin.get(`/api/admin/auctions/${auction.id}/results`)).json().data;
    expect(results.lots).toEqual([
      expect.objectContaining({ id: lot.id, maxBid: 15_000, sold: true, winnerId: winner.id }),
    ]);
    expect(results.users).toEqual([expect.objectContaining({ id: winner.id, fullName: 'Rosa Llopis' })]);
    expect(results.bids).toEqual([
      expect.objectContaining({ lotId: lot.id, amount: 15_000, userId: winner.id }),
    ]);
  });

  it('replaces an auction’s metadata, and exports the results as a CSV download', async () => {
    const auction = await createAuction(ctx.db);
    await createLot(ctx.db, auction, { title: 'Prensa' });
    const saved = await admin.put(`/api/admin/auctions/${auction.id}/metadata`, {
      entries: [{ name: 'Provincia', value: 'Castellón' }],
    });
    expect(saved.statusCode).toBe(204);
    const detail = (await admin.get(`/api/admin/auctions/${auction.id}`)).json().data;
    expect(detail.auction.metadata).toEqual([
      expect.objectContaining({ metadataFieldName: 'Provincia', value: 'Castellón' }),
    ]);
    expect(detail.audit[0]).toMatchObject({ action: 'metadata' });

    const csv = await admin.get(`/api/admin/auctions/${auction.id}/results.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Prensa');
  });
});
