import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, totpFactors, users } from '@/server/db/schema/index.ts';
import { ensureAdmin } from '@/server/db/seed/admin.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { isStepUpFresh, stepUpMs } from './second-factor.service.ts';
import { totpFor } from './totp.service.ts';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp({ STAFF_SECOND_FACTOR: 'on' });
});
afterAll(() => ctx.close());

const password = 'clave-segura-1';
const newUser = async (overrides: { isAdmin?: boolean } = {}) =>
  createUser(ctx.db, { passwordHash: await hashPassword(password), ...overrides });

/** The code an authenticator app shows, computed here with the same library; `steps` ahead of now. */
const codeFor = (secret: string, steps = 0) =>
  totpFor(secret).generate({ timestamp: Date.now() + steps * 30_000 });

const enrolledStaff = async () => {
  const user = await newUser({ isAdmin: true });
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  await ctx.db.insert(totpFactors).values({ userId: user.id, secret, confirmedAt: new Date() });
  return { user, secret };
};

const csvExport = '/api/admin/accounting/invoices.csv?from=2026-01-01&to=2026-01-31';
const bankAccount = {
  configData: {
    dataKey: 'bankAccount',
    dataValue: JSON.stringify({
      holder: 'Lonja SL',
      iban: 'ES9121000418450200051332',
      bank: 'Banco',
      bic: '',
    }),
  },
};

/** Moves the session's last proof of the second factor into the past, as if that much time had gone by. */
const ageSecondFactor = async (ms: number) =>
  ctx.db.update(sessions).set({ secondFactorAt: new Date(Date.now() - ms) });

describe('login with a second factor', () => {
  it('keeps the plain login of the API contract for a bidder without a second factor', async () => {
    const bidder = await newUser();
    const client = createClient(ctx.app);
    const response = await client.login(bidder.email, password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe(bidder.email);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('takes staff without a factor to enrolment before any admin route, then gives recovery codes once', async () => {
    const staff = await newUser({ isAdmin: true });
    const client = createClient(ctx.app);
    const login = await client.login(staff.email, password);
    expect(login.json().data).toEqual({ secondFactor: { mustEnrol: true, totp: false, passkey: false } });
    expect((await client.get('/api/admin/users')).statusCode).toBe(401);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);

    const started = await client.post('/api/frontend/auth/second-factor/totp');
    expect(started.statusCode).toBe(200);
    const { secret, uri } = started.json().data;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await client.post('/api/frontend/auth/second-factor/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    const confirmed = await client.post('/api/frontend/auth/second-factor/totp/confirm', {
      code: codeFor(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
    expect((await client.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('asks staff with a factor for the code; a replayed code is refused', async () => {
    const { user, secret } = await enrolledStaff();
    const client = createClient(ctx.app);
    const login = await client.login(user.email, password);
    expect(login.json().data.secondFactor).toEqual({ mustEnrol: false, totp: true, passkey: false });
    expect((await client.get('/api/admin/users')).statusCode).toBe(401);
    // A half-signed-in session cannot add a factor of its own.
    expect((await client.post('/api/frontend/auth/second-factor/totp')).statusCode).toBe(403);

    const code = codeFor(secret);
    const proved = await client.post('/api/frontend/auth/second-factor/code', { code });
    expect(proved.statusCode).toBe(200);
    expect((await client.get('/api/admin/users')).statusCode).toBe(200);

    const other = createClient(ctx.app);
    await other.login(user.email, password);
    const replayed = await other.post('/api/frontend/auth/second-factor/code', { code });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().error.fields.code).toBe('El código no es correcto o ya se ha usado.');
    expect((await other.get('/api/admin/users')).statusCode).toBe(401);
  });

  it('limits guessing: after five wrong codes even the right one waits', async () => {
    const { user, secret } = await enrolledStaff();
    const client = createClient(ctx.app);
    await client.login(user.email, password);
    for (const guess of ['111111', '222222', '333333', '444444', '555555']) {
      expect((await client.post('/api/frontend/auth/second-factor/code', { code: guess })).statusCode).toBe(
        422,
      );
    }
    const blocked = await client.post('/api/frontend/auth/second-factor/code', { code: codeFor(secret) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Demasiados intentos/);
  });

  it('lets a recovery code in once', async () => {
    const staff = await newUser({ isAdmin: true });
    const first = createClient(ctx.app);
    await first.login(staff.email, password);
    const { secret } = (await first.post('/api/frontend/auth/second-factor/totp')).json().data;
    const codes: string[] = (
      await first.post('/api/frontend/auth/second-factor/totp/confirm', { code: codeFor(secret) })
    ).json().data.recoveryCodes;

    const second = createClient(ctx.app);
    await second.login(staff.email, password);
    const recovery = codes[0]!.toLowerCase();
    expect((await second.post('/api/frontend/auth/second-factor/code', { code: recovery })).statusCode).toBe(
      200,
    );
    expect((await second.get('/api/admin/users')).statusCode).toBe(200);

    const third = createClient(ctx.app);
    await third.login(staff.email, password);
    expect((await third.post('/api/frontend/auth/second-factor/code', { code: recovery })).statusCode).toBe(
      422,
    );
    expect((await third.post('/api/frontend/auth/second-factor/code', { code: codes[1]! })).statusCode).toBe(
      200,
    );
  });

  it('asks a bidder who enrolled a factor for it at login', async () => {
    const bidder = await newUser();
    const client = createClient(ctx.app);
    await client.login(bidder.email, password);
    const { secret } = (await client.post('/api/frontend/auth/second-factor/totp')).json().data;
    await client.post('/api/frontend/auth/second-factor/totp/confirm', { code: codeFor(secret) });

    const again = createClient(ctx.app);
    const login = await again.login(bidder.email, password);
    expect(login.json().data.secondFactor).toEqual({ mustEnrol: false, totp: true, passkey: false });
    expect((await again.get('/api/frontend/auth/user/subscriptions')).statusCode).toBe(401);
    await again.post('/api/frontend/auth/second-factor/code', { code: codeFor(secret, 1) });
    expect((await again.get('/api/auth/user')).statusCode).toBe(200);
  });
});

describe('step-up before sensitive actions', () => {
  it('requires a second factor within the last 5 minutes, answered 403 STEP_UP_REQUIRED, then passes', async () => {
    const { user, secret } = await enrolledStaff();
    const client = createClient(ctx.app);
    await client.login(user.email, password);
    await client.post('/api/frontend/auth/second-factor/code', { code: codeFor(secret) });
    expect((await client.get(csvExport)).statusCode).toBe(200);

    await ageSecondFactor(stepUpMs + 60_000);
    expect((await client.get('/api/admin/users')).statusCode).toBe(200);
    for (const refused of [
      await client.get(csvExport),
      await client.put('/api/admin/config-data/bankAccount', bankAccount),
      await client.post('/api/admin/invoices/999999/rectify', { reason: 'Error en el importe' }),
      await client.post('/api/admin/deposits/999999/refunded', {}),
      await client.put(`/api/admin/users/${user.id}/roles`, { roles: ['administracion'] }),
      await client.post('/api/admin/approvals/999999/approve', {}),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('STEP_UP_REQUIRED');
      expect(refused.json().error.message).toMatch(/segundo factor/);
    }

    const stepUp = await client.post('/api/frontend/auth/second-factor/code', { code: codeFor(secret, 1) });
    expect(stepUp.statusCode).toBe(200);
    expect((await client.get(csvExport)).statusCode).toBe(200);
    // Past the step-up, the change still waits for a second person (four eyes: approvals.test.ts).
    expect((await client.put('/api/admin/config-data/bankAccount', bankAccount)).statusCode).toBe(202);
  });

  it('expires exactly after 5 minutes', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    expect(isStepUpFresh({ secondFactorAt: at }, new Date(at.getTime() + stepUpMs))).toBe(true);
    expect(isStepUpFresh({ secondFactorAt: at }, new Date(at.getTime() + stepUpMs + 1))).toBe(false);
    expect(isStepUpFresh({ secondFactorAt: null }, at)).toBe(false);
  });

  it('does not let a session started without the second factor into the back office once it is required', async () => {
    const staff = await newUser({ isAdmin: true });
    const client = createClient(ctx.app);
    await client.login(staff.email, password);
    // As a session left over from STAFF_SECOND_FACTOR=off would be: complete, but never proved.
    await ctx.db.update(sessions).set({ awaitingSecondFactor: false }).where(eq(sessions.userId, staff.id));
    const refused = await client.get('/api/admin/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SECOND_FACTOR_REQUIRED');
  });
});

describe('managing factors', () => {
  it('asks for a fresh proof to remove a factor, and keeps staff from removing their last one', async () => {
    const { user, secret } = await enrolledStaff();
    const client = createClient(ctx.app);
    await client.login(user.email, password);
    await client.post('/api/frontend/auth/second-factor/code', { code: codeFor(secret) });
    const last = await client.delete('/api/frontend/auth/second-factor/totp');
    expect(last.statusCode).toBe(422);
    expect(last.json().error.message).toMatch(/al menos un segundo factor/);
    await ageSecondFactor(stepUpMs + 1_000);
    expect((await client.post('/api/frontend/auth/second-factor/recovery-codes')).json().error.code).toBe(
      'STEP_UP_REQUIRED',
    );
    // Adding a factor to an account that has one also needs the fresh proof.
    expect((await client.post('/api/frontend/auth/second-factor/totp')).statusCode).toBe(403);
  });

  it('lets a bidder remove their only factor, after which the password is enough again', async () => {
    const bidder = await newUser();
    const client = createClient(ctx.app);
    await client.login(bidder.email, password);
    const { secret } = (await client.post('/api/frontend/auth/second-factor/totp')).json().data;
    await client.post('/api/frontend/auth/second-factor/totp/confirm', { code: codeFor(secret) });
    expect((await client.delete('/api/frontend/auth/second-factor/totp')).statusCode).toBe(204);
    const status = (await client.get('/api/frontend/auth/second-factor/')).json().data.secondFactor;
    expect(status).toMatchObject({ required: false, totp: false, passkeys: [], recoveryCodesLeft: 0 });
    expect((await createClient(ctx.app).login(bidder.email, password)).json().data.user.id).toBe(bidder.id);
  });
});

describe('STAFF_SECOND_FACTOR=off', () => {
  it('lets staff in by password alone and asks for no step-up', async () => {
    const off = await createTestApp({ STAFF_SECOND_FACTOR: 'off' });
    try {
      const staff = await createUser(off.db, { isAdmin: true, passwordHash: await hashPassword(password) });
      const client = createClient(off.app);
      expect((await client.login(staff.email, password)).json().data.user.email).toBe(staff.email);
      expect((await client.get(csvExport)).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('ADMIN_TOTP_SECRET', () => {
  it('enrols the first administrator’s authenticator app, whose codes then sign it in', async () => {
    const fresh = await createTestApp({ STAFF_SECOND_FACTOR: 'on' });
    try {
      const secret = 'KRUGS4ZANFZSA5DIMUQGE2LUEBZWKY3S';
      const log: string[] = [];
      const email = `primera.admin.${Date.now()}@example.com`;
      await ensureAdmin({
        db: fresh.db,
        email,
        password: 'clave-de-la-admin',
        totpSecret: secret,
        log: (m) => log.push(m),
      });
      expect(log).toContain('Administrator TOTP enrolled from ADMIN_TOTP_SECRET');
      const [admin] = await fresh.db.select().from(users).where(eq(users.isAdmin, true));
      const client = createClient(fresh.app);
      const login = await client.login(admin!.email, 'clave-de-la-admin');
      expect(login.json().data.secondFactor).toEqual({ mustEnrol: false, totp: true, passkey: false });
      expect(
        (await client.post('/api/frontend/auth/second-factor/code', { code: codeFor(secret) })).statusCode,
      ).toBe(200);
      expect((await client.get('/api/admin/users')).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
