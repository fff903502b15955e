import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { createClient } from '../../test/http.ts';
import { hashPassword } from './lib/password.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A concrete URL for a route pattern: every parameter becomes a plausible value. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === 'a') return 'ES';
    if (name === 'b') return 'B12345674';
    if (name === 'key') return 'k'.repeat(32);
    if (name === 'email') return 'alguien%40example.com';
    return '1';
  });

const routes = () =>
  ctx.app.registeredRoutes.filter(
    (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && route.url.startsWith('/api/'),
  );

describe('authorisation matrix', () => {
  it('answers 401 to visitors on every /api/admin and private /api/frontend/auth route', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const guarded = routes().filter(
      (route) =>
        (route.url.startsWith('/api/admin') || route.url.startsWith('/api/frontend/auth')) &&
        !route.isPublic &&
        !route.url.endsWith('/logout'),
    );
    expect(guarded.length).toBeGreaterThan(4);
    for (const route of guarded) {
      const response = await client.request({
        method: route.method as 'GET',
        url: concrete(route.url),
        body: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('answers 403 to a normal user on every /api/admin route', async () => {
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-de-usuario-1') });
    const client = createClient(ctx.app);
    expect((await client.login(user.email, 'clave-de-usuario-1')).statusCode).toBe(200);
    const admin = routes().filter((route) => route.url.startsWith('/api/admin'));
    for (const route of admin) {
      const response = await client.request({
        method: route.method as 'GET',
        url: concrete(route.url),
        body: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  it('answers 403 to every non-GET request without the CSRF header', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const unsafe = routes().filter((route) => route.method !== 'GET' && !route.isSignedByGateway);
    expect(unsafe.length).toBeGreaterThan(3);
    for (const route of unsafe) {
      const response = await client.request({
        method: route.method as 'POST',
        url: concrete(route.url),
        body: {},
        headers: { 'x-xsrf-token': '' },
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  it('lets only signed requests (gateway notifications, unsubscribe links) through without the CSRF header, and refuses them unsigned', async () => {
    const gateway = routes().filter((route) => route.isSignedByGateway);
    expect(gateway.map((route) => route.url).sort()).toEqual([
      '/api/frontend/notifications/unsubscribe',
      '/api/payments/redsys/notification',
    ]);
    const client = createClient(ctx.app);
    for (const route of gateway) {
      const response = await client.request({
        method: 'POST',
        url: route.url,
        body: {},
        headers: { 'x-xsrf-token': '' },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
