/**
 * The signed-in client (spec §6) against the real app: the browser client, a real token provider
 * (tests/support/memory-auth.ts) and a real recording HTTP server in front of the app, which also serves as
 * the token-sync endpoint. The app answers signed calls that carry a bearer token as it answers any other.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createApiClient } from '@/browser/api-client'
import { DEV_API_KEYS } from '@/contract/api-keys'
import { TOKEN_SYNC_MAX_AGE_SECONDS } from '@/browser/api-client/settings'

import { MemoryAuthService } from '../support/memory-auth'
import { startRecordingServer } from '../support/recording-server'

let proxy: Awaited<ReturnType<typeof startRecordingServer>>
beforeAll(async () => {
  proxy = await startRecordingServer(inject('appUrl'))
})
afterAll(() => proxy.stop())

const silent = { error: () => {}, warn: () => {} }

describe('the browser client signed in through a token provider', () => {
  it('sends Authorization: Bearer only while signed in, and the app answers both', async () => {
    const auth = new MemoryAuthService()
    const api = createApiClient({ ...DEV_API_KEYS, baseUrl: proxy.url, log: silent, auth: { provider: auth, maxTokenAgeSeconds: TOKEN_SYNC_MAX_AGE_SECONDS } })

    const anonymous = await api.heroes()
    auth.signIn()
    const signedIn = await api.heroes()
    const found = await api.search('hulk')
    auth.signOut()
    const after = await api.details('hulk')

    expect(anonymous.length).toBeGreaterThan(30)
    expect(signedIn).toEqual(anonymous)
    expect(found[0]).toMatchObject({ type: 'hero', slug: 'hulk' })
    expect(after?.hero).toBe('hulk')
    const token = auth.issued[0].token
    expect(proxy.requests.map((request) => [request.path.split('?')[0], request.headers.authorization])).toEqual([
      ['/api/heroes', undefined],
      ['/api/heroes', `Bearer ${token}`],
      ['/api/search', `Bearer ${token}`],
      ['/api/heroes/hulk/details', undefined],
    ])
  })

  it('syncs only with a sync URL, refreshing a stale token first', async () => {
    let clock = Date.now()
    const auth = new MemoryAuthService(() => clock)
    const without = createApiClient({ ...DEV_API_KEYS, baseUrl: proxy.url, log: silent, auth: { provider: auth, maxTokenAgeSeconds: 300, now: () => clock } })
    const stopWithout = without.startTokenSync()
    auth.signIn()
    auth.signOut()
    await without.health()
    stopWithout()
    expect(proxy.requests.filter((request) => request.path === '/sync')).toEqual([])

    const api = createApiClient({
      ...DEV_API_KEYS,
      baseUrl: proxy.url,
      log: silent,
      auth: { provider: auth, syncUrl: `${proxy.url}/sync`, maxTokenAgeSeconds: 300, now: () => clock },
    })
    const stop = api.startTokenSync()
    const late = auth.onSignIn(() => (clock += 301_000))
    auth.signIn()
    const [posted] = await proxy.waitFor((request) => request.path === '/sync' && request.method === 'POST')
    const [stale, fresh] = auth.issued.slice(-2)
    expect(fresh.issuedAt - stale.issuedAt).toBe(301_000)
    expect(posted.headers.authorization).toBe(`Bearer ${fresh.token}`)
    late()

    auth.signOut()
    const [deleted] = await proxy.waitFor((request) => request.path === '/sync' && request.method === 'DELETE')
    expect(deleted.headers.authorization).toBe(`Bearer ${fresh.token}`)
    stop()
  })
})
