import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const handler = path.resolve('src/cache/cache-handler-redis.mjs')

/**
 * Whether String.prototype still has V8's fast properties after `setup` runs, asked of a fresh node with V8's
 * own probe. In dictionary mode every str.charCodeAt loop in the process slows down, Next's ETag of each page
 * among them: that is what made pages with REDIS_URL run at 0.6x (the caching issue, 4).
 */
async function stringPrototypeIsFast(setup: string): Promise<boolean> {
  const script = `${setup}\nconsole.log(%HasFastProperties(String.prototype))`
  const { stdout } = await run(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], { timeout: 30_000 })
  return stdout.trim().split('\n').at(-1) === 'true'
}

describe('the Redis cache handler and V8', () => {
  it('the probe sees a library that slows every string down', async () => {
    expect(await stringPrototypeIsFast('')).toBe(true)
    expect(await stringPrototypeIsFast('class Verbatim extends String {}')).toBe(false)
  })

  it('loading the shared cache handler and its Redis client keeps String.prototype fast', async () => {
    expect(await stringPrototypeIsFast(`await import(${JSON.stringify(handler)})`)).toBe(true)
  })
})
