import config from '@payload-config'
import { getPayload, type CollectionSlug, type Payload, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugify } from '@/rules/slugs'
import { seed } from '@/seed'
import { mapGuides } from '@/seed/content/maps'
import { factHeroes, factMaps, factTeamUps } from '@/seed/facts'

let payload: Payload
const COUNTED: CollectionSlug[] = [
  'heroes', 'locations', 'maps', 'map-sections', 'map-markers', 'map-callouts', 'map-routes', 'marker-icons', 'map-heroes', 'power-positions',
  'breakouts', 'transformations', 'utility-placements', 'hero-abilities', 'hero-details', 'how-to-win', 'team-ups',
  'news', 'pages', 'media',
]

async function counts() {
  const entries = await Promise.all(
    COUNTED.map(async (collection) => [collection, (await payload.count({ collection, overrideAccess: true })).totalDocs] as const),
  )
  return Object.fromEntries(entries) as Record<string, number>
}

let afterFirst: Record<string, number>

// This run's seed step (tests/int/global-setup.ts) seeded the empty database as `npm run seed` does;
// running the seed here again must then find everything in place.
beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  afterFirst = await counts()
}, 600_000)

const countWhere = async (collection: CollectionSlug, where: Where) =>
  (await payload.count({ collection, where, overrideAccess: true })).totalDocs

describe('the seed', () => {
  it('brings in every fact: 45 heroes, every location and map, all team-ups', async () => {
    expect(factHeroes).toHaveLength(45)
    expect(await countWhere('heroes', { slug: { in: factHeroes.map((h) => slugify(h.name)) } })).toBe(45)
    expect(afterFirst.maps).toBeGreaterThanOrEqual(factMaps.length)
    expect(afterFirst.locations).toBeGreaterThanOrEqual(new Set(factMaps.map((m) => m.location)).size)
    expect(await countWhere('team-ups', { slug: { in: factTeamUps.map((t) => slugify(t.name)) } })).toBe(factTeamUps.length)

    const fastball = await payload.find({ collection: 'team-ups', where: { slug: { equals: 'fastball-special' } }, depth: 1, overrideAccess: true })
    const teamUp = fastball.docs[0]
    expect(teamUp.seasonStart).toBe('launch')
    expect(teamUp.teammates.map((t) => (typeof t === 'object' ? t.slug : t)).sort()).toEqual(['the-thing', 'wolverine'])
  })

  it('gives every map at least three ordered sections with a map image', async () => {
    const maps = await payload.find({ collection: 'maps', limit: 100, depth: 0, overrideAccess: true })
    for (const map of maps.docs) {
      const sections = await payload.find({ collection: 'map-sections', where: { map: { equals: map.id } }, sort: 'order', depth: 0, overrideAccess: true })
      expect(sections.totalDocs, map.slug ?? '').toBeGreaterThanOrEqual(3)
      expect(sections.docs.every((s) => s.mapImage)).toBe(true)
    }
  })

  it('writes full guides for four maps: markers, hot spots, breakouts and the four utility heroes', async () => {
    expect(mapGuides.length).toBeGreaterThanOrEqual(4)
    for (const guide of mapGuides) {
      const map = (await payload.find({ collection: 'maps', where: { slug: { equals: guide.map } }, overrideAccess: true })).docs[0]
      const sections = await payload.find({ collection: 'map-sections', where: { map: { equals: map.id } }, depth: 0, overrideAccess: true })
      const utilityHeroes = new Set<string>()
      for (const section of sections.docs) {
        const markers = await payload.find({ collection: 'map-markers', where: { section: { equals: section.id } }, limit: 500, depth: 1, overrideAccess: true })
        expect(markers.totalDocs, `${guide.map}/${section.slug}`).toBeGreaterThanOrEqual(15)
        const iconTypes = new Set(markers.docs.map((m) => (typeof m.icon === 'object' ? m.icon.slug : m.icon)))
        expect(iconTypes.size).toBeGreaterThanOrEqual(3)
        for (const marker of markers.docs) {
          expect(Math.abs(marker.lat)).toBeLessThanOrEqual(320)
          expect(Math.abs(marker.lng)).toBeLessThanOrEqual(960)
        }
        const callouts = await payload.count({ collection: 'map-callouts', where: { section: { equals: section.id } }, overrideAccess: true })
        expect(callouts.totalDocs, `${guide.map}/${section.slug} callouts`).toBeGreaterThanOrEqual(6)
        const routes = await payload.count({ collection: 'map-routes', where: { section: { equals: section.id } }, overrideAccess: true })
        expect(routes.totalDocs, `${guide.map}/${section.slug} routes`).toBeGreaterThanOrEqual(1)
        expect((await payload.count({ collection: 'power-positions', where: { section: { equals: section.id } }, overrideAccess: true })).totalDocs).toBe(1)
        expect((await payload.count({ collection: 'breakouts', where: { section: { equals: section.id } }, overrideAccess: true })).totalDocs).toBe(1)
        const placements = await payload.find({ collection: 'utility-placements', where: { section: { equals: section.id } }, depth: 1, overrideAccess: true })
        for (const p of placements.docs) utilityHeroes.add(typeof p.hero === 'object' ? (p.hero.slug ?? '') : '')
        // Points where the text names a place: most placements have one, each on the section image, and each
        // where a marker or a callout of the same section already is (src/seed/content/maps: atMarker, atCallout).
        const placed = placements.docs.filter((p) => typeof p.lat === 'number' && typeof p.lng === 'number')
        expect(placed.length, `${guide.map}/${section.slug} placed placements`).toBeGreaterThanOrEqual(placements.totalDocs / 2)
        const sectionCallouts = await payload.find({ collection: 'map-callouts', where: { section: { equals: section.id } }, depth: 0, pagination: false, overrideAccess: true })
        const named = [...markers.docs.map((m) => [m.lat, m.lng]), ...sectionCallouts.docs.map((c) => [c.labelLat, c.labelLng])]
        for (const p of placed) {
          expect(Math.abs(p.lat!)).toBeLessThanOrEqual(320)
          expect(Math.abs(p.lng!)).toBeLessThanOrEqual(960)
          expect(named.some(([lat, lng]) => lat === p.lat && lng === p.lng), `${p.description} at a named place`).toBe(true)
        }
      }
      expect([...utilityHeroes].sort()).toEqual(['doctor-strange', 'peni-parker', 'rocket-raccoon', 'the-punisher'])
      expect((await payload.count({ collection: 'map-heroes', where: { map: { equals: map.id } }, overrideAccess: true })).totalDocs).toBeGreaterThan(0)
    }
    expect(afterFirst.transformations).toBeGreaterThan(0)
  })

  it('writes full hero guides across all three roles, Hulk with three variants', async () => {
    const details = await payload.find({ collection: 'hero-details', limit: 100, depth: 1, overrideAccess: true })
    expect(details.totalDocs).toBeGreaterThanOrEqual(8)
    const roles = new Set(details.docs.map((d) => (typeof d.hero === 'object' ? d.hero.role : undefined)))
    expect([...roles].sort()).toEqual(['duelist', 'strategist', 'vanguard'])

    const hulk = (await payload.find({ collection: 'heroes', where: { slug: { equals: 'hulk' } }, overrideAccess: true })).docs[0]
    const abilities = await payload.find({ collection: 'hero-abilities', where: { hero: { equals: hulk.id } }, limit: 100, overrideAccess: true })
    expect(new Set(abilities.docs.map((a) => a.variant))).toEqual(new Set(['bruce-banner', 'hero-hulk', 'monster-hulk']))
    expect(abilities.docs.every((a) => (a.properties ?? []).length > 0)).toBe(true)
    expect((await payload.count({ collection: 'how-to-win', where: { hero: { equals: hulk.id } }, overrideAccess: true })).totalDocs).toBeGreaterThan(0)
  })

  it('writes the editorial content: news, legal pages, taglines, basics and the news desk', async () => {
    expect(afterFirst.news).toBeGreaterThanOrEqual(12)
    const terms = (await payload.find({ collection: 'pages', where: { slug: { equals: 'terms' } }, overrideAccess: true })).docs[0]
    type Node = { type?: string; tag?: string; text?: string; children?: Node[] }
    const text = (node: Node): string => node.text ?? (node.children ?? []).map(text).join('')
    const numbered = ((terms.body as { root: Node }).root.children ?? [])
      .filter((node) => node.type === 'heading' && node.tag === 'h2')
      .map(text)
      .filter((heading) => /^\d+\./.test(heading))
    expect(numbered.map((heading) => Number.parseInt(heading, 10))).toEqual(Array.from({ length: 17 }, (_, i) => i + 1))
    expect(String(terms.lastUpdated)).toMatch(/^2025-03-11/)
    for (const slug of ['privacy', 'about']) {
      expect((await payload.count({ collection: 'pages', where: { slug: { equals: slug } }, overrideAccess: true })).totalDocs).toBe(1)
    }
    const home = await payload.findGlobal({ slug: 'home', overrideAccess: true })
    expect(home.taglines).toHaveLength(35)
    expect(home.backgroundVideo).toBeTruthy()
    const basics = await payload.findGlobal({ slug: 'basics', overrideAccess: true })
    expect(basics.modes?.map((m) => m.mode).sort()).toEqual(['convergence', 'convoy', 'domination'])
    expect(basics.quickstart?.glossary?.length).toBeGreaterThan(5)
    const desk = await payload.findGlobal({ slug: 'news-desk', overrideAccess: true })
    expect(desk.authorName).toBeTruthy()
  })

  it('is idempotent: a second run creates nothing and changes no counts', async () => {
    const second = await seed(payload)
    expect(second.created).toEqual({})
    expect(await counts()).toEqual(afterFirst)
  }, 300_000)

  it('leaves an editor’s change alone on a later run', async () => {
    const hero = (await payload.find({ collection: 'heroes', where: { slug: { equals: 'groot' } }, overrideAccess: true })).docs[0]
    await payload.update({ collection: 'heroes', id: hero.id, data: { nickname: 'Groot the Great' }, overrideAccess: true })
    await seed(payload)
    const after = await payload.findByID({ collection: 'heroes', id: hero.id, overrideAccess: true })
    expect(after.nickname).toBe('Groot the Great')
  }, 300_000)
})
