/**
 * Tier lists end to end on the real app and database (tests/int/global-setup.ts): the /api additions and their
 * 404s, the seeded list, drafts never shown, who may write tier lists, a newer list's movement and its pages,
 * the guides' tier lines, and a scheduled publish going live through the app's own job runner.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { heroGuides } from '@/seed/content/heroes'

import { cmsRestWith, signInAdmin, type CmsRestCall } from '../support/app-admin'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
const PASSWORD = 'tier-list-test-password'

async function api(path: string) {
  const url = new URL(path, base)
  const response = await fetch(url, { headers: { 'Content-Type': 'application/json', ...signedHeaders(url.pathname) } })
  return { status: response.status, json: (await response.json()) as never }
}

const page = async (path: string) => {
  const response = await fetch(new URL(path, base))
  // React separates text parts with empty comments; a reader sees none of them.
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, '') }
}

type ApiHero = { slug: string; nickname: string; role: string; reason: string; movement: string; previousTier: string | null }
type ApiTierList = { patch: string; updatedAt: string; tiers: { tier: string; heroes: ApiHero[] }[]; unranked: string[] }

let admin: CmsRestCall
let author: CmsRestCall
let db: pg.Pool
const heroId: Record<string, number> = {}
const createdLists: number[] = []
const createdPatches: number[] = []

async function createPatch(version: string, releasedAt: string) {
  const created = await admin('POST', '/patches', { version, title: `Tier test ${version}`, releasedAt, _status: 'published' })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id = (created.body as { doc: { id: number } }).doc.id
  createdPatches.push(id)
  return id
}

const placed = (list: ApiTierList, slug: string) => list.tiers.flatMap((tier) => tier.heroes.map((hero) => ({ ...hero, tier: tier.tier }))).find((hero) => hero.slug === slug)

beforeAll(async () => {
  admin = cmsRestWith(base, await signInAdmin(base))
  db = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 })
  const email = `tier-author-${Date.now().toString(36)}@tier.test`
  const made = await admin('POST', '/users', { email, password: PASSWORD, role: 'author', name: 'Tier Author' })
  expect(made.status).toBe(201)
  const login = await fetch(new URL('/cms-api/users/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  author = cmsRestWith(base, ((await login.json()) as { token: string }).token)
  for (const hero of (await api('/api/heroes')).json as { id: number; slug: string }[]) heroId[hero.slug] = hero.id
})

afterAll(async () => {
  for (const id of createdLists) await admin('DELETE', `/tier-lists/${id}`)
  for (const id of createdPatches) await admin('DELETE', `/patches/${id}`)
  await db?.end()
})

describe('the /api additions', () => {
  it('GET /api/tier-list answers the seeded S5.5 list in the contract shape: the heroes with full guides placed, reasons from their guides', async () => {
    const { status, json } = await api('/api/tier-list')
    expect(status).toBe(200)
    const list = json as ApiTierList
    expect(Object.keys(list).sort()).toEqual(['patch', 'tiers', 'unranked', 'updatedAt'])
    expect(list.patch).toBe('S5.5')
    expect(Number.isNaN(Date.parse(list.updatedAt))).toBe(false)
    expect(list.tiers.map((tier) => tier.tier)).toEqual(['S', 'A', 'B', 'C', 'D'])
    const heroes = list.tiers.flatMap((tier) => tier.heroes)
    expect(heroes.map((hero) => hero.slug).sort()).toEqual(heroGuides.map((guide) => guide.hero).sort())
    for (const hero of heroes) {
      expect(Object.keys(hero).sort()).toEqual(['movement', 'nickname', 'previousTier', 'reason', 'role', 'slug'])
      // The first list: everyone is new.
      expect(hero).toMatchObject({ movement: 'new', previousTier: null })
      const guide = heroGuides.find((candidate) => candidate.hero === hero.slug)!
      expect(hero.reason.startsWith(guide.details.primaryJob)).toBe(true)
    }
    expect(list.unranked).toHaveLength(Object.keys(heroId).length - heroes.length)
    expect(list.unranked).toContain('the-thing')
    expect(list.unranked).not.toContain('hulk')
  })

  it('GET /api/tier-list/{version} answers one list; unknown versions and patches without a list are 404 JSON', async () => {
    const one = await api('/api/tier-list/S5.5')
    expect(one.status).toBe(200)
    expect(one.json).toEqual((await api('/api/tier-list')).json)
    for (const path of ['/api/tier-list/S99', '/api/tier-list/nope', '/api/tier-list/S5']) {
      const missing = await api(path)
      expect(missing.status, path).toBe(404)
      expect(missing.json).toEqual({ error: 'not_found' })
    }
  })
})

describe('writing tier lists', () => {
  it('an author reads tier lists but cannot create, edit or delete one', async () => {
    expect((await author('GET', '/tier-lists?limit=1&draft=true')).status).toBe(200)
    const s5 = (await admin('GET', '/patches?where[version][equals]=S5&depth=0')).body.docs[0] as { id: number }
    const created = await author('POST', '/tier-lists', { patch: s5.id, entries: [{ hero: heroId.hulk, tier: 'S' }], _status: 'published' })
    expect(created.status).toBe(403)
    const seeded = (await author('GET', '/tier-lists?depth=0&limit=1')).body.docs[0] as { id: number }
    expect((await author('PATCH', `/tier-lists/${seeded.id}`, { entries: [] })).status).toBe(403)
    expect((await author('DELETE', `/tier-lists/${seeded.id}`)).status).toBe(403)
    expect((await api('/api/tier-list/S5')).status).toBe(404)
    expect(((await api('/api/tier-list')).json as ApiTierList).tiers.flatMap((tier) => tier.heroes)).toHaveLength(heroGuides.length)
  })

  it('a hero placed twice is refused with a message; a second list for the same patch too', async () => {
    const s5 = (await admin('GET', '/patches?where[version][equals]=S5&depth=0')).body.docs[0] as { id: number }
    const twice = await admin('POST', '/tier-lists', {
      patch: s5.id,
      entries: [
        { hero: heroId.hulk, tier: 'S' },
        { hero: heroId.hulk, tier: 'B' },
      ],
      _status: 'published',
    })
    expect(twice.status).toBe(400)
    expect(JSON.stringify(twice.body)).toMatch(/placed twice/)
    const s55 = (await admin('GET', '/patches?where[version][equals]=S5.5&depth=0')).body.docs[0] as { id: number }
    const again = await admin('POST', '/tier-lists', { patch: s55.id, entries: [], _status: 'published' })
    expect(again.status).toBe(400)
  })

  it('a draft list is never shown: not in /api, not as a page, and a draft edit of the published list changes nothing', async () => {
    const s5 = (await admin('GET', '/patches?where[version][equals]=S5&depth=0')).body.docs[0] as { id: number }
    const draft = await admin('POST', '/tier-lists?draft=true', { patch: s5.id, entries: [{ hero: heroId.hulk, tier: 'D', reason: 'Draft only' }], _status: 'draft' })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    createdLists.push((draft.body as { doc: { id: number } }).doc.id)
    expect((await api('/api/tier-list/S5')).status).toBe(404)
    expect((await page('/tier-list/S5')).status).toBe(404)

    const seeded = (await admin('GET', '/tier-lists?where[title][equals]=Tier list S5.5&depth=0')).body.docs[0] as { id: number; entries: unknown[] }
    const edit = await admin('PATCH', `/tier-lists/${seeded.id}?draft=true`, { entries: [{ hero: heroId.hulk, tier: 'D', reason: 'Draft only' }], _status: 'draft' })
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)
    const list = (await api('/api/tier-list')).json as ApiTierList
    expect(list.patch).toBe('S5.5')
    expect(placed(list, 'hulk')?.tier).toBe('A')
    expect(JSON.stringify(list)).not.toContain('Draft only')
    const tierPage = await page('/tier-list')
    expect(tierPage.html).not.toContain('Draft only')
    expect((await page('/heroes/hulk')).html).toMatch(/data-testid="hero-tier-line"[\s\S]*A<\/span> tier on S5\.5/)
  })

  it('a newer patch’s list goes live with its movement, its pages and the changed heroes’ guide lines', async () => {
    const patch = await createPatch('S6.8', '2026-02-20T12:00:00.000Z')
    const seeded = (await api('/api/tier-list')).json as ApiTierList
    const before = Object.fromEntries(seeded.tiers.flatMap((tier) => tier.heroes.map((hero) => [hero.slug, tier.tier])))
    // hulk up to S (from A), magik down to D (from A), luna-snow kept, the-thing new; iron-man left unranked.
    const entries = [
      { hero: heroId.hulk, tier: 'S', reason: 'Moved up for the test' },
      { hero: heroId.magik, tier: 'D', reason: 'Moved down for the test' },
      { hero: heroId['luna-snow'], tier: before['luna-snow'], reason: 'Kept for the test' },
      { hero: heroId['the-thing'], tier: 'B', reason: 'Placed for the test' },
    ]
    const created = await admin('POST', '/tier-lists', { patch, entries, _status: 'published' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    createdLists.push((created.body as { doc: { id: number } }).doc.id)

    await expect.poll(async () => ((await api('/api/tier-list')).json as ApiTierList).patch, { timeout: 5_000 }).toBe('S6.8')
    const list = (await api('/api/tier-list')).json as ApiTierList
    expect(placed(list, 'hulk')).toMatchObject({ tier: 'S', movement: 'up', previousTier: 'A' })
    expect(placed(list, 'magik')).toMatchObject({ tier: 'D', movement: 'down', previousTier: 'A' })
    expect(placed(list, 'luna-snow')).toMatchObject({ movement: 'same', previousTier: before['luna-snow'] })
    expect(placed(list, 'the-thing')).toMatchObject({ tier: 'B', movement: 'new', previousTier: null })
    expect(list.unranked).toContain('iron-man')
    expect((await api('/api/tier-list/S6.8')).json).toEqual(list)
    // The older list is still there, unchanged.
    expect(((await api('/api/tier-list/S5.5')).json as ApiTierList).patch).toBe('S5.5')

    // The pages: the newest list with its patch and a link back; the older one links forward.
    await expect.poll(async () => (await page('/tier-list')).html, { timeout: 15_000 }).toContain('For patch <a href="/patches/S6.8">S6.8</a>')
    const latest = (await page('/tier-list')).html
    expect(latest).toContain('href="/tier-list/S5.5"')
    expect(latest).toMatch(/not measured from win rates/)
    expect(latest).toContain('up from A')
    expect(latest).toContain('down from A')
    expect(latest).toMatch(/iron-man[\s\S]*\(was B\)|Iron Man[\s\S]*\(was/)
    await expect.poll(async () => (await page('/tier-list/S5.5')).html, { timeout: 15_000 }).toContain('href="/tier-list/S6.8"')

    // The guides: hulk's line moves to S on S6.8, the-thing's appears, iron-man's goes; luna-snow's stays on S5.5.
    await expect.poll(async () => (await page('/heroes/hulk')).html, { timeout: 15_000 }).toMatch(/data-testid="hero-tier-line"[\s\S]*S<\/span> tier on S6\.8/)
    await expect.poll(async () => (await page('/heroes/the-thing')).html, { timeout: 15_000 }).toMatch(/B<\/span> tier on S6\.8/)
    await expect.poll(async () => (await page('/heroes/iron-man')).html, { timeout: 15_000 }).not.toContain('data-testid="hero-tier-line"')
    expect((await page('/heroes/luna-snow')).html).toMatch(/tier on S5\.5/)

    // Sitemap and site search know both lists.
    await expect.poll(async () => (await page('/sitemap.xml')).html, { timeout: 15_000 }).toContain('/tier-list/S6.8</loc>')
    const sitemap = (await page('/sitemap.xml')).html
    expect(sitemap).toContain('/tier-list</loc>')
    expect(sitemap).toContain('/tier-list/S5.5</loc>')
    const search = (await api('/api/search?q=tier%20list')).json as { type: string; url: string }[]
    expect(search).toContainEqual(expect.objectContaining({ type: 'tier-list', url: '/tier-list/S6.8' }))
  })

  it('a list scheduled to publish goes live at its time, through the app’s job runner', async () => {
    const patch = await createPatch('S6.9', '2026-03-20T12:00:00.000Z')
    const draft = await admin('POST', '/tier-lists?draft=true', {
      patch,
      entries: [{ hero: heroId.hulk, tier: 'B', reason: 'Scheduled for the test' }],
      _status: 'draft',
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    const id = (draft.body as { doc: { id: number } }).doc.id
    createdLists.push(id)
    expect((await api('/api/tier-list/S6.9')).status).toBe(404)
    // What the admin's Schedule Publish queues: Payload's own schedulePublish task, due in 2 s.
    await db.query(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', now() + interval '2 seconds')`,
      [JSON.stringify({ type: 'publish', doc: { relationTo: 'tier-lists', value: String(id) } })],
    )
    await expect.poll(async () => (await api('/api/tier-list/S6.9')).status, { timeout: 30_000, interval: 500 }).toBe(200)
    expect(((await api('/api/tier-list')).json as ApiTierList).patch).toBe('S6.9')
    await expect.poll(async () => (await page('/heroes/hulk')).html, { timeout: 15_000 }).toMatch(/B<\/span> tier on S6\.9/)
  })
})
