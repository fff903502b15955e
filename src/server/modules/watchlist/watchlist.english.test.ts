import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the watchlist on an English page', () => {
  it('refuses an invalid id, and a lot or an auction that does not exist, in English', async () => {
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-pujador') });
    const client = createClient(ctx.app, { language: 'en' });
    await client.login(user.email, 'clave-del-pujador');
    const badId = await client.put('/api/frontend/auth/watchlist/lots/abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toEqual({ id: 'Invalid identifier.' });
    const lot = await client.put('/api/frontend/auth/watchlist/lots/2147483000');
    expect(lot.statusCode).toBe(404);
    expect(lot.json().error.message).toBe('The lot does not exist.');
    const auction = await client.put('/api/frontend/auth/watchlist/auctions/2147483000');
    expect(auction.json().error.message).toBe('The auction does not exist.');
  });
});
