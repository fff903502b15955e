import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startTracing, tracer } from '@/server/observability/tracing.ts';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, every request is a span (a caller's `traceparent` continues its
 * trace) whose context the handler, its database statements and its live event run in, and the request's
 * log lines — the bid's included — carry its `traceId`. Unset, nothing is added to any request.
 */
export const tracingPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const tracing = startTracing({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME,
  });
  app.addHook('onClose', async () => tracing.stop());

  app.addHook('onRequest', (request, reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const route = request.routeOptions.url ?? 'unmatched';
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'url.path': request.url.split('?', 1)[0]!,
        },
      },
      parent,
    );
    const { traceId, spanId } = span.spanContext();
    request.log = request.log.child({ traceId, spanId });
    reply.log = request.log;
    // Ended when the connection has the answer, hijacked live streams included.
    reply.raw.once('close', () => {
      const status = reply.raw.statusCode;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    // Everything that follows (hooks, handler, statements) runs in the span's context.
    context.with(trace.setSpan(parent, span), done);
  });
});
