import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is being answered (graceful shutdown). */
    drained: () => Promise<void>;
    /** From SIGTERM on, readiness answers 503 so that load balancers send work elsewhere (main.ts). */
    startDraining: () => void;
    isDraining: () => boolean;
  }
}

/**
 * A request's life on this instance: a body that trickles in is cut, requests in flight are counted so a
 * shutdown waits for the last one, and every answer carries the server's clock.
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance, options: { requestTimeoutMs: number }) => {
    // Node stops timing a request once its headers are in: a client trickling its body (slowloris) would
    // hold the connection for ever. A request whose body is not complete within REQUEST_TIMEOUT_MS is cut.
    app.addHook('onRequest', async (request) => {
      const raw = request.raw;
      if (
        raw.complete ||
        ((raw.headers['content-length'] ?? '0') === '0' && !raw.headers['transfer-encoding'])
      )
        return;
      // The request, not its socket: destroying an unfinished request destroys its socket (node:http), and
      // a request made by `app.inject()` has a socket that cannot be destroyed (nor a `complete` flag).
      const timer = setTimeout(() => {
        if (!raw.complete && !raw.readableEnded) raw.destroy();
      }, options.requestTimeoutMs);
      timer.unref();
      raw.once('end', () => clearTimeout(timer));
      raw.once('close', () => clearTimeout(timer));
    });

    // Requests still being answered, so a shutdown closes the database only after the last one (main.ts).
    let inFlight = 0;
    let onIdle: (() => void) | null = null;
    app.addHook('onRequest', async (_request, reply) => {
      inFlight++;
      reply.raw.once('close', () => {
        inFlight--;
        if (inFlight === 0) onIdle?.();
      });
    });
    // While closing, connections that fall idle are closed at once: a keep-alive client would otherwise
    // hold the server's close() open for ever (Node closes idle connections only when close() starts).
    let closeIdle: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      closeIdle.unref();
    });
    app.addHook('onClose', async () => clearInterval(closeIdle));
    app.decorate('drained', () =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onIdle = resolve)),
    );
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
    });
    app.decorate('isDraining', () => draining);

    // Clients set their countdown clock from this header (docs/product.md#live-updates), on every response.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-server-time', String(Date.now()));
    });
  },
  { name: 'lifecycle' },
);
