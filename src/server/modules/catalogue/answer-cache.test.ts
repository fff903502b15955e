import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createLot } from '../../../../test/factories.ts';
import { createAdminClient, createBidderClients } from '../../../../test/http.ts';
import { startTwoInstances, type TTwoInstances } from '../../../../test/two-instances.ts';
import { createWebBuild } from '../../../../test/web-build.ts';

/**
 * Issue #17: the auction and lot answers (JSON, gzip, Brotli, 304s) and their server-rendered pages are
 * kept per record on each instance. A bid acknowledged by one instance must be in every one of them when
 * read from another right after: on PostgreSQL each instance has its own pool and LISTEN connection, as
 * separate processes would, and the reads go over real sockets.
 */
let instances: TTwoInstances;
let first: TTwoInstances['first'];
let build: Awaited<ReturnType<typeof createWebBuild>>;
let secondUrl: string;

/** The data the server rendered the page with, as the browser reads it. */
const stateOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="lonja-state">(.*?)<\/script>/s)![1]!) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };

beforeAll(async () => {
  const indexHtml = (await readFile(resolve('src/web/index.html'), 'utf8')).replace(
    /<script type="module" src="\/main.tsx"><\/script>/,
    '',
  );
  build = await createWebBuild({ indexHtml });
  // Pages kept for a minute: only a change to their record may renew them.
  const env = { WEB_DIST_DIR: build.webDir, PAGE_CACHE_MS: '60000' };
  instances = await startTwoInstances(env);
  ({ first, secondUrl } = instances);
});
afterAll(async () => {
  await instances.close();
  await build.remove();
});

type TLotAnswer = { data: { lot: { maxBid: number | null; bidsCount: number } } };
type TAuctionAnswer = { data: { lots: { id: number; maxBid: number | null }[] } };

/** Every cached representation of the auction and its lot, read from the second instance at once. */
const readEverything = async (auctionId: number, lotId: number, tags: Record<string, string>) => {
  const get = (path: string, headers: Record<string, string>) =>
    fetch(`${secondUrl}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const auctionPath = `/api/frontend/auctions/${auctionId}`;
  const lotPath = `/api/frontend/lots/${lotId}`;
  const responses = await Promise.all([
    get(auctionPath, {}),
    get(auctionPath, { 'accept-encoding': 'gzip' }),
    get(auctionPath, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
    get(auctionPath, tags.auction ? { 'if-none-match': tags.auction } : {}),
    get(lotPath, {}),
    get(lotPath, { 'accept-encoding': 'gzip' }),
    get(lotPath, { 'accept-encoding': 'br' }),
    get(lotPath, tags.lot ? { 'if-none-match': tags.lot } : {}),
    get(`/subastas/${auctionId}/${lotId}`, { 'accept-encoding': 'br' }),
    get(`/subastas/${auctionId}`, { 'accept-encoding': 'gzip' }),
  ]);
  const [
    auctionPlain,
    auctionGzip,
    auctionBr,
    auctionAgain,
    lotPlain,
    lotGzip,
    lotBr,
    lotAgain,
    lotPage,
    auctionPage,
  ] = responses;
  expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
  expect(auctionGzip!.headers.get('content-encoding')).toBe('gzip');
  expect(auctionBr!.headers.get('content-encoding')).toBe('br');
  expect(lotBr!.headers.get('content-encoding')).toBe('br');
  expect(lotPage!.headers.get('content-encoding')).toBe('br');
  expect(auctionPlain!.headers.get('vary')).toMatch(/accept-encoding/i);
  // fetch decompresses: each body is read as the JSON or HTML it stands for.
  const auctionMaxBids = await Promise.all(
    [auctionPlain, auctionGzip, auctionBr, auctionAgain].map(async (response) => {
      const answer = (await response!.json()) as TAuctionAnswer;
      return answer.data.lots.find((lot) => lot.id === lotId)!.maxBid;
    }),
  );
  const lotMaxBids = await Promise.all(
    [lotPlain, lotGzip, lotBr, lotAgain].map(
      async (response) => ((await response!.json()) as TLotAnswer).data.lot.maxBid,
    ),
  );
  const pageMaxBids = await Promise.all(
    [lotPage, auctionPage].map(async (response) => {
      const { queries } = stateOf(await response!.text());
      const { data } = queries.queries[0]!.state.data as TLotAnswer | TAuctionAnswer;
      return 'lot' in data ? data.lot.maxBid : data.lots.find((lot) => lot.id === lotId)!.maxBid;
    }),
  );
  return {
    maxBids: [...auctionMaxBids, ...lotMaxBids, ...pageMaxBids],
    tags: { auction: auctionPlain!.headers.get('etag')!, lot: lotPlain!.headers.get('etag')! },
  };
};

describe('cached auction and lot answers on two instances', () => {
  it('never shows, from the other instance, a price older than a bid just acknowledged', async () => {
    const auction = await createAuction(first.db);
    // Described at length, so every answer is worth compressing.
    const description = 'Fresadora universal con cabezal vertical y divisor. '.repeat(40);
    const lot = await createLot(first.db, auction, { price: 10_000, description });
    await createLot(first.db, auction, { price: 20_000 });
    const bidders = await createBidderClients(first, auction, 2);
    // Everything read once, so the second instance holds each representation when the bids come.
    let { maxBids, tags } = await readEverything(auction.id, lot.id, {});
    expect(new Set(maxBids)).toEqual(new Set([null]));
    // An unchanged answer revalidates with no body.
    const unchanged = await fetch(`${secondUrl}/api/frontend/lots/${lot.id}`, {
      headers: { 'if-none-match': tags.lot },
    });
    expect(unchanged.status).toBe(304);

    for (const [index, amount] of [10_000, 12_500, 15_000, 17_500, 20_000, 22_500].entries()) {
      const bid = await bidders[index % 2]!.post(`/api/frontend/auth/lots/${lot.id}/bid`, {
        bid: { amount },
      });
      expect(bid.statusCode).toBe(200);
      const before = tags;
      ({ maxBids, tags } = await readEverything(auction.id, lot.id, before));
      expect(maxBids).toEqual(Array(maxBids.length).fill(amount));
      expect(tags.auction).not.toBe(before.auction);
      expect(tags.lot).not.toBe(before.lot);
    }
  });

  it('forgets on every instance what an admin edits', async () => {
    const auction = await createAuction(first.db);
    const lot = await createLot(first.db, auction);
    const other = await createLot(first.db, auction);
    const order = async () => {
      const response = await fetch(`${secondUrl}/api/frontend/lots/${lot.id}`);
      return ((await response.json()) as { data: { lot: { order: number } } }).data.lot.order;
    };
    const before = await order();
    const admin = await createAdminClient(first);
    const reorder = await admin.put(`/api/admin/auctions/${auction.id}/lots/order`, {
      ids: [other.id, lot.id],
    });
    expect(reorder.statusCode).toBe(204);
    expect(await order()).not.toBe(before);
  });
});
