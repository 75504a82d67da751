import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { purgeNow, purgeTags, purgeTarget } from '@/cache/purge'
import { nameSurrogateKeys, surrogateKeysOf } from '@/cache/surrogate-keys.mjs'
import { createGuideLogger } from '@/observability/log'

/** A purge API that answers with the statuses given, one per request, then 200. */
async function purgeApi(statuses: number[] = []) {
  const seen: { headers: IncomingHttpHeaders; body: string }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      seen.push({ headers: request.headers, body })
      response.writeHead(statuses.shift() ?? 200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`
  return { url, seen, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * The lines the guide's log gets (src/observability/log.ts): the process's logger on globalThis, which
 * scripts/serve.ts makes in the server, is one of the test's, writing into an array.
 */
function guideLogLines(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('guide.log')] = createGuideLogger({ LOG_LEVEL: 'info' }, sink)
  return lines
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('guide.log')]
})

describe('surrogate keys', () => {
  it('names the guide’s own tags once each, and none of Next’s implicit path tags', () => {
    expect(surrogateKeysOf(['_N_T_/layout', 'guide:hero:hulk', '_N_T_/heroes/hulk', 'guide:heroes', 'guide:hero:hulk'])).toEqual(['guide:hero:hulk', 'guide:heroes'])
  })

  it('adds Surrogate-Key (spaces) and Cache-Tag (commas) to an entry whose render carried tags, and leaves the others alone', () => {
    const page = { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/layout,guide:hero:hulk,guide:heroes' } as Record<string, string> }
    nameSurrogateKeys(page)
    expect(page.headers['surrogate-key']).toBe('guide:hero:hulk guide:heroes')
    expect(page.headers['cache-tag']).toBe('guide:hero:hulk,guide:heroes')

    const untagged = { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/layout' } as Record<string, string> }
    nameSurrogateKeys(untagged)
    expect(untagged.headers).toEqual({ 'x-next-cache-tags': '_N_T_/layout' })
    expect(() => nameSurrogateKeys({ kind: 'FETCH', data: {} })).not.toThrow()
  })
})

describe('the purge call', () => {
  it('is off without GUIDE_PURGE_URL', () => {
    expect(purgeTarget({})).toBeNull()
  })

  it('takes the CDN’s credentials from GUIDE_PURGE_HEADERS, and ignores them (with a warning) when they are not a JSON object', () => {
    expect(purgeTarget({ GUIDE_PURGE_URL: 'http://cdn.test/purge', GUIDE_PURGE_HEADERS: '{"Fastly-Key":"k"}' })).toEqual({ url: 'http://cdn.test/purge', headers: { 'Fastly-Key': 'k' } })
    const lines = guideLogLines()
    expect(purgeTarget({ GUIDE_PURGE_URL: 'http://cdn.test/purge', GUIDE_PURGE_HEADERS: '["Fastly-Key"]' })).toEqual({ url: 'http://cdn.test/purge', headers: {} })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 40, name: 'purge' })
    expect(String(lines[0].msg)).toMatch(/^GUIDE_PURGE_HEADERS is not a JSON object/)
  })

  it('posts the keys as a JSON body and a Surrogate-Key header, with the credentials', async () => {
    const api = await purgeApi()
    try {
      await purgeNow(['guide:hero:hulk', '_N_T_/heroes/hulk', 'guide:heroes'], { url: api.url, headers: { Authorization: 'Bearer t' } })
      expect(api.seen).toHaveLength(1)
      expect(JSON.parse(api.seen[0].body)).toEqual({ tags: ['guide:hero:hulk', 'guide:heroes'] })
      expect(api.seen[0].headers['surrogate-key']).toBe('guide:hero:hulk guide:heroes')
      expect(api.seen[0].headers.authorization).toBe('Bearer t')
    } finally {
      await api.stop()
    }
  })

  it('tries once more after a failure, and says so when that fails too, without throwing', async () => {
    const api = await purgeApi([503, 503, 503])
    const lines = guideLogLines()
    try {
      await purgeNow(['guide:heroes'], { url: api.url, headers: {} })
      expect(api.seen).toHaveLength(2)
      // One JSON line in the guide's log, as a warning, naming the CDN's origin and its answer.
      expect(lines).toEqual([expect.objectContaining({ level: 40, name: 'purge', msg: 'could not purge 1 tag(s)', tags: 1, origin: new URL(api.url).origin, error: 'the purge URL answered 503' })])

      const recovering = await purgeApi([503])
      try {
        await purgeNow(['guide:heroes'], { url: recovering.url, headers: {} })
        expect(recovering.seen).toHaveLength(2)
        expect(lines).toHaveLength(1)
      } finally {
        await recovering.stop()
      }
    } finally {
      await api.stop()
    }
  })

  it('sends the tags of one moment’s expiries in one request', async () => {
    const api = await purgeApi()
    vi.stubEnv('GUIDE_PURGE_URL', api.url)
    try {
      await Promise.all([purgeTags(['guide:hero:hulk']), purgeTags(['guide:heroes', 'guide:hero:hulk']), purgeTags(['guide:hero:7'])])
      expect(api.seen).toHaveLength(1)
      expect(JSON.parse(api.seen[0].body).tags.sort()).toEqual(['guide:hero:7', 'guide:hero:hulk', 'guide:heroes'])
    } finally {
      await api.stop()
    }
  })
})
