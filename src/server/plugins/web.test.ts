import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/app.ts';

let ctx: TTestContext;

beforeAll(async () => {
  // A miniature web build and one stored image, so the plugin has something real to serve.
  const webDir = await mkdtemp(join(tmpdir(), 'lonja-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><html lang="es"><title>Lonja</title><div id="root"></div>',
  );
  await writeFile(join(webDir, 'assets', 'main-abc123.js'), 'console.log("hola")');
  ctx = await createTestApp({ WEB_DIST_DIR: webDir });
  await mkdir(join(ctx.uploadsDir, 'images', 'x1'), { recursive: true });
  await writeFile(join(ctx.uploadsDir, 'images', 'x1', 'thumb.webp'), 'webp');
});
afterAll(() => ctx.close());

describe('web plugin', () => {
  it('serves index.html for client-side routes so a reload works', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/subastas/12/34?foto=2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.body).toBe('console.log("hola")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves uploaded media with a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/images/x1/thumb.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
  });

  it('keeps unknown API paths and media as JSON 404s', async () => {
    for (const url of ['/api/nope', '/media/images/none.webp']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('tells which build is live at /version.json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/version.json' });
    expect(response.json()).toEqual({ version: expect.stringMatching(/^[0-9a-f]{12}$/) });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
