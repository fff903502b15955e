import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';
import { createClient } from '../../../test/http.ts';
import { createWebBuild } from '../../../test/web-build.ts';

/**
 * LOGIN_STATE_STORE (docs/product.md#the-browser: the logged-in state in localStorage, or the cookie option): the page tells the
 * browser which, and with `cookie` the HttpOnly session cookie alone says who is logged in.
 */
let build: Awaited<ReturnType<typeof createWebBuild>>;
let inCookie: TTestContext;
let byDefault: TTestContext;

beforeAll(async () => {
  build = await createWebBuild({
    indexHtml:
      '<!doctype html><html lang="es"><head><meta name="login-state" content="__LOGIN_STATE__" /><title>Lonja</title></head><body><div id="root"></div></body></html>',
  });
  inCookie = await createTestApp({ WEB_DIST_DIR: build.webDir, LOGIN_STATE_STORE: 'cookie' });
  byDefault = await createTestApp({ WEB_DIST_DIR: build.webDir });
});
afterAll(async () => {
  await Promise.all([inCookie.close(), byDefault.close()]);
  await build.remove();
});

const loginStateOf = async (ctx: TTestContext) =>
  (await ctx.app.inject({ method: 'GET', url: '/mi-cuenta/datos' })).body.match(
    /<meta name="login-state" content="([^"]*)"/,
  )?.[1];

describe('where the logged-in state is kept', () => {
  it('is localStorage unless the deployment chooses the cookie', async () => {
    expect(await loginStateOf(byDefault)).toBe('local-storage');
    expect(await loginStateOf(inCookie)).toBe('cookie');
  });

  it('with the cookie option, the HttpOnly session cookie alone says who is logged in, until logout', async () => {
    const user = await createUser(inCookie.db, { passwordHash: await hashPassword('una-clave-larga-2026') });
    const client = createClient(inCookie.app);
    const anonymous = await client.get('/api/auth/user');
    expect(anonymous.statusCode).toBe(401);
    const login = await client.login(user.email, 'una-clave-larga-2026', true);
    expect(login.statusCode).toBe(200);
    const sessionCookie = [login.headers['set-cookie']]
      .flat()
      .find((header) => String(header).startsWith('lonja_session='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    // A new page load: nothing but the cookies the browser keeps.
    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({ id: user.id, email: user.email });
    expect((await client.post('/api/frontend/auth/logout')).statusCode).toBe(204);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('refuses an unknown choice at start', () => {
    expect(() => loadConfig({ LOGIN_STATE_STORE: 'sessionStorage' })).toThrow(/LOGIN_STATE_STORE/);
  });
});
