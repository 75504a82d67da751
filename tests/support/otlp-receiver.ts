import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

/** One span as an OTLP receiver reads it off the wire, its attributes flattened to plain values. */
export type ReceivedSpan = {
  traceId: string
  spanId: string
  parentSpanId: string
  name: string
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number
  scope: string
  service: string
  attributes: Record<string, string | number | boolean>
}

type OtlpValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean }
type OtlpAttribute = { key: string; value: OtlpValue }
type OtlpExport = {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] }
    scopeSpans?: { scope?: { name?: string }; spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: OtlpAttribute[] }[] }[]
  }[]
}

const plain = (value: OtlpValue) => value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? value.boolValue ?? ''))
const flatten = (attributes: OtlpAttribute[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, plain(value)]))

/**
 * A minimal OpenTelemetry collector: an OTLP/HTTP receiver at /v1/traces that decodes the JSON encoding of an
 * ExportTraceServiceRequest (what @opentelemetry/exporter-trace-otlp-http sends) and keeps its spans. No
 * collector binary is to be had from npm or Debian here; the wire format is the same one a collector reads.
 * Anything else (another path, protobuf, a body that is not an export) gets the 4xx a collector would send, and
 * is counted, so a test sees the app speaking something this receiver does not understand.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = []
  const bodies: string[] = []
  let refused = 0
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !String(request.headers['content-type']).startsWith('application/json')) {
        refused++
        response.writeHead(415, { 'content-type': 'application/json' }).end('{}')
        return
      }
      let body = Buffer.concat(chunks)
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body)
      let parsed: OtlpExport
      try {
        parsed = JSON.parse(body.toString('utf8')) as OtlpExport
        if (!Array.isArray(parsed.resourceSpans)) throw new Error('no resourceSpans')
      } catch {
        refused++
        response.writeHead(400, { 'content-type': 'application/json' }).end('{}')
        return
      }
      bodies.push(body.toString('utf8'))
      for (const resource of parsed.resourceSpans) {
        const service = String(flatten(resource.resource?.attributes)['service.name'] ?? '')
        for (const scoped of resource.scopeSpans ?? []) {
          for (const span of scoped.spans ?? []) {
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind,
              scope: scoped.scope?.name ?? '',
              service,
              attributes: flatten(span.attributes),
            })
          }
        }
      }
      // An empty ExportTraceServiceResponse: everything accepted.
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** Every accepted export body as sent, for searching what left the app. */
    bodies,
    refused: () => refused,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
