import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

/** Hardening, item 2: an admin's deactivation or ban takes effect at once, and only an admin undoes it. */
let ctx: TTestContext;
let clerk: ReturnType<typeof createClient>;
let passwordHash: string;
const profile = { phone1: '+34612345678', address: 'Calle Mayor 1', city: 'Valencia', vatId: '12345678Z' };

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-de-la-cuenta');
  const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
  clerk = createClient(ctx.app);
  await clerk.login(admin.email, 'clave-de-la-cuenta');
});
afterAll(() => ctx.close());

const loggedInUser = async () => {
  const user = await createUser(ctx.db, { passwordHash, ...profile });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-de-la-cuenta');
  expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  return { user, client };
};

describe('an admin shutting an account', () => {
  it('deactivated: the open session ends at once, and neither activation links nor recovery undo it', async () => {
    const { user, client } = await loggedInUser();
    expect((await clerk.put(`/api/admin/users/${user.id}`, { user: { isActive: false } })).statusCode).toBe(
      200,
    );
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);

    const visitor = createClient(ctx.app);
    await visitor.get('/api/sanctum/csrf-cookie');
    await visitor.post('/api/frontend/auth/activation/resend', { email: user.email });
    await ctx.app.jobs.drain();
    const sent = (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
      (job) => (job.payload as { to: string }).to === user.email,
    );
    expect(sent).toEqual([]);

    const login = await visitor.post('/api/login', {
      email: user.email,
      password: 'clave-de-la-cuenta',
      remember: false,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toMatch(/ha desactivado tu cuenta/);

    expect((await clerk.put(`/api/admin/users/${user.id}`, { user: { isActive: true } })).statusCode).toBe(
      200,
    );
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deactivatedOn).toBeNull();
    expect(
      (
        await visitor.post('/api/login', {
          email: user.email,
          password: 'clave-de-la-cuenta',
          remember: false,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('banned: at once, every request of the open session says the account is blocked, a bid included', async () => {
    const { user, client } = await loggedInUser();
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    await createSubscription(ctx.db, auction, user);
    let amount = 100_000;
    const bid = () => {
      amount += 50_000;
      return client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount } });
    };
    expect((await bid()).statusCode).toBe(200);

    await clerk.put(`/api/admin/users/${user.id}`, { user: { isBanned: true } });
    // Every instance hears of the ban as it commits (db/changes.ts); this one, before the next request.
    await ctx.database.fence();
    const blocked = {
      code: 'ACCOUNT_BANNED',
      message: 'Tu cuenta está bloqueada. Si crees que es un error, contacta con nosotros.',
    };
    for (const response of [
      await bid(),
      await client.get('/api/auth/user'),
      await client.put('/api/frontend/auth/user', { user: { city: 'Alzira' } }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject(blocked);
    }
    // Logging out still works, and a new login is told the same.
    expect((await client.post('/api/frontend/auth/logout')).statusCode).toBe(204);
    const login = await client.login(user.email, 'clave-de-la-cuenta');
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({ code: 'ACCOUNT_BANNED' });
  });
});
