/**
 * `npm run bench:redis`: the pages with the shared cache (REDIS_URL, src/cache/cache-handler-redis.mjs) beside the
 * same pages without it (Next's own file-system and memory cache). It starts Debian's redis-server on a free port
 * and two built guides, each with a database of its own (.data/bench and .data/bench-redis), and stops them all
 * afterwards. Rounds are interleaved (BENCH_ROUNDS of BENCH_SECONDS per page and guide), so machine drift hits
 * both alike.
 *
 * Target (the caching issue, 4): every page with Redis at 0.9× or more of its throughput without it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { findFreePort } from '@/startup/embedded-db'

import { BROWSER_ACCEPT_ENCODING, CONNECTIONS, formatBytes, type Guide, measure, PAGES, root, type Sample, summarise, startGuide } from './bench/guide'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'
const TARGET = 0.9

async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(REDIS_SERVER)) throw new Error(`redis-server not found at ${REDIS_SERVER}: apt-get install -y redis-server`)
  const port = await findFreePort(6400)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-bench-redis-'))
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const url = `redis://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', () => child.kill('SIGKILL'))
  return { url, stop }
}

async function main() {
  const redis = await startRedis()
  const guides: Guide[] = []
  const stopAll = async () => {
    for (const guide of guides.reverse()) await guide.stop()
    await redis.stop()
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().finally(() => process.exit(130)))
  try {
    // One after the other: the first start may build, and the second must not build beside it.
    const without = await startGuide({ GUIDE_DATA_DIR: path.join(root, '.data', 'bench') })
    guides.push(without)
    const shared = await startGuide({ GUIDE_DATA_DIR: path.join(root, '.data', 'bench-redis'), REDIS_URL: redis.url })
    guides.push(shared)
    console.log(`[bench] without Redis ${without.url}, with Redis ${shared.url}: ${ROUNDS} interleaved rounds of ${SECONDS} s per page at ${CONNECTIONS} connections`)
    const sides = [
      { name: 'without Redis', guide: without },
      { name: 'with Redis', guide: shared },
    ]
    for (const { guide } of sides) for (const page of PAGES) for (let i = 0; i < 3; i++) await fetch(`${guide.url}${page.path}`, { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } }).then((r) => r.arrayBuffer())
    for (const { guide } of sides) for (const page of PAGES) await measure(guide.url, page, 1)

    const samples = new Map<string, Sample[]>()
    for (let round = 1; round <= ROUNDS; round++) {
      for (const page of PAGES) {
        for (const side of sides) {
          const key = `${side.name} ${page.name}`
          samples.set(key, [...(samples.get(key) ?? []), await measure(side.guide.url, page, SECONDS)])
        }
      }
      console.log(`[bench] round ${round}/${ROUNDS} done`)
    }

    console.log('\n| Page | req/s without Redis | req/s with Redis | Ratio | p99 without | p99 with | bytes per request | errors |')
    console.log('|---|---|---|---|---|---|---|---|')
    const misses: string[] = []
    for (const page of PAGES) {
      const a = summarise(samples.get(`without Redis ${page.name}`)!)
      const b = summarise(samples.get(`with Redis ${page.name}`)!)
      const ratio = b.rps / a.rps
      console.log(`| ${page.name} | ${Math.round(a.rps).toLocaleString('en')} | ${Math.round(b.rps).toLocaleString('en')} | ${ratio.toFixed(2)} | ${a.p99} ms | ${b.p99} ms | ${formatBytes(b.bytes)} | ${a.errors + b.errors} |`)
      if (ratio < TARGET) misses.push(`${page.name}: ${ratio.toFixed(2)}× with Redis (target ${TARGET}×)`)
      if (a.errors + b.errors) misses.push(`${page.name}: ${a.errors + b.errors} errors`)
    }
    console.log(misses.length ? `\nTargets missed:\n- ${misses.join('\n- ')}` : '\nEvery target met.')
  } finally {
    await stopAll()
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`[bench] ${error.message}`)
    process.exit(1)
  },
)
