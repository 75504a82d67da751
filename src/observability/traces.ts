/**
 * OpenTelemetry traces (issue 48, part 3). src/observability/traces-when-asked.ts loads this file only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, so without it none of these packages is ever loaded.
 *
 * Next.js traces each request itself once a tracer provider is registered: the server span ("GET /heroes/[hero]")
 * and its render, route handler and metadata spans. The instrumentations below add the work a request waits on:
 * PostgreSQL queries (pg), Redis commands (node-redis) and S3 calls (the AWS SDK). They patch those modules as
 * Node loads them, which is why src/instrumentation.ts starts this before anything else of the server.
 *
 * Spans go out as OTLP over HTTP to $OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces in batches; the exporter and the batch
 * reader follow the standard OTEL_* variables (OTEL_EXPORTER_OTLP_HEADERS, OTEL_BSP_SCHEDULE_DELAY, ...), and
 * OTEL_SERVICE_NAME / OTEL_RESOURCE_ATTRIBUTES name the instance (docs/operations.md, "Traces").
 */
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { registerInstrumentations } from '@opentelemetry/instrumentation'
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis'
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-node'

import { scrub } from './log'

/**
 * The OTLP exporter, with every string attribute scrubbed as log lines are (src/observability/log.ts): a request's
 * target can hold a reset token or a signed query, and a span is read by as many people as a log line.
 */
class ScrubbedExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], done: Parameters<SpanExporter['export']>[1]): void {
    for (const span of spans) {
      const attributes = span.attributes as Record<string, unknown>
      for (const [key, value] of Object.entries(attributes)) if (typeof value === 'string') attributes[key] = scrub(value)
    }
    this.inner.export(spans, done)
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown()
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve()
  }
}

/** Registers the tracer provider and the instrumentations; returns it so a caller can flush at exit. */
export function startTracing(): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES override the default name.
    resource: resourceFromAttributes({ 'service.name': 'fan-guide' }).merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: [new BatchSpanProcessor(new ScrubbedExporter(new OTLPTraceExporter()))],
  })
  // The global provider (Next.js's own spans use it) and the async-hooks context that parents a query to its request.
  provider.register()
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Only work done for a request: the job runner's ticks and the pool's keep-alive would each be a trace of
      // their own, every few seconds. Statements go out with their placeholders, never the values.
      new PgInstrumentation({ requireParentSpan: true }),
      new RedisInstrumentation({ requireParentSpan: true }),
      new AwsInstrumentation({ suppressInternalInstrumentation: true }),
    ],
  })
  // What is still queued goes out when the server is told to stop (best effort: scripts/serve.ts exits as soon as
  // its connections are closed).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void provider.forceFlush())
  return provider
}
