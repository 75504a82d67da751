/**
 * Patches end to end on the real app and database (tests/int/global-setup.ts): the /api additions and their
 * 404s, drafts never shown, who may write patches, and a guide going stale when a patch that changes it is
 * published through /cms-api, then current again after "Checked for".
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { cmsRestWith, signInAdmin, type CmsRestCall } from '../support/app-admin'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
const PASSWORD = 'patches-test-password'

async function api(path: string) {
  const response = await fetch(new URL(path, base), { headers: { 'Content-Type': 'application/json', ...signedHeaders(new URL(path, base).pathname) } })
  return { status: response.status, json: (await response.json()) as never, headers: response.headers }
}

const page = async (path: string) => {
  const response = await fetch(new URL(path, base))
  // React separates text parts with empty comments ("(<!-- -->nerf<!-- -->)"); a reader sees none of them.
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, ''), headers: response.headers }
}

type ApiPatch = { version: string; title: string; releasedAt: string; changes: { type: string; slug: string; kind: string; summary: string }[] }
type GuidePatches = { verifiedOn: string | null; stale: boolean; changes: { version: string; releasedAt: string; kind: string; summary: string }[] }

let payload: Payload
let admin: CmsRestCall
let author: CmsRestCall
let hulkId: number
const created: number[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
  admin = cmsRestWith(base, await signInAdmin(base))
  const email = `patch-author-${Date.now().toString(36)}@patches.test`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'author', name: 'Patch Author' }, overrideAccess: true })
  const login = await fetch(new URL('/cms-api/users/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  author = cmsRestWith(base, ((await login.json()) as { token: string }).token)
  const heroes = (await api('/api/heroes')).json as { id: number; slug: string }[]
  hulkId = heroes.find((hero) => hero.slug === 'hulk')!.id
})

afterAll(async () => {
  for (const id of created) await admin('DELETE', `/patches/${id}`)
  // Hulk's guide goes back to being checked on the newest seeded patch, as the seed left it.
  await admin('POST', `/heroes/${hulkId}/checked`)
})

describe('the /api additions', () => {
  it('GET /api/patches lists the seeded patches newest first, in the contract shape, with no invented buff or nerf', async () => {
    const { status, json } = await api('/api/patches')
    expect(status).toBe(200)
    const patches = json as ApiPatch[]
    expect(patches.map((patch) => patch.version)).toEqual(['S5.5', 'S5', 'S4.5', 'S4', 'S3.5', 'S3', 'S2.5', 'S2', 'S1.5', 'S1', 'early', 'launch'])
    for (const patch of patches) {
      expect(Object.keys(patch).sort()).toEqual(['changes', 'releasedAt', 'title', 'version'])
      for (const change of patch.changes) {
        expect(Object.keys(change).sort()).toEqual(['kind', 'slug', 'summary', 'type'])
        expect(['new', 'adjust']).toContain(change.kind)
      }
    }
    const releases = patches.map((patch) => Date.parse(patch.releasedAt))
    expect(releases).toEqual([...releases].sort((a, b) => b - a))
    expect(patches[0].changes).toEqual([{ type: 'hero', slug: expect.any(String), kind: 'new', summary: expect.stringMatching(/joins the roster/) }])
    expect(patches.find((patch) => patch.version === 'S3')?.changes).toContainEqual(expect.objectContaining({ type: 'map', kind: 'new' }))
  })

  it('GET /api/patches/{version} answers one patch; unknown versions are 404 JSON', async () => {
    const one = await api('/api/patches/S5')
    expect(one.status).toBe(200)
    expect((one.json as ApiPatch).version).toBe('S5')
    for (const path of ['/api/patches/S99', '/api/patches/nope']) {
      const missing = await api(path)
      expect(missing.status, path).toBe(404)
      expect(missing.json).toEqual({ error: 'not_found' })
    }
  })

  it('GET /api/{heroes|maps}/{slug}/patches: checked on S5.5, current, every change newest first; unknown ones are 404', async () => {
    const hulk = await api('/api/heroes/hulk/patches')
    expect(hulk.status).toBe(200)
    const status = hulk.json as GuidePatches
    expect(status).toMatchObject({ verifiedOn: 'S5.5', stale: false })
    expect(Object.keys(status).sort()).toEqual(['changes', 'stale', 'verifiedOn'])
    expect(status.changes[0]).toEqual({ version: 'launch', releasedAt: expect.any(String), kind: 'new', summary: expect.any(String) })
    // The same hero by its numeric id.
    expect((await api(`/api/heroes/${hulkId}/patches`)).json).toEqual(status)

    const cloak = (await api('/api/heroes/cloak-dagger/patches')).json as GuidePatches
    expect(cloak.changes.map((change) => change.version)).toEqual(['S5', 'S5', 'launch', 'launch'])

    const map = await api('/api/maps/royal-palace/patches')
    expect(map.status).toBe(200)
    expect(map.json).toMatchObject({ verifiedOn: 'S5.5', stale: false, changes: [{ version: 'launch', kind: 'new' }] })

    for (const path of ['/api/heroes/nobody/patches', '/api/heroes/999999/patches', '/api/maps/nowhere/patches']) {
      const missing = await api(path)
      expect(missing.status, path).toBe(404)
      expect(missing.json).toEqual({ error: 'not_found' })
    }
  })
})

describe('writing patches', () => {
  const patchBody = (version: string, status: 'draft' | 'published', releasedAt = '2026-01-16T12:00:00.000Z') => ({
    version,
    title: `Test patch ${version}`,
    releasedAt,
    changes: [{ hero: hulkId, kind: 'nerf', summary: 'Gamma Charge lasts a little less' }],
    _status: status,
  })

  it('an author reads patches (drafts too) but cannot create, edit or delete one', async () => {
    const list = await author('GET', '/patches?limit=1&draft=true')
    expect(list.status).toBe(200)
    const created = await author('POST', '/patches', patchBody('S7.1', 'published'))
    expect(created.status).toBe(403)
    const s5 = (await author('GET', '/patches?where[version][equals]=S5&depth=0')).body.docs[0] as { id: number }
    expect((await author('PATCH', `/patches/${s5.id}`, { title: 'Renamed by an author' })).status).toBe(403)
    expect((await author('DELETE', `/patches/${s5.id}`)).status).toBe(403)
    expect((await author('POST', `/heroes/${hulkId}/checked`)).status).toBe(403)
    expect((await api('/api/patches/S7.1')).status).toBe(404)
  })

  it('a change row must name exactly one hero or one map', async () => {
    const both = await admin('POST', '/patches', { ...patchBody('S7.2', 'published'), changes: [{ hero: hulkId, map: 1, kind: 'buff', summary: 'x' }] })
    expect(both.status).toBe(400)
    const neither = await admin('POST', '/patches', { ...patchBody('S7.2', 'published'), changes: [{ kind: 'buff', summary: 'x' }] })
    expect(neither.status).toBe(400)
  })

  it('a draft patch is never shown and never makes a guide stale', async () => {
    const draft = await admin('POST', '/patches', patchBody('S6.9', 'draft'))
    expect(draft.status).toBe(201)
    created.push((draft.body as { doc: { id: number } }).doc.id)
    expect((await api('/api/patches/S6.9')).status).toBe(404)
    expect(((await api('/api/patches')).json as ApiPatch[]).map((patch) => patch.version)).not.toContain('S6.9')
    expect((await api('/api/heroes/hulk/patches')).json).toMatchObject({ stale: false })
    expect((await page('/patches/S6.9')).status).toBe(404)
    expect((await page('/patches')).html).not.toContain('S6.9')
  })

  it('a patch published through /cms-api makes hulk’s guide stale; "Checked for" makes it current again', async () => {
    const published = await admin('POST', '/patches', patchBody('S6', 'published'))
    expect(published.status).toBe(201)
    created.push((published.body as { doc: { id: number } }).doc.id)

    await expect.poll(async () => ((await api('/api/heroes/hulk/patches')).json as GuidePatches).stale, { timeout: 5_000 }).toBe(true)
    const stale = (await api('/api/heroes/hulk/patches')).json as GuidePatches
    expect(stale.verifiedOn).toBe('S5.5')
    expect(stale.changes[0]).toEqual({ version: 'S6', releasedAt: '2026-01-16T12:00:00.000Z', kind: 'nerf', summary: 'Gamma Charge lasts a little less' })
    await expect.poll(async () => (await page('/heroes/hulk')).html, { timeout: 15_000 }).toMatch(/data-testid="guide-stale-notice"[\s\S]*Changed in[\s\S]*S6[\s\S]*\(nerf\)/)
    const hulkPage = (await page('/heroes/hulk')).html
    expect(hulkPage).toMatch(/last checked on[\s\S]{0,80}S5\.5/)
    expect(hulkPage).toMatch(/data-testid="patch-history"/)
    // Another hero's guide is untouched: still current, checked on S5.5.
    expect((await api('/api/heroes/iron-man/patches')).json).toMatchObject({ stale: false, verifiedOn: 'S5.5' })
    expect((await page('/heroes/iron-man')).html).toMatch(/data-testid="guide-checked-on"[\s\S]*S5\.5/)

    // The list, the patch page, the feed and search show the new patch.
    await expect.poll(async () => ((await api('/api/patches')).json as ApiPatch[])[0]?.version).toBe('S6')
    await expect.poll(async () => (await page('/patches/S6')).status).toBe(200)
    expect((await page('/patches/S6')).html).toContain('Gamma Charge lasts a little less')
    await expect.poll(async () => (await page('/feed.xml')).html).toContain('/patches/S6')

    const checked = await admin('POST', `/heroes/${hulkId}/checked`)
    expect(checked.status).toBe(200)
    expect(checked.body).toMatchObject({ message: 'Checked for S6.' })
    await expect.poll(async () => (await api('/api/heroes/hulk/patches')).json).toMatchObject({ verifiedOn: 'S6', stale: false })
    await expect.poll(async () => (await page('/heroes/hulk')).html, { timeout: 15_000 }).toMatch(/data-testid="guide-checked-on"[\s\S]*S6/)

    // The new version says who checked it and when.
    const versions = await admin('GET', `/heroes/versions?where[parent][equals]=${hulkId}&sort=-createdAt&limit=1&depth=0`)
    const latest = (versions.body.docs as { version: { verifiedOn: number; verifiedBy: number; verifiedAt: string } }[])[0].version
    expect(latest.verifiedOn).toBe(created.at(-1))
    expect(latest.verifiedBy).toEqual(expect.any(Number))
    expect(Date.now() - Date.parse(latest.verifiedAt)).toBeLessThan(60_000)
  })
})

describe('deleting patches', () => {
  it('a deleted patch leaves the guides it named: hulk is current again, without its change', async () => {
    const body = {
      version: 'S6.1',
      title: 'Test patch S6.1',
      releasedAt: '2026-02-01T12:00:00.000Z',
      changes: [{ hero: hulkId, kind: 'adjust', summary: 'A test change' }],
      _status: 'published',
    }
    const published = await admin('POST', '/patches', body)
    expect(published.status).toBe(201)
    const id = (published.body as { doc: { id: number } }).doc.id
    await expect.poll(async () => ((await api('/api/heroes/hulk/patches')).json as GuidePatches).changes[0]?.version, { timeout: 5_000 }).toBe('S6.1')
    expect(((await api('/api/heroes/hulk/patches')).json as GuidePatches).stale).toBe(true)

    expect((await admin('DELETE', `/patches/${id}`)).status).toBe(200)
    // Hulk's guide read is tagged with hulk alone, not with every patch: only the delete's own expiry refreshes it.
    await expect.poll(async () => ((await api('/api/heroes/hulk/patches')).json as GuidePatches).changes.map((change) => change.version), { timeout: 5_000 }).not.toContain('S6.1')
    expect(((await api('/api/heroes/hulk/patches')).json as GuidePatches).stale).toBe(false)
  })
})

describe('pages and feeds', () => {
  it('/patches/S5.5 is a page with the page cache policy, in the sitemap', async () => {
    const patch = await page('/patches/S5.5')
    expect(patch.status).toBe(200)
    expect(patch.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
    expect(patch.html).toContain('Season 5.5')
    const sitemap = await page('/sitemap.xml')
    expect(sitemap.html).toContain('/patches/S5.5</loc>')
    expect(sitemap.html).toContain('/patches</loc>')
  })

  it('/feed.xml is Atom with news entries and patches, newest first', async () => {
    const feed = await page('/feed.xml')
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toContain('application/atom+xml')
    expect(feed.html).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/)
    const published = [...feed.html.matchAll(/<published>([^<]+)<\/published>/g)].map((match) => match[1])
    expect(published.length).toBeGreaterThan(12)
    expect(published).toEqual([...published].sort().reverse())
    expect(feed.html).toContain('<category term="patch"/>')
    expect(feed.html).toContain('<category term="news"/>')
  })

  it('site search finds a patch', async () => {
    const { json } = await api('/api/search?q=season%205.5')
    expect(json as { type: string; url: string }[]).toContainEqual(expect.objectContaining({ type: 'patch', url: '/patches/S5.5' }))
  })
})
