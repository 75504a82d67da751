/**
 * The production web server behind `npm start`: Next.js's own request handler (the same one `next start`
 * uses) behind a first look at every request (src/edge/edge.ts). That first look is the only place that knows
 * the socket, so it is where proxy headers are believed or dropped (GUIDE_TRUSTED_PROXIES) and where requests
 * no route can answer (TRACE, undecodable paths, NUL) get their 4xx before the framework turns them into 500s.
 *
 * `npm start` bundles it into plain JavaScript (scripts/guide.ts says why) and runs it from the project folder:
 * node .next/guide-server/serve.mjs <port>
 */
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { EDGE_MARK } from '@/edge/client-address'
import { answerWithBrotli, brotliCache } from '@/edge/page-brotli'
import { compileTrust, countryHeaderNames, edgeRefusal, establishClient, originForm, refusalBody } from '@/edge/edge'
import { answerOutage } from '@/edge/outage'
import { guideLog } from '@/observability/log'
import { collectProcessMetrics } from '@/observability/metrics.mjs'
import { answerMetrics, bearerOpensMetrics, metricsDoor } from '@/observability/metrics-door'
import { watchRequest } from '@/observability/request-signals'
import { routeLabeller, routeTemplatesOfBuild } from '@/observability/route-label'
import { brotliCopies } from '@/startup/precompressed'
import { WARM_UP_HEADER, warmUp } from '@/startup/warm-up'

const root = process.cwd()
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000)

const trust = compileTrust(process.env.GUIDE_TRUSTED_PROXIES)
const countryHeaders = countryHeaderNames()
// Tells the app (same process) that the client headers were set here, not by whoever sent the request.
;(globalThis as Record<symbol, unknown>)[EDGE_MARK] = true

// /metrics: off unless METRICS_TOKEN or METRICS_PORT says who may read it (src/observability/metrics-door.ts).
const door = metricsDoor()
const metricsOn = Boolean(door.tokenHash || door.port)
if (metricsOn) collectProcessMetrics()
// One JSON line per request (src/observability/log.ts): LOG_LEVEL, readable on a terminal.
const log = guideLog()
const { templates, publicFiles } = routeTemplatesOfBuild(path.join(root, '.next'), path.join(root, 'public'))
const routeOf = routeLabeller(templates, publicFiles)

const app = next({ dev: false, dir: root, port })
const handle = app.getRequestHandler()
const brotliCopyOf = brotliCopies(path.join(root, '.next', 'static'))
const pageBrotli = brotliCache()
// Known to this process only: the warm-up's own requests (src/startup/warm-up.ts) stay out of the request log.
const warmUpToken = process.env.GUIDE_WARM_UP === '0' ? '' : randomBytes(16).toString('hex')

await app.prepare()

const server = createServer((request, response) => {
  if (door.tokenHash && request.url === '/metrics' && bearerOpensMetrics(request.headers.authorization, door)) {
    void answerMetrics(response, request.method)
    return
  }
  if (!warmUpToken || request.headers[WARM_UP_HEADER] !== warmUpToken) {
    watchRequest(request, response, routeOf(request.url ?? ''), { metrics: metricsOn, log })
  }
  const refusal = edgeRefusal(request.method, request.url, request.headers['next-action'])
  if (refusal) {
    const { type, body } = refusalBody(request.url, refusal)
    response.writeHead(refusal.status, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(refusal.status === 405 ? { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } : {}),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
    return
  }
  // A request line in absolute form goes on as its path: Next.js would carry its host into redirects.
  request.url = originForm(request.url)
  establishClient(request, trust, countryHeaders)
  // While PostgreSQL is unreachable: 503 with Retry-After instead of 500, and brief shared caching.
  answerOutage(request, response)
  // A script or style the build compressed with brotli (src/startup/precompressed.ts): Next's handler sends the
  // copy, with the original's type; its compression sees the encoding and leaves the bytes alone.
  const copy = brotliCopyOf(request.method, request.url, request.headers['accept-encoding'])
  if (copy) {
    request.url = copy.url
    response.setHeader('Content-Type', copy.type)
    response.setHeader('Content-Encoding', 'br')
    response.setHeader('Vary', 'Accept-Encoding')
  } else {
    // Pages and other text answers: brotli once per distinct body (src/edge/page-brotli.ts); gzip stays Next's.
    answerWithBrotli(request, response, pageBrotli)
  }
  void handle(request, response)
})

// Every interface, as `next start` does (HOSTNAME is the machine's name in most shells, not an address to bind).
server.listen(port, () => {
  log.info({ port }, 'listening')
  if (!warmUpToken) return
  console.log('[guide] Warming every page in the background ...')
  warmUp(`http://127.0.0.1:${port}`, warmUpToken).then(
    ({ pages, failed, ms }) => {
      console.log(`[guide] ${(ms / 1000).toFixed(1).padStart(5)} s  Warmed ${pages - failed.length} of ${pages} pages.`)
      if (failed.length) log.warn({ failed: failed.slice(0, 20) }, 'warm-up: pages that did not answer 200')
    },
    (error: Error) => log.warn({ err: error }, 'warm-up stopped'),
  )
})

// On its own port, /metrics needs no token: that port is for the private network Prometheus scrapes from.
const metricsServer = door.port
  ? createServer((request, response) => {
      if (request.url === '/metrics' && (request.method === 'GET' || request.method === 'HEAD')) return void answerMetrics(response, request.method)
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found\n')
    }).listen(door.port, () => log.info({ port: door.port }, 'metrics listening'))
  : null

let closing = false
function shutdown() {
  if (closing) return
  closing = true
  metricsServer?.close()
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  // Long polls and keep-alive sockets must not hold the database open for ever.
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
