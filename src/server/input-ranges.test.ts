import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../test/factories.ts';
import { createClient } from '../../test/http.ts';
import { hashPassword } from './lib/password.ts';

/**
 * Numbers past what an `integer` column holds used to reach PostgreSQL and come back as 500s (issue:
 * hardening, item 3). They are refused at the edge with a Spanish 400 that names the field.
 */
let ctx: TTestContext;
let bidder: ReturnType<typeof createClient>;
let lotId: number;
const huge = 2 ** 31;

beforeAll(async () => {
  ctx = await createTestApp();
  const auction = await createAuction(ctx.db, { acceptOffers: true });
  lotId = (await createLot(ctx.db, auction, { price: 10_000 })).id;
  const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-de-rangos') });
  await createSubscription(ctx.db, auction, user);
  bidder = createClient(ctx.app);
  await bidder.login(user.email, 'clave-de-rangos');
});
afterAll(() => ctx.close());

describe('numbers beyond an integer column', () => {
  it.each([
    `/api/frontend/lots/${huge}`,
    `/api/frontend/lots/${huge}/bids`,
    `/api/frontend/auctions/${huge}`,
    `/api/frontend/auctions/${Number.MAX_SAFE_INTEGER}/live`,
    `/api/frontend/search?q=torno&minPrice=${huge * 1000}`,
    `/api/frontend/search?q=torno&maxPrice=${huge}`,
  ])('GET %s answers 400 in Spanish, not 500', async (url) => {
    const response = await bidder.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });

  it('refuses a bid or its maximum beyond the column, naming the field', async () => {
    const bid = await bidder.post(`/api/frontend/auth/lots/${lotId}/bid`, { bid: { amount: huge } });
    expect(bid.statusCode).toBe(400);
    expect(bid.json().error.fields['bid.amount']).toMatch(/demasiado grande/);
    const maximum = await bidder.post(`/api/frontend/auth/lots/${lotId}/bid`, {
      bid: { amount: 10_000, maxAmount: huge },
    });
    expect(maximum.json().error.fields['bid.maxAmount']).toMatch(/demasiado grande/);
    const onHugeLot = await bidder.post(`/api/frontend/auth/lots/${huge}/bid`, { bid: { amount: 10_000 } });
    expect(onHugeLot.statusCode).toBe(400);
  });
});

describe('guards decide on the route matched, not on how the address is spelt', () => {
  it('refuses a login posted to an encoded /api path without the XSRF token', async () => {
    const email = `codificada.${Date.now()}@example.com`;
    await createUser(ctx.db, { email, passwordHash: await hashPassword('clave-de-rangos') });
    const visitor = createClient(ctx.app);
    const response = await visitor.request({
      method: 'POST',
      url: '/%61pi/login',
      body: { email, password: 'clave-de-rangos', remember: false },
      headers: { 'x-xsrf-token': '' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF');
  });
});
