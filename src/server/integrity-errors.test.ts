import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../test/app.ts';
import { createAuction, createLot, createUser } from '../../test/factories.ts';
import { createClient } from '../../test/http.ts';
import { hashPassword } from './lib/password.ts';

/** Hardening, item 3: what the database refuses comes back as a Spanish 4xx, never a 500. */
let ctx: TTestContext;
let passwordHash: string;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-de-integridad');
});
afterAll(() => ctx.close());

const loggedIn = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(ctx.db, { passwordHash, ...overrides });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-de-integridad');
  return { user, client };
};

describe('integrity violations', () => {
  it('an unknown country in my data is a 400 naming the field', async () => {
    const { client } = await loggedIn();
    const me = (await client.get('/api/auth/user')).json().data.user;
    const response = await client.put('/api/frontend/auth/user', {
      user: {
        firstname: me.firstname,
        lastname: me.lastname,
        phone1: '+34612345678',
        isCompany: false,
        vatIdType: 'passport',
        vatId: 'X1234567',
        address: 'Calle Mayor 1',
        city: 'Lyon',
        postalCode: '69001',
        countryId: 99_999,
        provinceId: null,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.countryId).toBeTruthy();
  });

  it('deleting a user without bids or purchases takes their offers with them (docs/product.md#accounts)', async () => {
    const { client } = await loggedIn({ isAdmin: true });
    const buyer = await createUser(ctx.db);
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    await ctx.db.insert(offers).values({ lotId: lot.id, userId: buyer.id, amount: 1_000 });
    const response = await client.delete(`/api/admin/users/${buyer.id}`);
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.select().from(offers).where(eq(offers.userId, buyer.id))).toEqual([]);
  });
});
