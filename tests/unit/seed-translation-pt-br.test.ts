import { describe, expect, it } from 'vitest'

import { basics, news, pages } from '@/seed/content/editorial'
import { heroGuides } from '@/seed/content/heroes'
import { mapGuides } from '@/seed/content/maps'
import { sectionCallouts } from '@/seed/content/maps/callouts'
import { sectionRoutes } from '@/seed/content/maps/routes'
import { patchSeeds } from '@/seed/content/patches'
import * as pt from '@/seed/content/translations/pt-BR'

/**
 * The Brazilian Portuguese seed content mirrors the English seed: same keys, array lengths and order, the same
 * identifiers (slugs, names of the game and of the guide's places, enum values, coordinates), and in every
 * reader-facing text the same numbers, the same bold markup and the same links, internal ones under /pt-br.
 */

/** Keys whose string values are reader-facing text (the string itself, or every string of its array). */
const TEXT = new Set([
  'p', 'h2', 'h3', 'ul', 'ol', 'title', 'overview', 'label', 'summary', 'stagger', 'practice', 'colour', 'meaning',
  'term', 'definition', 'description', 'coreStrategy', 'defending', 'attacking', 'mechanics', 'paragraph', 'traits',
  'howToWin', 'howToLose', 'primaryJob', 'secondaryJob', 'healing', 'notes', 'text', 'reason', 'defDescription',
  'atkDescription', 'value', 'aliases',
])
/** Reader-facing texts that must not be left in English: whole sentences. */
const PROSE = new Set([
  'p', 'ul', 'ol', 'overview', 'summary', 'stagger', 'practice', 'meaning', 'definition', 'description', 'coreStrategy',
  'defending', 'attacking', 'mechanics', 'paragraph', 'traits', 'howToWin', 'howToLose', 'notes', 'text', 'reason',
  'defDescription', 'atkDescription',
])
/** Names that are the guide's own words rather than names of the game or of a place: a stat, a role's subtype. */
const TRANSLATED_NAME = /\.(stats|subtypes)\[\d+\]\.name$/

const numbers = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? []
const bold = (text: string) => text.split('**').length - 1
const links = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1])
const inPortuguese = (href: string) => (href.startsWith('/') ? `/pt-br${href === '/' ? '' : href}` : href)

/** Every way the translation differs from the English in what it must keep, as "path: what". */
function differences(english: unknown, translated: unknown, path = '', kind: 'id' | 'text' | 'prose' = 'id'): string[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) return [`${path}: ${english.length} entries expected`]
    return english.flatMap((item, index) => differences(item, translated[index], `${path}[${index}]`, kind))
  }
  if (english !== null && typeof english === 'object') {
    if (translated === null || typeof translated !== 'object') return [`${path}: an object expected`]
    const keys = Object.keys(english)
    if (keys.join() !== Object.keys(translated).join()) return [`${path}: keys ${Object.keys(translated).join()}, not ${keys.join()}`]
    return keys.flatMap((key) => {
      const inProperties = /\.properties$/.test(path)
      const next = PROSE.has(key) ? 'prose' : TEXT.has(key) || inProperties || TRANSLATED_NAME.test(`${path}.${key}`) ? 'text' : 'id'
      return differences((english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], `${path}.${key}`, next)
    })
  }
  if (typeof english !== 'string' || kind === 'id') return english === translated ? [] : [`${path}: ${JSON.stringify(translated)} is not ${JSON.stringify(english)}`]
  if (typeof translated !== 'string') return [`${path}: a text expected`]
  const found: string[] = []
  if (numbers(english).join(' ') !== numbers(translated).join(' ')) found.push(`${path}: numbers ${numbers(translated)} instead of ${numbers(english)}`)
  if (bold(english) !== bold(translated)) found.push(`${path}: bold markup changed`)
  if (links(english).map(inPortuguese).join(' ') !== links(translated).join(' ')) found.push(`${path}: links ${links(translated)}`)
  if (kind === 'prose' && english === translated) found.push(`${path}: left in English`)
  return found
}

describe('Brazilian Portuguese seed content', () => {
  it('translates the Basics guide', () => {
    expect(differences(basics, pt.basics, 'basics')).toEqual([])
  })

  it('translates the terms, privacy and about pages', () => {
    expect(differences(pages, pt.pages, 'pages')).toEqual([])
  })

  it('translates the five newest news entries, matched by publishedAt', () => {
    expect(differences(news.slice(0, 5), pt.news, 'news')).toEqual([])
  })

  it('translates the two latest patches, matched by version', () => {
    const latest = patchSeeds()
      .sort((a, b) => b.releasedAt.localeCompare(a.releasedAt))
      .slice(0, 2)
      .map(({ version, title, notes, changes }) => ({ version, title, notes, changes }))
    expect(differences(latest, pt.patches, 'patches')).toEqual([])
  })

  it('has a guide for every hero the English seed guides', () => {
    expect(Object.keys(pt.heroGuides).sort()).toEqual(heroGuides.map((guide) => guide.hero).sort())
    for (const guide of heroGuides) expect(differences(guide, pt.heroGuides[guide.hero], guide.hero)).toEqual([])
  })

  it('has a guide for every map the English seed guides', () => {
    expect(Object.keys(pt.mapGuides).sort()).toEqual(mapGuides.map((guide) => guide.map).sort())
    for (const guide of mapGuides) expect(differences(guide, pt.mapGuides[guide.map], guide.map)).toEqual([])
  })

  it('translates the callouts and routes of every section, names and shapes kept', () => {
    expect(differences(sectionCallouts, pt.sectionCallouts, 'callouts')).toEqual([])
    expect(differences(sectionRoutes, pt.sectionRoutes, 'routes')).toEqual([])
  })

  it('finds a number changed in a translation', () => {
    const changed = { ...pt.heroGuides.hulk, details: { ...pt.heroGuides.hulk.details, notes: 'Hulk tem 4 barras de vida.' } }
    expect(differences(heroGuides.find((guide) => guide.hero === 'hulk'), changed, 'hulk')).toContainEqual(
      expect.stringContaining('hulk.details.notes: numbers 4'),
    )
  })
})
