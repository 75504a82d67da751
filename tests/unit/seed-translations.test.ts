import { describe, expect, it } from 'vitest'

import { basics } from '@/seed/content/editorial/basics'
import { news } from '@/seed/content/editorial/news'
import { pages } from '@/seed/content/editorial/pages'
import { heroGuides } from '@/seed/content/heroes'
import { mapGuides } from '@/seed/content/maps'
import { sectionCallouts } from '@/seed/content/maps/callouts'
import { sectionRoutes } from '@/seed/content/maps/routes'
import { patchSeeds } from '@/seed/content/patches'
import * as es from '@/seed/content/translations/es'
import * as ptBR from '@/seed/content/translations/pt-BR'

/**
 * Each language's seed mirrors the English one: same keys, same array lengths and order, same identifiers; only
 * the reader-facing text differs, and that text keeps the English numbers, bold markers and link targets
 * (internal links under the language's prefix).
 */

/** Keys whose string values (or arrays of strings) are reader-facing text. */
const TEXT = new Set([
  'overview', 'label', 'summary', 'stagger', 'practice', 'colour', 'meaning', 'term', 'definition', 'description',
  'coreStrategy', 'defending', 'attacking', 'mechanics', 'paragraph', 'traits', 'howToWin', 'howToLose', 'title',
  'p', 'h2', 'h3', 'ul', 'ol', 'reason', 'defDescription', 'atkDescription', 'primaryJob', 'secondaryJob',
  'healing', 'notes', 'text', 'value', 'aliases',
])

const numbers = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort()
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1])
const bolds = (text: string) => (text.match(/\*\*/g) ?? []).length

/** Every way the translated value departs from the English shape, as "path: what"; `prefix` is the language's address prefix. */
function differences(prefix: string, en: unknown, tr: unknown, path = '', text = false): string[] {
  const localised = (href: string) => (href.startsWith('/') ? `${prefix}${href}` : href)
  if (Array.isArray(en)) {
    if (!Array.isArray(tr) || tr.length !== en.length) return [`${path}: ${Array.isArray(tr) ? tr.length : typeof tr} items, English has ${en.length}`]
    return en.flatMap((item, index) => differences(prefix, item, tr[index], `${path}[${index}]`, text))
  }
  if (en && typeof en === 'object') {
    if (!tr || typeof tr !== 'object') return [`${path}: not an object`]
    const keys = Object.keys(en).sort()
    const trKeys = Object.keys(tr).sort()
    if (keys.join() !== trKeys.join()) return [`${path}: keys ${trKeys.join()} instead of ${keys.join()}`]
    // An ability's properties and a stat's or subtype's or callout's or route's name are text too.
    const textOf = (key: string) => TEXT.has(key) || path.endsWith('.properties') || (key === 'name' && /(stats|subtypes|callouts|routes)\[\d+\]$/.test(path))
    return keys.flatMap((key) => differences(prefix, (en as Record<string, unknown>)[key], (tr as Record<string, unknown>)[key], `${path}.${key}`, text || textOf(key)))
  }
  if (text && typeof en === 'string' && typeof tr === 'string') {
    const found: string[] = []
    if (numbers(en).join() !== numbers(tr).join()) found.push(`${path}: numbers ${numbers(tr).join()} instead of ${numbers(en).join()}`)
    if (links(en).map(localised).join() !== links(tr).join()) found.push(`${path}: links ${links(tr).join()} instead of ${links(en).map(localised).join()}`)
    if (bolds(en) !== bolds(tr)) found.push(`${path}: ${bolds(tr) / 2} bold spans, English has ${bolds(en) / 2}`)
    if (en.length > 40 && tr === en) found.push(`${path}: left in English`)
    return found
  }
  return en === tr ? [] : [`${path}: ${JSON.stringify(tr)} instead of ${JSON.stringify(en)}`]
}

for (const [language, prefix, tr] of [
  ['es', '/es', es],
  ['pt-BR', '/pt-br', ptBR],
] as const) {
  const diff = (en: unknown, translated: unknown, path: string) => differences(prefix, en, translated, path)

  describe(`the ${language} seed mirrors the English seed`, () => {
    it('basics', () => {
      expect(diff(basics, tr.basics, 'basics')).toEqual([])
    })

    it('pages, in the same order with the same slugs', () => {
      expect(diff(pages, tr.pages, 'pages')).toEqual([])
    })

    it('the five newest news entries, matched by publishedAt', () => {
      expect(diff(news.slice(0, 5), tr.news, 'news')).toEqual([])
    })

    it('the two latest patches, matched by version', () => {
      const latest = patchSeeds()
        .sort((a, b) => a.releasedAt.localeCompare(b.releasedAt))
        .slice(-2)
        .map(({ version, title, notes, changes }) => ({ version, title, notes, changes }))
      // Matched by version, as the seed matches them.
      const translated = latest.map(({ version }) => tr.patches.find((patch) => patch.version === version))
      expect(diff(latest, translated, 'patches')).toEqual([])
    })

    it('every hero guide, keyed by hero slug', () => {
      expect(Object.keys(tr.heroGuides).sort()).toEqual(heroGuides.map((guide) => guide.hero).sort())
      for (const guide of heroGuides) expect(diff(guide, tr.heroGuides[guide.hero], guide.hero), guide.hero).toEqual([])
    })

    it('every map guide, keyed by map slug', () => {
      expect(Object.keys(tr.mapGuides).sort()).toEqual(mapGuides.map((guide) => guide.map).sort())
      for (const guide of mapGuides) expect(diff(guide, tr.mapGuides[guide.map], guide.map), guide.map).toEqual([])
    })

    it('every callout and route, keyed by map slug and English section name', () => {
      const wrap = (bySection: Record<string, Record<string, unknown[]>>, list: 'callouts' | 'routes') =>
        Object.fromEntries(Object.entries(bySection).map(([map, sections]) => [map, Object.fromEntries(Object.entries(sections).map(([section, items]) => [section, { [list]: items }]))]))
      expect(diff(wrap(sectionCallouts, 'callouts'), wrap(tr.sectionCallouts, 'callouts'), 'callouts')).toEqual([])
      expect(diff(wrap(sectionRoutes, 'routes'), wrap(tr.sectionRoutes, 'routes'), 'routes')).toEqual([])
    })
  })
}
