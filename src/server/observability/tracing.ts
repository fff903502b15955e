import { context, propagation, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * Traces by OpenTelemetry (docs/operations.md, "Traces"), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
 * Until `startTracing` registers the SDK the API's tracer is a no-op, and the wrappers below check one
 * flag before doing anything, so the bid path pays nothing when tracing is off.
 */
export const tracer = trace.getTracer('lonja');
let isTracing = false;
export const tracingEnabled = () => isTracing;

export const startTracing = ({ endpoint, serviceName }: { endpoint: string; serviceName: string }) => {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    // Spans leave in batches, off the request's path; a collector that is down loses spans, not requests.
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` })),
    ],
  });
  // The global tracer, AsyncLocalStorage for the active span, and W3C `traceparent` propagation.
  provider.register();
  isTracing = true;
  return {
    /** Sends what is buffered and turns tracing off (the process is closing). */
    stop: async () => {
      isTracing = false;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
};

const endSpan = (span: Span, error?: unknown) => {
  if (error) {
    span.recordException(error as Error);
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : String(error),
    });
  }
  span.end();
};

/** Runs `work` in a span of its own, child of the active one. */
export const inSpan = <T>(
  name: string,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
) =>
  isTracing
    ? tracer.startActiveSpan(name, { attributes }, (span) =>
        work().then(
          (value) => {
            endSpan(span);
            return value;
          },
          (error: unknown) => {
            endSpan(span, error);
            throw error;
          },
        ),
      )
    : work();

/** A database statement's span: named after its prepared name or its first words, with its text. */
export const inQuerySpan = <T>(query: unknown, run: () => Promise<T>) => {
  if (!isTracing) return run();
  const config = typeof query === 'string' ? { text: query } : (query as { text?: string; name?: string });
  const text = config?.text ?? '';
  const name = config?.name ?? text.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? 'query';
  const span = tracer.startSpan(`pg ${name}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, 2000) },
  });
  return run().then(
    (value) => {
      endSpan(span);
      return value;
    },
    (error: unknown) => {
      endSpan(span, error);
      throw error;
    },
  );
};
