/**
 * The round-robin balancer of `npm run start:cluster`, on node:http alone: enough to try several instances
 * on one machine. Production puts nginx or HAProxy here (README, "Operating Lonja"); this does only what
 * Lonja needs of one:
 *
 * - no sticky sessions (sessions, jobs and live events live in PostgreSQL, so any instance will do);
 * - responses are piped as they come, never buffered, so live streams (Server-Sent Events) flow and stay
 *   open; a client that goes away closes its upstream stream, and an instance that dies mid-stream cuts the
 *   client's, whose EventSource then reconnects (to another instance) with Last-Event-ID;
 * - an instance that refuses connections is left out for a while (nginx's `max_fails`/`fail_timeout`),
 *   and a GET or HEAD it refused goes to the next one; other methods are never replayed, since their body
 *   may already be spent and a bid must not be placed twice.
 */
import http from 'node:http';
import { pipeline } from 'node:stream';

const restAfterRefusalMs = 2000;

/** Per connection, not per message (RFC 9110 §7.6.1): a proxy drops them in both directions. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const endToEnd = (headers: http.IncomingHttpHeaders) => {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !hopByHop.has(name) && !named.includes(name)),
  );
};

/** An http.Server (not yet listening) that spreads requests over the instances on 127.0.0.1:`ports`. */
export const createBalancer = (ports: number[]) => {
  const instances = ports.map((port) => ({ port, restingUntil: 0 }));
  let next = 0;
  const pick = () => {
    const now = Date.now();
    for (let i = 0; i < instances.length; i++) {
      const instance = instances[next++ % instances.length]!;
      if (instance.restingUntil <= now) return instance;
    }
    // All resting: try the next anyway rather than refuse outright.
    return instances[next++ % instances.length]!;
  };

  const forward = (request: http.IncomingMessage, response: http.ServerResponse, attempt = 0) => {
    const instance = pick();
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: instance.port,
        method: request.method,
        path: request.url,
        headers: {
          ...endToEnd(request.headers),
          // Kept on the way up: how the request's own body is framed, which Node re-encodes as it pipes.
          ...(request.headers['transfer-encoding'] ? { 'transfer-encoding': 'chunked' } : {}),
          'x-forwarded-for': request.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        // Headers out now: a live stream's first event may be a while coming.
        response.flushHeaders();
        // Either side failing or closing ends the other: no stream is left half open.
        pipeline(answer, response, () => {});
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') instance.restingUntil = Date.now() + restAfterRefusalMs;
      const replayable = request.method === 'GET' || request.method === 'HEAD';
      if (response.headersSent) return response.destroy();
      if (error.code === 'ECONNREFUSED' && replayable && attempt + 1 < instances.length)
        return forward(request, response, attempt + 1);
      response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify({
          error: { code: 'INTERNAL', message: 'Ninguna instancia responde; inténtalo de nuevo.' },
        }),
      );
    });
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  };

  return http.createServer((request, response) => forward(request, response));
};
