import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { tileOrigin } from './security.ts';

let ctx: TTestContext;
let secure: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  secure = await createTestApp({ PUBLIC_URL: 'https://subastas.example.es' });
});
afterAll(async () => {
  await ctx.close();
  await secure.close();
});

describe('security headers', () => {
  it('lets only the site’s own scripts run and forbids framing, sniffing and leaky referrers', async () => {
    for (const url of ['/api/frontend/auctions/open', '/no-existe', '/api/health']) {
      const { headers } = await ctx.app.inject({ method: 'GET', url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // Videos play only from YouTube's privacy-enhanced domain, and nothing else may be framed.
      expect(csp).toMatch(/(?:^|;)frame-src https:\/\/www\.youtube-nocookie\.com(?:;|$)/);
      expect(csp).toContain('img-src');
      expect(csp).toContain('https://tile.openstreetmap.org');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS and upgrades requests only when the site is on HTTPS', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    const https = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(https.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('allows map tiles from the configured tile server, subdomains included', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com');
    expect(tileOrigin('not a url')).toBeNull();
  });
});
