import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '@/server/lib/conditional-get.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createBid, createLot, createUser } from '../../../test/factories.ts';
import { createClient } from '../../../test/http.ts';
import { hashPassword } from '../lib/password.ts';

let ctx: TTestContext;
let lotUrl: string;
let lot: Awaited<ReturnType<typeof createLot>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const auction = await createAuction(ctx.db);
  // Enough lots for a body above the compression threshold.
  for (let order = 1; order <= 8; order++) {
    const created = await createLot(ctx.db, auction, { order, description: 'Torno paralelo '.repeat(20) });
    lot ??= created;
  }
  lotUrl = `/api/frontend/lots/${lot.id}`;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('conditional GETs', () => {
  it('tags a public answer weakly, tells caches to revalidate and answers 304 to the same tag', async () => {
    const first = await get(lotUrl);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(lotUrl, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // A list of tags, the strong form of the same tag and `*` all match.
    expect((await get(lotUrl, { 'if-none-match': `W/"otra", ${tag}` })).statusCode).toBe(304);
    expect((await get(lotUrl, { 'if-none-match': tag.slice(2) })).statusCode).toBe(304);
    expect((await get(lotUrl, { 'if-none-match': '*' })).statusCode).toBe(304);
    expect((await get(lotUrl, { 'if-none-match': 'W/"otra"' })).statusCode).toBe(200);
  });

  it('gives a new tag once a bid changes the lot', async () => {
    const tag = (await get(lotUrl)).headers.etag as string;
    await createBid(ctx.db, lot, await createUser(ctx.db), lot.price + 5_000);
    // The factory writes behind the server's back, with no live event: tell the cache as a bid's would.
    ctx.app.answers.forgetAuction(lot.auctionId);
    const changed = await get(lotUrl, { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('keeps the tag whatever the compression, since it hashes the JSON', async () => {
    const url = `/api/frontend/auctions/${lot.auctionId}`;
    const plain = await get(url);
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag! });
    expect(revalidated.statusCode).toBe(304);
  });

  it('never turns an error or a write into a 304', async () => {
    const missing = await get('/api/frontend/lots/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect((await get('/api/frontend/lots/999999', { 'if-none-match': '*' })).statusCode).toBe(404);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/frontend/auth/signup',
      headers: { 'if-none-match': '*' },
      payload: {},
    });
    expect(write.statusCode).not.toBe(304);
    expect(write.headers.etag).toBeUndefined();
  });

  it('keeps answers to a logged-in user out of shared caches', async () => {
    const admin = createClient(ctx.app);
    await createUser(ctx.db, {
      email: 'etag-admin@lonja.local',
      passwordHash: await hashPassword('clave-de-etag-1'),
      isAdmin: true,
    });
    await admin.login('etag-admin@lonja.local', 'clave-de-etag-1');
    const users = await admin.get('/api/admin/users?page=1');
    expect(users.statusCode).toBe(200);
    expect(users.headers['cache-control']).toBe('private, no-cache');
    const tag = users.headers.etag as string;
    expect(
      (await admin.request({ url: '/api/admin/users?page=1', headers: { 'if-none-match': tag } })).statusCode,
    ).toBe(304);
    // A public answer asked with a session (the bid history shows the visitor's own bids as "Tú").
    expect((await admin.get(`${lotUrl}/bids`)).headers['cache-control']).toBe('private, no-cache');
  });

  it('leaves a route’s own Cache-Control alone', async () => {
    const provinces = await get('/api/frontend/provinces');
    expect(provinces.headers['cache-control']).toBe('public, max-age=3600');
    expect(provinces.headers.etag).toMatch(/^W\//);
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly and ignores what is not a tag', () => {
    expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch('"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch(' W/"b" ,W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"ab"', 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch('', 'W/"a"')).toBe(false);
  });
});
