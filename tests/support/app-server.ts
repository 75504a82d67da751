/**
 * The real app, served by the same command as `npm start` (scripts/guide.ts: build if stale, migrations,
 * seed when empty, `next start`), for tests that need the Next.js runtime: the /api routes, their data
 * cache and its revalidation.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { findFreePort } from '@/startup/embedded-db'

export type AppServer = { url: string; stop: () => Promise<void>; output: () => string }

/**
 * `readyWithinMs`: `npm start` may build first (10 minutes); `next start` alone is ready in seconds, so a hang
 * shows up early, with the app's output. `outputFile`: the server's output is also appended there, for tests
 * that read its log (signals.int.test.ts).
 */
export async function startAppServer(
  env: Record<string, string>,
  { script = 'start', readyWithinMs, outputFile }: { script?: 'start' | 'next'; readyWithinMs?: number; outputFile?: string } = {},
): Promise<AppServer> {
  readyWithinMs ??= script === 'start' ? 600_000 : 180_000
  const port = await findFreePort(4100 + Math.floor(Math.random() * 800))
  let output = ''
  const child: ChildProcess =
    script === 'start'
      ? spawn(process.execPath, ['scripts/guide.mjs', 'start'], {
          // No warm-up (src/startup/warm-up.ts): these tests count the cache's entries and writes, and read pages'
          // cache states, which requests of the server's own would change under them. A test may turn it on.
          env: { ...process.env, GUIDE_WARM_UP: '0', ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(port)], {
          env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
  const keep = (chunk: Buffer) => {
    output += chunk
    if (outputFile) fs.appendFileSync(outputFile, chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`

  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)))
  const deadline = Date.now() + readyWithinMs
  let ready = false
  while (!ready) {
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`The app server did not answer /api/health within ${readyWithinMs / 1000} s:\n${output.slice(-4000)}`)
    }
    const done = await Promise.race([exited.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 500))])
    if (done) throw new Error(`The app server exited before it was ready:\n${output.slice(-4000)}`)
    try {
      // A server that takes the connection but never answers is asked again, not waited on forever.
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(15_000) })
      ready = response.status === 200 || response.status === 503
    } catch {
      // not listening yet
    }
  }

  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))])
    },
  }
}
