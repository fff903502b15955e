import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLotDetailResponse } from '@/common/schemas/auctions.ts';
import type { TLotBidsResponse } from '@/common/schemas/bids.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import {
  createAuction,
  createBid,
  createImage,
  createLot,
  createMetadataEntry,
  createSublot,
  createUser,
} from '../../../../test/factories.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/frontend/lots/{id}', () => {
  it('returns the lot with sublots, images in five sizes, metadata by priority and its auction', async () => {
    const auction = await createAuction(ctx.db, { title: 'Subasta de vehículos' });
    const lot = await createLot(ctx.db, auction, {
      title: 'Furgoneta Renault Master',
      price: 650_000,
      originalPrice: 900_000,
      hasDownprice: true,
    });
    await createImage(ctx.db, { lotId: lot.id }, 1);
    const cover = await createImage(ctx.db, { lotId: lot.id }, 0);
    await createMetadataEntry(ctx.db, { lotId: lot.id }, { name: 'Kilómetros', priority: 20 }, '182.000');
    await createMetadataEntry(ctx.db, { lotId: lot.id }, { name: 'Matrícula', priority: 10 }, '1234 KLM');
    const sublot = await createSublot(ctx.db, lot, { title: 'Baca portaequipajes', quantity: 2 });
    await createImage(ctx.db, { sublotId: sublot.id });

    const response = await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${lot.id}` });

    expect(response.statusCode).toBe(200);
    const { data } = response.json<TLotDetailResponse>();
    expect(data.lot).toMatchObject({
      id: lot.id,
      title: 'Furgoneta Renault Master',
      price: 650_000,
      originalPrice: 900_000,
      hasDownprice: true,
      minimumBid: 650_000,
      startDate: auction.startDate.toISOString(),
      endDate: lot.endDate.toISOString(),
    });
    expect(data.lot.images[0]?.id).toBe(cover.id);
    expect(Object.keys(data.lot.images[0]!)).toEqual(
      expect.arrayContaining(['thumb', 'small', 'default', 'big', 'large']),
    );
    expect(data.lot.metadata.map((entry) => entry.metadataFieldName)).toEqual(['Matrícula', 'Kilómetros']);
    expect(data.lot.sublots).toEqual([
      expect.objectContaining({ title: 'Baca portaequipajes', quantity: 2, images: [expect.any(Object)] }),
    ]);
    expect(data.auction).toMatchObject({ id: auction.id, title: 'Subasta de vehículos', lotQuantity: 1 });
  });

  it('names the previous and next published lots in the auction’s order, and the auction’s map, video and payment deadline', async () => {
    const auction = await createAuction(ctx.db, {
      lat: 40.4168,
      lng: -3.7038,
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      lastPaymentDate: new Date('2030-01-15T12:00:00Z'),
    });
    const first = await createLot(ctx.db, auction, { order: 1, title: 'Prensa hidráulica' });
    await createLot(ctx.db, auction, { order: 2, title: 'Borrador', published: false });
    const middle = await createLot(ctx.db, auction, { order: 3, title: 'Torno' });
    const last = await createLot(ctx.db, auction, { order: 4, title: 'Fresadora' });
    await createLot(ctx.db, await createAuction(ctx.db), { order: 2, title: 'De otra subasta' });

    const read = async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${id}` })).json<TLotDetailResponse>()
        .data;

    const middleData = await read(middle.id);
    expect(middleData.previous).toEqual({ id: first.id, order: 1, title: 'Prensa hidráulica' });
    expect(middleData.next).toEqual({ id: last.id, order: 4, title: 'Fresadora' });
    expect(middleData.auction).toMatchObject({
      lotQuantity: 3,
      location: { lat: 40.4168, lng: -3.7038 },
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      lastPaymentDate: '2030-01-15T12:00:00.000Z',
    });
    expect((await read(first.id)).previous).toBeNull();
    expect((await read(last.id)).next).toBeNull();
  });

  it('is not found when the lot or its auction is unpublished', async () => {
    const draftAuction = await createAuction(ctx.db, { published: false });
    const hiddenByAuction = await createLot(ctx.db, draftAuction);
    const auction = await createAuction(ctx.db);
    const hiddenLot = await createLot(ctx.db, auction, { published: false });
    for (const id of [hiddenByAuction.id, hiddenLot.id, 99_999_999]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('El lote no existe o no está publicado.');
    }
  });
});

describe('GET /api/frontend/lots/{id}/bids', () => {
  it('lists bids highest first with per-lot pseudonyms and never a name', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const ana = await createUser(ctx.db, { firstname: 'Ana' });
    const blas = await createUser(ctx.db, { firstname: 'Blas' });
    await createBid(ctx.db, lot, ana, 10_000);
    await createBid(ctx.db, lot, blas, 11_000);
    await createBid(ctx.db, lot, ana, 12_000, { isAuto: true });

    const response = await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${lot.id}/bids` });

    const body = response.json<TLotBidsResponse>();
    expect(body.metadata.total).toBe(3);
    expect(body.data.bids.map(({ amount, bidder, isAuto }) => ({ amount, bidder, isAuto }))).toEqual([
      { amount: 12_000, bidder: 'Pujador 1', isAuto: true },
      { amount: 11_000, bidder: 'Pujador 2', isAuto: false },
      { amount: 10_000, bidder: 'Pujador 1', isAuto: false },
    ]);
    expect(response.body).not.toContain('Ana');
    expect(response.body).not.toContain(ana.email);
  });
});

describe('descriptions in Markdown', () => {
  it('renders Markdown and never passes raw HTML through', async () => {
    const auction = await createAuction(ctx.db, {
      description: 'Visitas **con cita**.\n\n- Nave 1\n- Nave 2',
    });
    const lot = await createLot(ctx.db, auction, {
      description: 'Estado <script>alert(1)</script> [ficha](https://example.com)',
    });
    const lotBody = (await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${lot.id}` })).json().data
      .lot;
    expect(lotBody.descriptionHtml).toContain('&lt;script&gt;');
    expect(lotBody.descriptionHtml).not.toContain('<script>');
    expect(lotBody.descriptionHtml).toContain('<a href="https://example.com">ficha</a>');
    const auctionBody = (
      await ctx.app.inject({ method: 'GET', url: `/api/frontend/auctions/${auction.id}` })
    ).json().data.auction;
    expect(auctionBody.descriptionHtml).toContain('<strong>con cita</strong>');
    expect(auctionBody.descriptionHtml).toContain('<li>Nave 1</li>');
  });
});

describe('GET /api/frontend/lots/closing-soon', () => {
  it('lists the open lots of running auctions that end first', async () => {
    const auction = await createAuction(ctx.db, { title: 'Cierre inminente' });
    const soon = await createLot(ctx.db, auction, {
      title: 'Termina ya',
      endDate: new Date(Date.now() + 60_000),
    });
    await createLot(ctx.db, auction, { order: 2, title: 'Terminó', endDate: new Date(Date.now() - 60_000) });
    const upcoming = await createAuction(ctx.db, { startDate: new Date(Date.now() + 86_400_000) });
    await createLot(ctx.db, upcoming, { title: 'Aún no empieza', endDate: new Date(Date.now() + 30_000) });
    const { lots } = (
      await ctx.app.inject({ method: 'GET', url: '/api/frontend/lots/closing-soon?limit=24' })
    ).json().data;
    expect(lots[0]).toMatchObject({ id: soon.id, auctionTitle: 'Cierre inminente' });
    expect(lots.map((lot: { title: string }) => lot.title)).not.toContain('Terminó');
    expect(lots.map((lot: { title: string }) => lot.title)).not.toContain('Aún no empieza');
  });
});

describe('who leads, in public', () => {
  it('is a pseudonym in lot and auction answers, never a user id (hardening, item 5)', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const ana = await createUser(ctx.db);
    const blas = await createUser(ctx.db);
    await createBid(ctx.db, lot, ana, 10_000);
    await createBid(ctx.db, lot, blas, 12_000);
    const lotAnswer = await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${lot.id}` });
    const auctionAnswer = await ctx.app.inject({
      method: 'GET',
      url: `/api/frontend/auctions/${auction.id}`,
    });
    expect(lotAnswer.json().data.lot.leader).toBe('Pujador 2');
    expect(auctionAnswer.json().data.lots[0].leader).toBe('Pujador 2');
    for (const body of [lotAnswer.body, auctionAnswer.body]) expect(body).not.toMatch(/maxBidderId|leaderId/);
  });
});
