/**
 * What shared caches are told (the caching issue, 2): every cached page names what it shows in `Surrogate-Key` and
 * `Cache-Tag`, and an edit sends the tags it expired to the purge URL (src/cache/purge.ts), here a real HTTP
 * receiver started by tests/int/global-setup.ts. The tags an edit sends must name the pages it changed, and no
 * page it left alone.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { cmsRestWith, type CmsRestCall, signInAdmin } from '../support/app-admin'
import { PURGE_TOKEN, receivedPurges, type ReceivedPurge } from '../support/purge-receiver'

const base = inject('appUrl')
const receiver = inject('purgeReceiverUrl')
const stamp = Date.now().toString(36)
let cmsRest: CmsRestCall
let hulk: { id: number; nickname: string }

/** A page's surrogate keys and cache state, once the cache holds it. */
async function keysOf(pathname: string) {
  const started = Date.now()
  while (Date.now() - started < 20_000) {
    const response = await fetch(new URL(pathname, base), { redirect: 'manual' })
    await response.arrayBuffer()
    const state = response.headers.get('x-nextjs-cache')
    if (state === 'HIT') {
      const surrogateKey = response.headers.get('surrogate-key')
      return { surrogateKey: surrogateKey?.split(' ') ?? [], cacheTag: response.headers.get('cache-tag')?.split(',') ?? [] }
    }
  }
  throw new Error(`${pathname} was never served from the cache`)
}

/** The purges received since `since`, once together they name one of each page's keys (or 10 s have passed). */
async function purgesCovering(pages: string[][], since: number): Promise<ReceivedPurge[]> {
  const started = Date.now()
  let purges: ReceivedPurge[] = []
  while (Date.now() - started < 10_000) {
    purges = (await receivedPurges(receiver)).filter((purge) => purge.at >= since)
    const purged = new Set(purges.flatMap((purge) => purge.tags))
    if (pages.every((keys) => keys.some((key) => purged.has(key)))) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return purges
}

beforeAll(async () => {
  cmsRest = cmsRestWith(base, await signInAdmin(base))
  hulk = (await cmsRest('GET', '/heroes?where[slug][equals]=hulk&depth=0&limit=1')).body.docs[0]
  expect(hulk).toBeDefined()
})

describe('pages name what they show', () => {
  it('a hero guide names its hero in Surrogate-Key and Cache-Tag, on a hit and on the render that stored it', async () => {
    const hit = await keysOf('/heroes/hulk')
    expect(hit.surrogateKey).toContain('guide:hero:hulk')
    expect(hit.cacheTag).toEqual(hit.surrogateKey)
    // Only the guide's own tags: Next's implicit path tags mean nothing to a CDN.
    expect(hit.surrogateKey.every((key) => key.startsWith('guide:'))).toBe(true)

    // An edit elsewhere makes the roster render again: that first answer already carries the keys.
    await keysOf('/heroes')
    expect((await cmsRest('PATCH', `/heroes/${hulk.id}`, { nickname: `Hulk ${stamp}`, _status: 'published' })).status).toBe(200)
    try {
      let rendered: Response | undefined
      const started = Date.now()
      while (Date.now() - started < 10_000) {
        const response = await fetch(new URL('/heroes', base))
        const html = await response.text()
        if (html.includes(`Hulk ${stamp}`)) {
          rendered = response
          break
        }
      }
      expect(rendered?.headers.get('surrogate-key')?.split(' ')).toContain('guide:heroes')
    } finally {
      await cmsRest('PATCH', `/heroes/${hulk.id}`, { nickname: hulk.nickname, _status: 'published' })
    }
  })
})

describe('an edit purges the pages it changed', () => {
  it('renaming hulk sends tags that name his guide, the roster and the counter-pick helper, and not magik or /maps', async () => {
    const changed = ['/heroes/hulk', '/heroes', '/heroes/counters']
    const untouched = ['/heroes/magik', '/maps']
    const keys = new Map<string, string[]>()
    for (const pathname of [...changed, ...untouched]) keys.set(pathname, (await keysOf(pathname)).surrogateKey)

    const since = Date.now()
    expect((await cmsRest('PATCH', `/heroes/${hulk.id}`, { nickname: `Hulk purged ${stamp}`, _status: 'published' })).status).toBe(200)
    try {
      const purges = await purgesCovering(changed.map((pathname) => keys.get(pathname)!), since)
      expect(purges.length).toBeGreaterThan(0)
      const purged = new Set(purges.flatMap((purge) => purge.tags))
      for (const pathname of changed) expect([pathname, keys.get(pathname)!.some((key) => purged.has(key))]).toEqual([pathname, true])
      for (const pathname of untouched) expect([pathname, keys.get(pathname)!.filter((key) => purged.has(key))]).toEqual([pathname, []])
      // As a CDN's purge API wants it: the credential the operator configured, the keys in the body and the header.
      for (const purge of purges) {
        expect(purge.authorization).toBe(`Bearer ${PURGE_TOKEN}`)
        expect(purge.surrogateKey?.split(' ')).toEqual(purge.tags)
      }
    } finally {
      await cmsRest('PATCH', `/heroes/${hulk.id}`, { nickname: hulk.nickname, _status: 'published' })
    }
  })
})
