import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayUse, staffRoles, type TStaffRole } from '@/common/staff-roles.ts';
import { createTestApp, type TTestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { createClient } from '../../test/http.ts';
import { hashPassword } from './lib/password.ts';
import { accessOf } from './plugins/permissions.ts';

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

  it('has every /api/admin route declare the staff permission it needs, shown in OpenAPI', async () => {
    const admin = routes().filter((route) => route.url.startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(80);
    const undeclared = admin.filter((route) => !route.permission).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const spec = ctx.app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const invoices = spec.paths['/api/admin/invoices/{id}/rectify']?.post;
    expect(invoices?.['x-permission']).toEqual(['contabilidad']);
  });

  /**
   * Every staff route × every role: a person with just that role (and one with that role and consulta) is
   * refused with a Spanish 403 exactly where src/common/staff-roles.ts says, and let through elsewhere. The
   * ids point at nothing and the bodies are empty, so what is let through answers 400 or 404 and changes
   * nothing.
   */
  // Hundreds of requests (every admin route × 11 people): on a shared two-core machine, past 20 s.
  it('lets each staff role use exactly the routes its permissions allow', async () => {
    const passwordHash = await hashPassword('clave-del-personal-1');
    const loginAs = async (roles: TStaffRole[]) => {
      const user = await createUser(ctx.db, { passwordHash, roles });
      const client = createClient(ctx.app);
      expect((await client.login(user.email, 'clave-del-personal-1')).statusCode).toBe(200);
      return client;
    };
    const absent = (url: string) =>
      url.replace(/:(\w+)/g, (_match, name: string) => {
        if (name === 'a') return 'ES';
        if (name === 'b') return 'B12345674';
        if (name === 'code') return 'NOEXISTE';
        if (name === 'slug' || name === 'key') return 'no-existe';
        return '2000000000';
      });
    const admin = routes().filter((route) => route.url.startsWith('/api/admin'));
    const people: TStaffRole[][] = [
      ...staffRoles.map((role) => [role]),
      ...staffRoles.filter((role) => role !== 'consulta').map((role): TStaffRole[] => [role, 'consulta']),
    ];
    const wrong: string[] = [];
    for (const roles of people) {
      const client = await loginAs(roles);
      for (const route of admin) {
        const access = accessOf(route.method, route.isGrantedOnly);
        const allowed = mayUse(roles, route.permission!, access);
        const response = await client.request({
          method: route.method as 'GET',
          url: absent(route.url),
          body: route.method === 'GET' ? undefined : {},
        });
        const error = response.statusCode === 403 ? response.json().error : null;
        const refused = error?.code === 'FORBIDDEN';
        if (refused && !/^Tus funciones no te permiten/.test(error.message)) wrong.push(`${error.message}`);
        if (refused === allowed)
          wrong.push(
            `${roles.join('+')} ${route.method} ${route.url}: ${response.statusCode} ${error?.message ?? ''}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 90_000);

  it('keeps a warehouse hand and a read-only clerk away from money, people and settings (issue 27)', () => {
    const permissionOf = (method: string, url: string) =>
      routes().find((route) => route.method === method && route.url === url)!.permission!;
    const sensitive = [
      ['POST', '/api/admin/deposits/:id/refunded'],
      ['POST', '/api/admin/invoices/:id/rectify'],
      ['PUT', '/api/admin/users/:id'],
      ['PUT', '/api/admin/users/:id/roles'],
      ['PUT', '/api/admin/config-data/:key'],
    ] as const;
    for (const [method, url] of sensitive) {
      expect(mayUse(['almacen'], permissionOf(method, url), 'write')).toBe(false);
      expect(mayUse(['consulta'], permissionOf(method, url), 'write')).toBe(false);
      expect(mayUse(['administracion'], permissionOf(method, url), 'write')).toBe(true);
    }
    expect(mayUse(['contabilidad'], permissionOf('PUT', '/api/admin/users/:id/roles'), 'write')).toBe(false);
    expect(
      mayUse(['almacen'], permissionOf('POST', '/api/admin/collections/:code/collect-all'), 'write'),
    ).toBe(true);
    expect(mayUse(['consulta'], permissionOf('GET', '/api/admin/invoices'), 'read')).toBe(true);
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
