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

describe('system', () => {
  it('answers health with the server time header used to synchronise clocks', async () => {
    const before = Date.now();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ data: { status: 'ok', time: expect.any(String) } });
    expect(Number(response.headers['x-server-time'])).toBeGreaterThanOrEqual(before);
  });

  it('answers unknown API paths with a JSON 404 in Spanish', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/frontend/nada?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No existe la ruta GET /api/frontend/nada.' },
    });
  });

  it('publishes the OpenAPI document with the public catalogue paths', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/frontend/auctions/{id}',
        '/api/frontend/auctions/published',
        '/api/frontend/auctions/open',
        '/api/frontend/auctions/open/resume',
        '/api/frontend/lots/{id}',
        '/api/frontend/lots/{id}/bids',
        '/api/frontend/countries',
        '/api/frontend/provinces',
        '/api/frontend/config-data/{key}',
      ]),
    );
  });

  it('answers malformed JSON with a Spanish 400, never a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/frontend/auctions/open',
      headers: { 'content-type': 'application/json' },
      payload: '{"nope',
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('admin info pages', () => {
  it('edits a page in Markdown and the site shows it with any HTML escaped', async () => {
    const user = await createUser(ctx.db, {
      isAdmin: true,
      passwordHash: await hashPassword('clave-de-admin-1'),
    });
    const admin = createClient(ctx.app);
    await admin.login(user.email, 'clave-de-admin-1');
    const saved = await admin.put('/api/admin/pages/servicios?lang=es', {
      page: { title: 'Servicios', body: '## Tasaciones\n\n<script>alert(1)</script> **Rápidas**.' },
    });
    expect(saved.json().data.page.html).toContain('<strong>Rápidas</strong>');
    const shown = (await ctx.app.inject({ method: 'GET', url: '/api/frontend/pages/servicios' })).json().data
      .page;
    expect(shown.html).toContain('<h2>Tasaciones</h2>');
    expect(shown.html).not.toContain('<script>');
    const bad = await admin.put('/api/admin/pages/Mal_Slug', { page: { title: 'x', body: 'y' } });
    expect(bad.statusCode).toBe(400);
  });
});
