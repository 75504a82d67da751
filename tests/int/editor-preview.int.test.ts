/**
 * Live preview and drafts against the real app (tests/int/global-setup.ts): /preview turns on draft mode only
 * with the preview secret and a staff session; pages then show drafts, while the public /api and every
 * visitor keep seeing published content only.
 */
import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { cmsRestWith, type CmsRestCall, signInAdmin } from '../support/app-admin'
import { lexicalParagraph } from '../support/lexical'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
const stamp = Date.now().toString(36)
let previewSecret: string
let adminCookie: string
let cmsRest: CmsRestCall

async function signedGet(pathname: string, cookie?: string) {
  const headers = signedHeaders(pathname, { fingerprint: 'preview-test' })
  if (cookie) headers.Cookie = cookie
  const response = await fetch(new URL(pathname, base), { headers })
  expect(response.status).toBe(200)
  return response.json()
}

// A browser names the request same-origin; Payload takes a session cookie only with that (or a trusted Origin).
const preview = (query: Record<string, string>, cookie?: string) =>
  fetch(new URL(`/preview?${new URLSearchParams(query)}`, base), {
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } : {},
  })

/** The draft-mode cookie a successful /preview hands out. */
async function draftCookie() {
  const response = await preview({ secret: previewSecret, path: '/news' }, adminCookie)
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__prerender_bypass='))
  expect(cookie).toBeDefined()
  return cookie!.split(';')[0]
}

beforeAll(async () => {
  // The app generated its development secrets into its data folder, as `npm start` does on a new machine.
  const secrets = JSON.parse(fs.readFileSync(path.join(inject('dataDir'), 'secrets.json'), 'utf8'))
  previewSecret = secrets.PREVIEW_SECRET
  expect(previewSecret).toMatch(/^[0-9a-f]{64}$/)
  const adminToken = await signInAdmin(base)
  cmsRest = cmsRestWith(base, adminToken)
  adminCookie = `payload-token=${adminToken}`
})

describe('/preview', () => {
  it('refuses without the secret, without a staff session, and for paths off the site', async () => {
    expect((await preview({ path: '/news' }, adminCookie)).status).toBe(403)
    expect((await preview({ secret: 'guess', path: '/news' }, adminCookie)).status).toBe(403)
    const anonymous = await preview({ secret: previewSecret, path: '/news' })
    expect(anonymous.status).toBe(403)
    expect(anonymous.headers.getSetCookie().join()).not.toContain('__prerender_bypass')
    for (const offSite of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '']) {
      const answer = await preview({ secret: previewSecret, path: offSite }, adminCookie)
      expect(answer.status, offSite).toBe(400)
      expect(answer.headers.get('location')).toBeNull()
    }
  })

  it('turns on draft mode for staff and sends them on to the page', async () => {
    const answer = await preview({ secret: previewSecret, path: '/heroes/hulk?tab=1' }, adminCookie)
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe('/heroes/hulk?tab=1')
    expect(answer.headers.getSetCookie().join()).toContain('__prerender_bypass=')
  })

  it('leaves draft mode through /preview/exit', async () => {
    const answer = await fetch(new URL('/preview/exit?path=/news', base), { redirect: 'manual', headers: { Cookie: await draftCookie() } })
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe('/news')
    expect(answer.headers.getSetCookie().join()).toMatch(/__prerender_bypass=;|__prerender_bypass=[^;]*;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/i)
  })
})

describe('drafts in a preview, published content for everyone else', () => {
  it('a news draft shows on /news in draft mode only; /api/news never shows it', async () => {
    const title = `Draft preview ${stamp}`
    const created = await cmsRest('POST', '/news?draft=true', { title, body: lexicalParagraph('A draft in preview.'), _status: 'draft' })
    expect(created.status).toBe(201)
    const cookie = await draftCookie()

    const previewed = await (await fetch(new URL('/news', base), { headers: { Cookie: cookie } })).text()
    expect(previewed).toContain(title)
    expect(previewed).toContain('Leave preview')
    const visitor = await (await fetch(new URL('/news', base))).text()
    expect(visitor).not.toContain(title)
    expect(visitor).not.toContain('Leave preview')

    const api = (await signedGet('/api/news/5/0', cookie)) as { title: string }[]
    expect(api.map((entry) => entry.title)).not.toContain(title)
  })

  it('an unpublished change to a hero ability stays out of /api until it is published', async () => {
    const hulk = (await cmsRest('GET', '/heroes?where[slug][equals]=hulk&limit=1&depth=0')).body.docs[0]
    const ability = (await cmsRest('GET', `/hero-abilities?where[hero][equals]=${hulk.id}&limit=1&depth=0`)).body.docs[0]
    const abilities = async () => (await signedGet('/api/heroes/hulk/abilities')) as { slug: string; description: string }[]
    const published = (await abilities()).find((entry) => entry.slug === ability.slug)!
    expect(published.description).toBe(ability.description)

    // An autosaved draft, as the admin writes while the editor types.
    const draftText = `Draft description ${stamp}`
    expect((await cmsRest('PATCH', `/hero-abilities/${ability.id}?draft=true&autosave=true`, { description: draftText })).status).toBe(200)
    expect((await abilities()).find((entry) => entry.slug === ability.slug)!.description).toBe(ability.description)
    // Even with an editor's draft-mode cookie: /api answers are cacheable, so they never preview.
    const withCookie = (await signedGet('/api/heroes/hulk/abilities', await draftCookie())) as { slug: string; description: string }[]
    expect(withCookie.find((entry) => entry.slug === ability.slug)!.description).toBe(ability.description)

    // Published: public at once (tag revalidation), without a rebuild.
    expect((await cmsRest('PATCH', `/hero-abilities/${ability.id}`, { _status: 'published' })).status).toBe(200)
    const started = Date.now()
    await expect.poll(async () => (await abilities()).find((entry) => entry.slug === ability.slug)!.description, { timeout: 1_000, interval: 100 }).toBe(draftText)
    expect(Date.now() - started).toBeLessThan(1_000)

    // Put the seeded text back for the other tests.
    expect((await cmsRest('PATCH', `/hero-abilities/${ability.id}`, { description: ability.description, _status: 'published' })).status).toBe(200)
  })

  it('a hero created without asking for a draft is published (the seed and scripts rely on it)', async () => {
    const created = await cmsRest('POST', '/heroes', { name: `Plain Create ${stamp}`, nickname: `Plain Create ${stamp}`, role: 'duelist' })
    expect(created.status).toBe(201)
    expect(created.body.doc._status).toBe('published')
    const asDraft = await cmsRest('POST', '/heroes?draft=true', { name: `Draft Create ${stamp}`, nickname: `Draft Create ${stamp}`, role: 'duelist' })
    expect(asDraft.body.doc._status).toBe('draft')
    const heroes = (await signedGet('/api/heroes')) as { nickname: string }[]
    const names = heroes.map((hero) => hero.nickname)
    expect(names).toContain(`Plain Create ${stamp}`)
    expect(names).not.toContain(`Draft Create ${stamp}`)
  })
})
