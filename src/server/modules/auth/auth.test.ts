import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRegisterInput } from '@/common/schemas/auth.ts';
import { jobs, sessions, users } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createClient } from '../../../../test/http.ts';
import { startMailbox } from '../../../../test/mailbox.ts';

let ctx: TTestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'https://lonja.test' });
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

const registration = (overrides: Partial<TRegisterInput> = {}): TRegisterInput => ({
  firstname: 'Carmen',
  lastname: 'Ruiz Navarro',
  email: `carmen.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone1: '612 345 678',
  isCompany: false,
  vatIdType: 'nif',
  vatId: '12345678Z',
  address: 'Calle de la Paz 4, 2º',
  city: 'Valencia',
  postalCode: '46003',
  countryId: 73,
  provinceId: 46,
  password: 'una-clave-larga-2026',
  passwordConfirmation: 'una-clave-larga-2026',
  acceptedTerms: true,
  ...overrides,
});

const keyFrom = (link: string) => link.split('/').at(-1)!;

describe('the account journey', () => {
  it('signs up, activates by e-mail, logs in, edits data, logs out, recovers the password and logs in again', async () => {
    const client = createClient(ctx.app);
    const register = registration();
    await client.get('/api/sanctum/csrf-cookie');

    const signup = await client.post('/api/frontend/auth/signup', { register });
    expect(signup.statusCode).toBe(201);
    const [created] = await ctx.db.select().from(users).where(eq(users.email, register.email));
    // Commercial e-mails are opt-in: not asked for, not subscribed.
    expect(created).toMatchObject({
      isActive: false,
      firstname: 'Carmen',
      vatId: '12345678Z',
      subscribed: false,
    });
    expect(created!.passwordHash).toMatch(/^\$argon2id\$/);

    // Not active yet: told to activate.
    const early = await client.login(register.email, register.password);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('ACCOUNT_INACTIVE');

    await ctx.app.jobs.drain();
    const [activationMail] = mailbox.to(register.email);
    expect(activationMail?.subject).toBe('Activa tu cuenta de Lonja');
    expect(activationMail?.html).toContain('Activar mi cuenta');
    const activationLink = mailbox.linkTo(register.email, '/user/signup/validation/');
    expect(activationLink.startsWith('https://lonja.test/user/signup/validation/')).toBe(true);

    const activation = await client.get(`/api/frontend/auth/activate/${keyFrom(activationLink)}`);
    expect(activation.json().data.result).toBe('activated');
    const again = await client.get(`/api/frontend/auth/activate/${keyFrom(activationLink)}`);
    expect(again.json().data.result).toBe('already-active');

    const login = await client.login(register.email, register.password);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({
      email: register.email,
      fullName: 'Carmen Ruiz Navarro',
      isAdmin: false,
    });
    expect(login.body).not.toContain('argon2');
    const sessionCookie = login.headers['set-cookie'];
    expect(String(sessionCookie)).toMatch(/lonja_session=[^;]+;.*HttpOnly/i);
    expect(String(sessionCookie)).toMatch(/SameSite=Lax/i);
    expect(String(sessionCookie)).toMatch(/Secure/i);

    expect((await client.get('/api/auth/user')).json().data.user.email).toBe(register.email);
    expect((await client.get('/api/frontend/auth/alive')).json()).toEqual({ data: { alive: true } });

    const { password: _p, passwordConfirmation: _c, email: _e, acceptedTerms: _a, ...profile } = register;
    const edit = await client.put('/api/frontend/auth/user', {
      user: { ...profile, city: 'Gandia', postalCode: '46701', subscribed: true },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.user).toMatchObject({ city: 'Gandia', postalCode: '46701', subscribed: true });
    // A save that leaves the choice out keeps it.
    expect((await client.put('/api/frontend/auth/user', { user: profile })).json().data.user.subscribed).toBe(
      true,
    );

    const logout = await client.post('/api/frontend/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);

    const forgot = await client.get(
      `/api/frontend/auth/forgot-password/${encodeURIComponent(register.email)}`,
    );
    const unknown = await client.get('/api/frontend/auth/forgot-password/nadie%40example.com');
    expect(forgot.json()).toEqual(unknown.json());
    await ctx.app.jobs.drain();
    const recoveryKey = keyFrom(mailbox.linkTo(register.email, '/user/password-restablishment/'));
    expect(
      (await client.get(`/api/frontend/auth/password-recovery-key/${recoveryKey}`)).json().data.result,
    ).toBe('valid');

    // Logging out dropped the session, so the page first fetches a new CSRF cookie, as the web client does.
    await client.get('/api/sanctum/csrf-cookie');
    const recovered = await client.post('/api/frontend/auth/password-recovery/', {
      passwordRecovery: {
        key: recoveryKey,
        password: 'otra-clave-nueva-99',
        passwordConfirmation: 'otra-clave-nueva-99',
      },
    });
    expect(recovered.json()).toMatchObject({ data: { result: 'changed' } });
    const reused = await client.post('/api/frontend/auth/password-recovery/', {
      passwordRecovery: {
        key: recoveryKey,
        password: 'otra-clave-nueva-99',
        passwordConfirmation: 'otra-clave-nueva-99',
      },
    });
    expect(reused.statusCode).toBe(422);

    expect((await client.login(register.email, register.password)).statusCode).toBe(422);
    const final = await client.login(register.email, 'otra-clave-nueva-99');
    expect(final.statusCode).toBe(200);
  });
});

describe('sign-up validation', () => {
  it('names every invalid field in Spanish', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const response = await client.post('/api/frontend/auth/signup', {
      register: registration({
        email: 'no-es-un-correo',
        vatId: '12345678A',
        phone1: '123',
        postalCode: '28001',
        isCompany: true,
        companyName: '',
        passwordConfirmation: 'otra',
        acceptedTerms: false as true,
      }),
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(fields).toMatchObject({
      'register.email': 'El correo electrónico no es válido.',
      'register.vatId': 'El NIF no es válido: comprueba los números y la letra.',
      'register.postalCode': 'El código postal no corresponde a la provincia elegida.',
      'register.passwordConfirmation': 'Las contraseñas no coinciden.',
      'register.acceptedTerms': 'Tienes que aceptar las condiciones de uso y la política de privacidad.',
    });
    expect(fields['register.phone1']).toMatch(/teléfono no es válido/);
  });

  it('brings the visitor back to the page they signed up from, and only to a page of this site', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const register = registration();
    const signup = await client.post('/api/frontend/auth/signup', {
      register,
      returnTo: '/subastas/12/345?vista=lista',
    });
    expect(signup.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    const link = new URL(mailbox.linkTo(register.email, '/user/signup/validation/'));
    expect(link.origin).toBe('https://lonja.test');
    expect(link.searchParams.get('volver')).toBe('/subastas/12/345?vista=lista');
    // The key is the path's last part, as before; the return path does not change activation.
    const key = link.pathname.split('/').at(-1)!;
    expect((await client.get(`/api/frontend/auth/activate/${key}`)).json().data.result).toBe('activated');

    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'subastas']) {
      const refused = await client.post('/api/frontend/auth/signup', { register: registration(), returnTo });
      expect(refused.statusCode, returnTo).toBe(400);
      expect(refused.json().error.fields.returnTo).toMatch(/dirección de esta web/);
    }
  });

  it('keeps the way back in a new activation link, and refuses one to another site', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const register = registration();
    await client.post('/api/frontend/auth/signup', { register, returnTo: '/subastas/12' });
    const resent = await client.post('/api/frontend/auth/activation/resend', {
      email: register.email,
      returnTo: '/subastas/12/345',
    });
    expect(resent.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const link = new URL(mailbox.linkTo(register.email, '/user/signup/validation/'));
    expect(link.searchParams.get('volver')).toBe('/subastas/12/345');
    expect(
      (await client.get(`/api/frontend/auth/activate/${link.pathname.split('/').at(-1)}`)).json().data.result,
    ).toBe('activated');

    const refused = await client.post('/api/frontend/auth/activation/resend', {
      email: register.email,
      returnTo: '//evil.example/x',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.returnTo).toMatch(/dirección de esta web/);
  });

  it('never makes a second account with one e-mail, nor tells anyone the address is taken', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const register = registration();
    const first = await client.post('/api/frontend/auth/signup', { register });
    expect(first.statusCode).toBe(201);
    const twice = await client.post('/api/frontend/auth/signup', {
      register: { ...register, email: register.email.toUpperCase() },
    });
    // The same answer as for a new address (hardening, item 9)…
    expect(twice.statusCode).toBe(201);
    expect(twice.json()).toEqual(first.json());
    // …while the owner is told, and no second account exists.
    const accounts = await ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, register.email.toLowerCase()));
    expect(accounts).toHaveLength(1);
    await ctx.app.jobs.drain();
    const mails = (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail')).orderBy(jobs.id)).map(
      (job) => job.payload as { to: string; subject: string },
    );
    expect(
      mails
        .filter((mail) => mail.to.toLowerCase() === register.email.toLowerCase())
        .map((mail) => mail.subject),
    ).toEqual([expect.stringMatching(/^Activa tu cuenta/), expect.stringMatching(/^Ya tienes una cuenta/)]);
  });
});

describe('session security', () => {
  it('refuses a non-GET request without the matching X-XSRF-TOKEN header', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      body: { email: 'a@b.es', password: 'x' },
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF');
  });

  it('issues a new session id at login', async () => {
    const client = createClient(ctx.app);
    const register = registration();
    await client.get('/api/sanctum/csrf-cookie');
    await client.post('/api/frontend/auth/signup', { register });
    await ctx.db.update(users).set({ isActive: true }).where(eq(users.email, register.email));
    const before = client.cookies.get('lonja_session');
    await client.login(register.email, register.password);
    expect(client.cookies.get('lonja_session')).not.toBe(before);
  });

  it('throttles wrong passwords per account and says when to try again', async () => {
    const client = createClient(ctx.app);
    const register = registration();
    await client.get('/api/sanctum/csrf-cookie');
    await client.post('/api/frontend/auth/signup', { register });
    await ctx.db.update(users).set({ isActive: true }).where(eq(users.email, register.email));
    for (let i = 0; i < 5; i++)
      expect((await client.login(register.email, 'mala-clave-123')).statusCode).toBe(422);
    const blocked = await client.login(register.email, register.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.',
    );
  });

  it('tells a banned user why they cannot log in', async () => {
    const client = createClient(ctx.app);
    const register = registration();
    await client.get('/api/sanctum/csrf-cookie');
    await client.post('/api/frontend/auth/signup', { register });
    await ctx.db.update(users).set({ isActive: true, isBanned: true }).where(eq(users.email, register.email));
    const response = await client.login(register.email, register.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'ACCOUNT_BANNED',
      message: expect.stringContaining('bloqueada'),
    });
  });

  it('ends the other sessions when the password changes', async () => {
    const register = registration();
    const first = createClient(ctx.app);
    const second = createClient(ctx.app);
    await first.get('/api/sanctum/csrf-cookie');
    await first.post('/api/frontend/auth/signup', { register });
    const [user] = await ctx.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.email, register.email))
      .returning();
    await first.login(register.email, register.password);
    await second.login(register.email, register.password);

    const wrong = await first.put('/api/frontend/auth/user/password', {
      currentPassword: 'nope',
      password: 'clave-nueva-larga',
      passwordConfirmation: 'clave-nueva-larga',
    });
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'La contraseña actual no es correcta.' });
    const changed = await first.put('/api/frontend/auth/user/password', {
      currentPassword: register.password,
      password: 'clave-nueva-larga',
      passwordConfirmation: 'clave-nueva-larga',
    });
    expect(changed.statusCode).toBe(200);
    expect((await first.get('/api/auth/user')).statusCode).toBe(200);
    expect((await second.get('/api/auth/user')).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
  });

  it('changes the e-mail only once the new address is confirmed', async () => {
    const register = registration();
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    await client.post('/api/frontend/auth/signup', { register });
    await ctx.db.update(users).set({ isActive: true }).where(eq(users.email, register.email));
    await client.login(register.email, register.password);
    const newEmail = `nuevo.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const request = await client.put('/api/frontend/auth/user/email', {
      email: newEmail,
      currentPassword: register.password,
    });
    expect(request.statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).json().data.user.email).toBe(register.email);
    await ctx.app.jobs.drain();
    const key = new URL(mailbox.linkTo(newEmail, 'confirmar=')).searchParams.get('confirmar')!;
    expect((await client.get(`/api/frontend/auth/user/email/confirm/${key}`)).json().data.result).toBe(
      'changed',
    );
    expect((await client.get('/api/auth/user')).json().data.user.email).toBe(newEmail);
  });
});
