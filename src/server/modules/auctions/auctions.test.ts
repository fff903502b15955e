import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAuctionDetailResponse,
  TAuctionListResponse,
  TOpenAuctionsResponse,
} from '@/common/schemas/auctions.ts';
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

const day = 86_400_000;
let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/frontend/auctions/{id}', () => {
  it('returns the auction with its published lots in order, current prices and next minimum bids', async () => {
    const auction = await createAuction(ctx.db, {
      title: 'Liquidación Talleres Ebro',
      caution: 50_000,
      lotInterval: 2,
    });
    await createImage(ctx.db, { auctionId: auction.id });
    await createMetadataEntry(
      ctx.db,
      { auctionId: auction.id },
      { name: 'Juzgado', priority: 1 },
      'Mercantil nº 3 de Valencia',
    );
    const second = await createLot(ctx.db, auction, { order: 2, price: 50_000 });
    const first = await createLot(ctx.db, auction, { order: 1, price: 100_000 });
    await createLot(ctx.db, auction, { order: 3, published: false });
    await createSublot(ctx.db, first);
    const bidder = await createUser(ctx.db);
    await createBid(ctx.db, first, bidder, 120_000);

    const response = await ctx.app.inject({ method: 'GET', url: `/api/frontend/auctions/${auction.id}` });

    expect(response.statusCode).toBe(200);
    const { data } = response.json<TAuctionDetailResponse>();
    expect(data.auction).toMatchObject({
      id: auction.id,
      title: 'Liquidación Talleres Ebro',
      caution: 50_000,
      lotQuantity: 2,
      lotInterval: 2,
      status: 'open',
      published: true,
    });
    expect(data.auction.images).toHaveLength(1);
    expect(data.auction.images[0]?.thumb).toMatch(/thumb\.webp$/);
    expect(data.auction.metadata).toEqual([
      expect.objectContaining({ metadataFieldName: 'Juzgado', value: 'Mercantil nº 3 de Valencia' }),
    ]);
    expect(data.lots.map((lot) => lot.id)).toEqual([first.id, second.id]);
    // 1.200 € falls in the range from 1.000 € whose increment is 100 € in the reference bid ranges.
    expect(data.lots[0]).toMatchObject({
      maxBid: 120_000,
      bidsCount: 1,
      minimumBid: 130_000,
      sublotsCount: 1,
    });
    expect(data.lots[1]).toMatchObject({ maxBid: null, bidsCount: 0, minimumBid: 50_000 });
    expect(new Date(data.lots[1]!.endDate).getTime() - new Date(data.lots[0]!.endDate).getTime()).toBe(
      2 * 60_000,
    );
    expect(data.auction.lastLotEndDate).toBe(data.lots[1]!.endDate);
  });

  it('hides unpublished auctions', async () => {
    const draft = await createAuction(ctx.db, { published: false });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/frontend/auctions/${draft.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'La subasta no existe o no está publicada.' },
    });
  });

  it('answers a Spanish validation error for an id that is not a number', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/frontend/auctions/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      message: 'Hay datos no válidos en la ruta.',
    });
    expect(response.json().error.fields.id).toBeTruthy();
  });
});

describe('GET /api/frontend/auctions/open and /open/resume', () => {
  it('lists running and upcoming published auctions with lot counts, never closed or drafts', async () => {
    const running = await createAuction(ctx.db, { title: 'En curso' });
    await createLot(ctx.db, running);
    await createLot(ctx.db, running, { order: 2 });
    const upcoming = await createAuction(ctx.db, {
      title: 'Próxima',
      startDate: new Date(Date.now() + 3 * day),
      endDate: new Date(Date.now() + 9 * day),
    });
    const closed = await createAuction(ctx.db, { status: 'closed' });
    const draft = await createAuction(ctx.db, { published: false });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/frontend/auctions/open' });
    const body = response.json<TOpenAuctionsResponse>();
    const ids = body.data.auctions.map((auction) => auction.id);
    expect(ids).toEqual(expect.arrayContaining([running.id, upcoming.id]));
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(draft.id);
    expect(body.metadata.lotQuantity[String(running.id)]).toBe(2);
    expect(body.metadata.lotQuantity[String(upcoming.id)]).toBe(0);

    const resume = await ctx.app.inject({ method: 'GET', url: '/api/frontend/auctions/open/resume' });
    expect(resume.json().data.auctions).toContainEqual({
      id: running.id,
      title: 'En curso',
      slug: running.slug,
      startDate: running.startDate.toISOString(),
      endDate: running.endDate.toISOString(),
      lotQuantity: 2,
    });
  });
});

describe('GET /api/frontend/auctions/published', () => {
  it('paginates, filters by status and search, and orders', async () => {
    const tag = `zafiro${Date.now()}`;
    for (let i = 1; i <= 3; i++) {
      await createAuction(ctx.db, {
        title: `Subasta ${tag} ${i}`,
        startDate: new Date(Date.now() - i * day),
      });
    }
    await createAuction(ctx.db, { title: `Subasta ${tag} cerrada`, status: 'closed' });

    const query = (params: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/frontend/auctions/published', query: params });

    const page1 = (
      await query({
        limit: '2',
        filter: JSON.stringify({ search: tag, status: 'running' }),
        order: JSON.stringify({ field: 'startDate', direction: 'desc' }),
      })
    ).json<TAuctionListResponse>();
    expect(page1.metadata).toEqual({ total: 3, page: 1, limit: 2 });
    expect(page1.data.auctions.map((a) => a.title)).toEqual([`Subasta ${tag} 1`, `Subasta ${tag} 2`]);

    const page2 = (
      await query({
        page: '2',
        limit: '2',
        filter: JSON.stringify({ search: tag, status: 'running' }),
        order: JSON.stringify({ field: 'startDate', direction: 'desc' }),
      })
    ).json<TAuctionListResponse>();
    expect(page2.data.auctions.map((a) => a.title)).toEqual([`Subasta ${tag} 3`]);

    const closed = (
      await query({ filter: JSON.stringify({ search: tag, status: 'closed' }) })
    ).json<TAuctionListResponse>();
    expect(closed.data.auctions.map((a) => a.title)).toEqual([`Subasta ${tag} cerrada`]);
  });

  it('rejects a filter that is not JSON with a Spanish message naming it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/frontend/auctions/published?filter=%7Bnope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ filter: 'No es un JSON válido' });
  });

  it('rejects a limit over 100', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/frontend/auctions/published?limit=500',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['limit']);
  });
});

describe('conditional requests', () => {
  it('answers 304 without a body while the auction is unchanged, and a new ETag once a bid changes it', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const url = `/api/frontend/auctions/${auction.id}`;
    const first = await ctx.app.inject({ method: 'GET', url });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createBid(ctx.db, lot, await createUser(ctx.db), 12_000);
    // The factory writes behind the server's back, with no live event: tell the cache as a bid's would.
    ctx.app.answers.forgetAuction(auction.id);
    const changed = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });
});
