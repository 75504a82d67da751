import { createHash, timingSafeEqual } from 'node:crypto'
import type { ServerResponse } from 'node:http'

import { guideMetrics } from './metrics.mjs'

/**
 * Who may read /metrics. It is not public: it answers a request that carries `Authorization: Bearer
 * $METRICS_TOKEN`, or any request to the port METRICS_PORT names (bind that port to a private network). With
 * neither set it is off, and /metrics is an unknown address like any other.
 */
export type MetricsDoor = { tokenHash: Buffer | null; port: number | null }

/** A token shorter than this could be guessed; the server refuses to start with one. */
const MIN_TOKEN_LENGTH = 16

const hash = (text: string) => createHash('sha256').update(text).digest()

/** Reads METRICS_TOKEN and METRICS_PORT; throws, naming the variable, when one is set to something unusable. */
export function metricsDoor(env: Record<string, string | undefined> = process.env): MetricsDoor {
  const token = env.METRICS_TOKEN?.trim() || null
  if (token !== null && token.length < MIN_TOKEN_LENGTH) throw new Error(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (e.g. openssl rand -hex 32).`)
  const portText = env.METRICS_PORT?.trim() || null
  const port = portText === null ? null : Number(portText)
  if (port !== null && !(Number.isInteger(port) && port >= 1 && port <= 65_535)) throw new Error(`METRICS_PORT must be a port number (1 to 65535), not "${portText}".`)
  return { tokenHash: token === null ? null : hash(token), port }
}

/**
 * Whether this Authorization header opens /metrics on the web server's own port. Both sides are hashed first,
 * so the comparison takes the same time whatever was sent and however long it was.
 */
export function bearerOpensMetrics(authorization: string | undefined, door: MetricsDoor): boolean {
  if (!door.tokenHash || !authorization) return false
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization)
  if (!match) return false
  return timingSafeEqual(hash(match[1]), door.tokenHash)
}

/** Sends the metrics in Prometheus's text format. */
export async function answerMetrics(response: ServerResponse, method: string | undefined): Promise<void> {
  const { registry } = guideMetrics()
  let body: string
  try {
    body = await registry.metrics()
  } catch (error) {
    response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(`metrics unavailable: ${(error as Error).message}\n`)
    return
  }
  response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
  response.end(method === 'HEAD' ? undefined : body)
}
