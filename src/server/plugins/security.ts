import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { youtubeEmbedOrigin } from '@/common/youtube.ts';

/** `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png` → `https://*.tile.openstreetmap.org`, for img-src. */
export const tileOrigin = (template: string): string | null => {
  try {
    const url = new URL(template.replace('{s}', 'subdomain').replace(/\{[a-z]+\}/g, '0'));
    const host = template.includes('{s}') ? url.host.replace(/^subdomain\./, '*.') : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    return null;
  }
};

/**
 * Security headers on every response: a Content-Security-Policy that lets only this
 * site's own code run, no framing by other sites, no MIME sniffing, a referrer that stops at our origin,
 * and HSTS only when the site is served over HTTPS (on plain HTTP it would lock visitors out).
 *
 * Mantine and Leaflet set inline styles, hence 'unsafe-inline' for styles only; scripts stay 'self'
 * (the JSON-LD blocks in the HTML are data, which CSP does not execute). Map tiles come from the
 * configured tile server; the only frame allowed is a YouTube video from youtube-nocookie.com.
 *
 * helmet's middleware is built once and applied to every request: the Fastify wrapper built it again on
 * every request (parsing the whole policy each time, 5 % of the CPU of a bid).
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: { publicUrl: string; mapTileUrl: string; paymentGatewayUrl?: string },
  ) => {
    const https = options.publicUrl.startsWith('https:');
    const tiles = tileOrigin(options.mapTileUrl);
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          // Lot and auction videos, framed from YouTube's privacy-enhanced domain after a click (docs/product.md#catalogue).
          frameSrc: [youtubeEmbedOrigin],
          baseUri: ["'self'"],
          // The card payment form posts to the gateway (Redsys) when one is configured.
          formAction: [
            "'self'",
            ...(options.paymentGatewayUrl ? [new URL(options.paymentGatewayUrl).origin] : []),
          ],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Map tiles from another origin are plain images: requiring CORP/COEP of them would break the map.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
    );
  },
  { name: 'security' },
);
