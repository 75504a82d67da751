/**
 * What the benchmarks share: the built guide started on a free port with a database of its own, signed /api
 * headers, and one autocannon run of a route.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { apiKeys } from '@/contract/api-keys'
import { findFreePort } from '@/startup/embedded-db'
import { signedHeaders as signed } from '@/contract/signing-noble'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const CONNECTIONS = 50
/** What browsers send: pages and files come compressed as a browser would get them. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br'

export type Route = { name: string; path: string; kind: 'file' | 'constant' | 'api' | 'page'; signed?: boolean }

/** The pages both benchmarks measure. */
export const PAGES: Route[] = [
  { name: '/', path: '/', kind: 'page' },
  { name: '/news', path: '/news', kind: 'page' },
  { name: '/basics', path: '/basics', kind: 'page' },
  { name: '/maps', path: '/maps', kind: 'page' },
  { name: 'map guide section', path: '/maps/yggsgard/royal-palace/golden-courtyard', kind: 'page' },
  { name: '/heroes', path: '/heroes', kind: 'page' },
  { name: '/heroes/hulk', path: '/heroes/hulk', kind: 'page' },
]

/** Pages in Spanish and Portuguese beside their English twins above (issue 45: at least 0.9x their throughput). */
export const LANGUAGE_TWINS: (Route & { twin: string })[] = [
  { name: '/es', path: '/es', kind: 'page', twin: '/' },
  { name: '/es/heroes/hulk', path: '/es/heroes/hulk', kind: 'page', twin: '/heroes/hulk' },
  { name: 'map guide section in es', path: '/es/maps/yggsgard/royal-palace/golden-courtyard', kind: 'page', twin: 'map guide section' },
  { name: 'map guide section in pt-BR', path: '/pt-br/maps/yggsgard/royal-palace/golden-courtyard', kind: 'page', twin: 'map guide section' },
]

/** Signed headers for a GET; valid for the spec's 300 s window, so each round signs afresh. */
export function signedHeaders(pathname: string): Record<string, string> {
  return signed(pathname, apiKeys(), { fingerprint: 'bench' })
}

export type Guide = { url: string; stop: () => Promise<void> }

/** `npm start` (scripts/guide.mjs) on a free port with its own database (.data/bench unless BENCH_DATA_DIR). */
export async function startGuide(extraEnv: Record<string, string> = {}): Promise<Guide> {
  const port = await findFreePort(3600)
  const env = {
    ...process.env,
    PORT: String(port),
    GUIDE_DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(root, '.data', 'bench'),
    NEXT_TELEMETRY_DISABLED: '1',
    ...extraEnv,
  }
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'guide.mjs'), 'start'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 900_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('The guide exited before it answered.')
    if (Date.now() > deadline) throw new Error('The guide did not answer within 15 minutes.')
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false)
    if (ok) break
    await new Promise((r) => setTimeout(r, 1000))
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))])
    },
  }
}

/** `bytes`: bytes read per request, headers included, as the client received them (compressed). */
export type Sample = { rps: number; p50: number; p99: number; errors: number; non2xx: number; bytes: number }

export async function measure(url: string, route: Route, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url: `${url}${route.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING, ...(route.signed ? signedHeaders(route.path) : {}) },
  })
  // The constant unknown-/api answer is a 404 on purpose; everything else must be 2xx.
  const non2xx = route.kind === 'constant' ? result.non2xx - result['4xx'] : result.non2xx
  const bytes = result.requests.total ? result.throughput.total / result.requests.total : 0
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx, bytes }
}

/** Rounds of one route: mean req/s, the worst round's p50 and p99, and every error or unexpected status. */
export function summarise(list: Sample[]) {
  return {
    rps: list.reduce((sum, s) => sum + s.rps, 0) / list.length,
    p50: Math.max(...list.map((s) => s.p50)),
    p99: Math.max(...list.map((s) => s.p99)),
    errors: list.reduce((sum, s) => sum + s.errors + s.non2xx, 0),
    bytes: list.reduce((sum, s) => sum + s.bytes, 0) / list.length,
  }
}

/** Bytes per request as the tables show them. */
export function formatBytes(bytes: number): string {
  return bytes >= 10_240 ? `${(bytes / 1024).toFixed(1)} KB` : `${Math.round(bytes).toLocaleString('en')} B`
}
