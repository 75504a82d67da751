/**
 * A guide whose monotonic clock lags its wall clock (tests/support/monotonic-lag.cjs: a minute, as after a paused
 * virtual machine or an NTP step) still shows an edit at the first look after the save: Next.js stamps tag
 * expiries with one clock and compares them with the other, so each expiry counted only a minute later and the
 * first look got the old page (src/cache/wall-clock.mjs). CI's end-to-end run met exactly that.
 */
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { cmsRestWith, signedApiGet, signInAdmin, type CmsRestCall } from '../support/app-admin'
import { startAppServer, type AppServer } from '../support/app-server'

let app: AppServer
let cmsRest: CmsRestCall
const created: number[] = []

beforeAll(async () => {
  app = await startAppServer(
    {
      DATABASE_URL: inject('databaseUrl'),
      PAYLOAD_SECRET: inject('payloadSecret'),
      GUIDE_DATA_DIR: inject('dataDir'),
      NODE_OPTIONS: `--require ${path.resolve('tests/support/monotonic-lag.cjs')}`,
    },
    { script: 'next' },
  )
  cmsRest = cmsRestWith(app.url, await signInAdmin(app.url))
}, 240_000)

afterAll(async () => {
  for (const id of created) await cmsRest?.('DELETE', `/news/${id}`)
  await app?.stop()
})

describe('with the monotonic clock a minute behind the wall clock', () => {
  it('a news entry published now is on the cached /news and /api/news at the first look', async () => {
    const page = () => fetch(new URL('/news', app.url))
    await page()
    const cached = await page()
    // The page is served from the cache, so the first look below depends on the expiry, not on a render anyway.
    expect(['HIT', 'STALE']).toContain(cached.headers.get('x-nextjs-cache'))
    await signedApiGet(app.url, '/api/news/10/0')

    const title = `Clock step ${Date.now().toString(36)}`
    const { body } = (await cmsRest('GET', '/news?limit=1&depth=0&where[_status][equals]=published')).body.docs[0]
    const saved = await cmsRest('POST', '/news', { title, body, _status: 'published' })
    expect(saved.status).toBe(201)
    created.push(saved.body.doc.id)

    const firstLook = await page()
    expect((await firstLook.text()).includes(title), `/news (x-nextjs-cache: ${firstLook.headers.get('x-nextjs-cache')}) shows the entry`).toBe(true)
    const api = await signedApiGet<{ title: string }[]>(app.url, '/api/news/10/0')
    expect(api.json.map((entry) => entry.title)).toContain(title)
  })
})
