import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
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

  it('banned: the open session ends at once', async () => {
    const { user, client } = await loggedInUser();
    await clerk.put(`/api/admin/users/${user.id}`, { user: { isBanned: true } });
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });
});
