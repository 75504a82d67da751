import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { glossaryAnchor, slugify } from '@/rules/slugs'
import type { HeroRole, SearchResultType } from '@/contract/types'
import { cacheTag, expireTags, languagesOfWrite, SEARCH_INDEX_READS } from '@/cache/revalidate'
import { createTranslator } from 'next-intl'

import { CATALOGUES } from '@/i18n/catalogue'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, localePath, type Language } from '@/i18n/languages'
import { guideMetrics } from '@/observability/metrics.mjs'

/**
 * The site search index: the table `search_entries` (migration 20261123_010500_site_search) holds one row per
 * hero, ability, location, map, map section, map callout, published news entry, published patch, published tier list and glossary term, with the address a
 * result opens. Only published content goes in; drafts never do, whoever saves them.
 *
 * Per language (migration 20261129_000000_search_languages): each language has its own rows, read in that
 * language with Payload's fallback, so a text not yet translated is indexed in English and its English words
 * still find it; each row is stemmed with its language's text-search configuration and opens the address in that
 * language. A save in one language other than English refreshes that language's rows only; any other write
 * (English, which the others fall back to, a publish or a delete) refreshes every language.
 *
 * The whole index is rebuilt (a few hundred rows, read in every language) inside the transaction of every save
 * that can change it, so a committed edit and its index rows land together, and on every start (src/seed/cli.ts),
 * which covers databases that existed before search did. A write of many documents at once rebuilds once or
 * twice, not once per document (rebuildCovering, indexAfterBulkWrite). An advisory lock serialises concurrent
 * rebuilds.
 */

type SearchEntry = {
  key: string
  type: SearchResultType
  slug: string
  title: string
  /** Words that find the entry but are not its title (a hero's role, an ability's hero); the snippet when there is no body. */
  keywords: string
  body: string
  url: string
  /** Multiplies the rank: a hero outranks an ability that only mentions it. */
  boost: number
  /** A news entry dated in the future stays out of results until then, as it stays off /news. */
  visibleFrom: string | null
}

/** Collections and globals whose saves change the index: each lists indexForSearch among its hooks. */
export const INDEXED_COLLECTIONS = ['heroes', 'hero-abilities', 'locations', 'maps', 'map-sections', 'map-callouts', 'news', 'patches', 'tier-lists'] as const
export const INDEXED_GLOBALS = ['basics'] as const

/** The words the index adds around content (a hero's role, "News", ...), from the language's catalogue. */
function indexWords(language: Language) {
  const t = createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'SearchIndex' })
  const maps = createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'Maps' })
  return {
    t,
    role: (role: HeroRole) => t(`role.${role}`),
    // English keeps the words it always had ("doom match"); the others name the mode as their maps pages do.
    mapType: (type: string) => {
      const key = `type.${type}` as Parameters<typeof maps>[0]
      return language === DEFAULT_LANGUAGE || !maps.has(key) ? type.replace('-', ' ') : maps(key)
    },
  }
}

const SEARCH_CONFIG = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.searchConfig])) as Record<Language, string>

/** Any two guide processes agree on this key; pg_advisory_xact_lock releases it at commit or rollback. */
const REBUILD_LOCK = 164_001

const PUBLISHED = { _status: { equals: 'published' } } as const

/** The words of a Lexical rich-text value, paragraphs joined by spaces. */
function lexicalText(value: unknown): string {
  const words: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
    if (typeof text === 'string') words.push(text)
    if (root) walk(root)
    if (Array.isArray(children)) {
      children.forEach(walk)
      words.push(' ')
    }
  }
  walk(value)
  return words.join('').replace(/\s+/g, ' ').trim()
}

const idOf = (value: number | { id: number } | null | undefined) => (value && typeof value === 'object' ? value.id : value)

/**
 * Reads everything the index holds in one language, published only, inside the caller's transaction when `req`
 * is given.
 */
async function collectSearchEntries(payload: Payload, language: Language, req?: PayloadRequest): Promise<SearchEntry[]> {
  // overrideAccess with explicit published filters: the saving editor's own access would include drafts. The
  // locale always named: a read otherwise takes the saving request's. Payload's fallback fills what has no
  // translation with English, which is what a page in that language shows.
  const read = { overrideAccess: true, draft: false, pagination: false, depth: 0, req, locale: language, fallbackLocale: DEFAULT_LANGUAGE } as const
  const { t, role, mapType } = indexWords(language)
  const at = (url: string) => localePath(language, url)
  const [heroes, abilities, locations, maps, sections, callouts, news, patches, tierLists, basics] = await Promise.all([
    payload.find({ collection: 'heroes', where: PUBLISHED, ...read }),
    payload.find({ collection: 'hero-abilities', where: PUBLISHED, sort: ['order', 'id'], ...read }),
    payload.find({ collection: 'locations', ...read }),
    payload.find({ collection: 'maps', ...read }),
    payload.find({ collection: 'map-sections', where: PUBLISHED, sort: ['order', 'id'], ...read }),
    payload.find({ collection: 'map-callouts', sort: 'id', ...read }),
    payload.find({ collection: 'news', where: PUBLISHED, ...read }),
    payload.find({ collection: 'patches', where: PUBLISHED, ...read }),
    payload.find({ collection: 'tier-lists', where: PUBLISHED, ...read }),
    payload.findGlobal({ slug: 'basics', overrideAccess: true, depth: 0, req, locale: language, fallbackLocale: DEFAULT_LANGUAGE }),
  ])

  const entries: SearchEntry[] = []
  const heroById = new Map(heroes.docs.map((hero) => [hero.id, hero]))
  for (const hero of heroes.docs) {
    if (!hero.slug) continue
    const alias = hero.name !== hero.nickname ? `${hero.name} · ` : ''
    entries.push({
      key: `hero:${hero.id}`,
      type: 'hero',
      slug: hero.slug,
      title: hero.nickname,
      keywords: `${alias}${role(hero.role)}`,
      body: '',
      url: at(`/heroes/${hero.slug}`),
      boost: 1.5,
      visibleFrom: null,
    })
  }

  // A multi-form hero's abilities share slugs across forms, so their address names the form too.
  const formsByHero = new Map<number, Set<string>>()
  for (const ability of abilities.docs) {
    const heroId = idOf(ability.hero) as number
    formsByHero.set(heroId, (formsByHero.get(heroId) ?? new Set()).add(ability.variant))
  }
  for (const ability of abilities.docs) {
    const hero = heroById.get(idOf(ability.hero) as number)
    if (!hero?.slug || !ability.slug) continue
    const params = new URLSearchParams({ ability: ability.slug })
    if ((formsByHero.get(hero.id)?.size ?? 0) > 1) params.set('form', ability.variant)
    entries.push({
      key: `ability:${ability.id}`,
      type: 'ability',
      slug: ability.slug,
      title: ability.name,
      keywords: t('ability', { hero: hero.nickname }),
      body: ability.description,
      url: at(`/heroes/${hero.slug}?${params}`),
      boost: 1,
      visibleFrom: null,
    })
  }

  const locationById = new Map(locations.docs.map((location) => [location.id, location]))
  for (const location of locations.docs) {
    if (!location.slug) continue
    entries.push({
      key: `location:${location.id}`,
      type: 'location',
      slug: location.slug,
      title: location.name,
      keywords: t('location'),
      body: location.description,
      url: at(`/maps/${location.slug}`),
      boost: 1.2,
      visibleFrom: null,
    })
  }

  const mapById = new Map(maps.docs.map((map) => [map.id, map]))
  const mapUrl = (map: (typeof maps.docs)[number]) => {
    const location = locationById.get(idOf(map.location) as number)
    return location?.slug && map.slug ? at(`/maps/${location.slug}/${map.slug}`) : null
  }
  for (const map of maps.docs) {
    const url = mapUrl(map)
    if (!url || !map.slug) continue
    const location = locationById.get(idOf(map.location) as number)
    entries.push({
      key: `map:${map.id}`,
      type: 'map',
      slug: map.slug,
      title: map.name,
      keywords: t('map', { type: mapType(map.type), location: location?.name ?? '' }),
      body: map.description ?? '',
      url,
      boost: 1.3,
      visibleFrom: null,
    })
  }

  for (const section of sections.docs) {
    const map = mapById.get(idOf(section.map) as number)
    const url = map && mapUrl(map)
    if (!url || !map || !section.slug) continue
    entries.push({
      key: `section:${section.id}`,
      type: 'section',
      slug: section.slug,
      title: `${map.name}: ${section.name}`,
      keywords: t('section', { map: map.name }),
      body: '',
      url: `${url}/${section.slug}`,
      boost: 1,
      visibleFrom: null,
    })
  }

  // A callout opens its section with the place in view and outlined; its aliases find it too.
  const sectionById = new Map(sections.docs.map((section) => [section.id, section]))
  for (const callout of callouts.docs) {
    const section = sectionById.get(idOf(callout.section) as number)
    const map = section && mapById.get(idOf(section.map) as number)
    const url = map && mapUrl(map)
    if (!url || !section?.slug || !callout.slug) continue
    const aliases = (callout.aliases ?? []).filter(Boolean)
    entries.push({
      key: `callout:${callout.id}`,
      type: 'callout',
      slug: callout.slug,
      title: callout.name,
      keywords: [t('callout', { map: map.name, section: section.name }), ...aliases].join(' · '),
      body: callout.description ?? '',
      url: `${url}/${section.slug}?callout=${encodeURIComponent(callout.slug)}`,
      boost: 0.9,
      visibleFrom: null,
    })
  }

  for (const entry of news.docs) {
    entries.push({
      key: `news:${entry.id}`,
      type: 'news',
      slug: entry.slug ?? String(entry.id),
      title: entry.title,
      keywords: t('news'),
      body: lexicalText(entry.body),
      // The entry's own page (/news/{slug}); an entry from before slugs existed falls back to the feed.
      url: at(entry.slug ? `/news/${entry.slug}` : '/news'),
      boost: 0.8,
      visibleFrom: entry.publishedAt ?? null,
    })
  }

  // A patch is found by its version, its title, its notes and the one-line summaries of its changes.
  for (const patch of patches.docs) {
    const subjects = (patch.changes ?? []).map((row) => {
      const hero = heroById.get(idOf(row.hero) as number)
      const map = mapById.get(idOf(row.map) as number)
      return `${hero?.nickname ?? map?.name ?? ''} ${row.summary}`
    })
    entries.push({
      key: `patch:${patch.id}`,
      type: 'patch',
      slug: patch.version,
      title: t('patchTitle', { version: patch.version, title: patch.title }),
      keywords: t('patchKeywords', { version: patch.version }),
      body: [lexicalText(patch.notes), ...subjects].join(' ').trim(),
      url: at(`/patches/${patch.version}`),
      boost: 0.9,
      visibleFrom: null,
    })
  }

  // A tier list is found by its patch, the word "tier" and the heroes it places with their reasons.
  const patchById = new Map(patches.docs.map((patch) => [patch.id, patch]))
  for (const list of tierLists.docs) {
    const patch = patchById.get(idOf(list.patch) as number)
    if (!patch) continue
    const placed = (list.entries ?? []).map((row) =>
      t('tierRow', { hero: heroById.get(idOf(row.hero) as number)?.nickname ?? '', tier: row.tier, reason: row.reason ?? '' }),
    )
    entries.push({
      key: `tier-list:${list.id}`,
      type: 'tier-list',
      slug: patch.version,
      title: t('tierListTitle', { version: patch.version }),
      keywords: t('tierListKeywords', { version: patch.version }),
      body: placed.join(' ').replace(/\s+/g, ' ').trim(),
      url: at(`/tier-list/${patch.version}`),
      // Below a hero: the list mentions many heroes, and a hero's own guide is the better answer to its name.
      boost: 0.7,
      visibleFrom: null,
    })
  }

  const glossary = (basics.quickstart?.glossary ?? []) as { term: string; definition: string }[]
  for (const { term, definition } of glossary) {
    const anchor = glossaryAnchor(term)
    entries.push({
      key: `term:${anchor}`.slice(0, 64),
      type: 'term',
      slug: slugify(term),
      title: term,
      keywords: t('glossary'),
      body: definition,
      url: at(`/basics#${anchor}`),
      boost: 1,
      visibleFrom: null,
    })
  }

  // Two glossary terms that slugify alike would share a key; the first wins, as on the page.
  const seen = new Set<string>()
  return entries.filter((entry) => !seen.has(entry.key) && seen.add(entry.key))
}

/** The adapter's Drizzle handle, or the open transaction's when `req` has one. */
async function database(payload: Payload, req?: PayloadRequest) {
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  return (transactionID !== undefined && adapter.sessions?.[transactionID]?.db) || adapter.drizzle
}

/**
 * Replaces the index of each of `languages` (every language unless told) with what is published now; returns
 * how many rows were written.
 */
export async function rebuildSearchIndex(payload: Payload, req?: PayloadRequest, languages: readonly Language[] = LANGUAGE_CODES): Promise<number> {
  const db = await database(payload, req)
  const write = async (run: (tx: typeof db) => Promise<void>) =>
    // Inside a save the caller's transaction is ours; on its own (a start, the seed) it gets one.
    req?.transactionID ? run(db) : db.transaction(async (tx) => run(tx as unknown as typeof db))

  // One language after the other: each reads every indexed collection, twice outside English (fallback).
  // Payload's Local API sets the locale it reads in on the `req` it is given, and the saving request's hooks after
  // this one read `req.locale` to know which language's pages a save expires: it is put back as it was.
  const saved = req ? { locale: req.locale, fallbackLocale: req.fallbackLocale } : undefined
  const perLanguage: [Language, SearchEntry[]][] = []
  try {
    for (const language of languages) perLanguage.push([language, await collectSearchEntries(payload, language, req)])
  } finally {
    if (req && saved) Object.assign(req, saved)
  }
  await write(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REBUILD_LOCK})`)
    for (const [language, entries] of perLanguage) {
      const config = SEARCH_CONFIG[language]
      await tx.execute(sql`DELETE FROM search_entries WHERE language = ${language}`)
      if (!entries.length) continue
      const rows = entries.map(
        (e) =>
          sql`(${language}, ${config}::regconfig, ${e.key}, ${e.type}, ${e.slug}, ${e.title.slice(0, 255)}, ${e.keywords}, ${e.body}, ${e.url}, ${e.boost}, ${e.visibleFrom})`,
      )
      await tx.execute(
        sql`INSERT INTO search_entries (language, search_config, key, type, slug, title, keywords, body, url, boost, visible_from) VALUES ${sql.join(rows, sql`, `)}`,
      )
    }
  })
  guideMetrics().searchRebuilds.inc()
  return perLanguage.reduce((count, [, entries]) => count + entries.length, 0)
}

/** The rebuild each request is running or has queued last, so that the next one waits for it. */
const rebuilding = new WeakMap<PayloadRequest, Promise<unknown>>()

/** The rebuild a request has queued and not yet started, with the languages the writes waiting for it changed. */
const queued = new WeakMap<PayloadRequest, { languages: Set<Language>; done: Promise<number> }>()

/**
 * The rebuild that covers a write made on `req` just now: the queued one, which has yet to read anything, or a new
 * one after the one running. So many writes at once on one request (Payload deletes and updates many documents in
 * parallel on one transaction) share a rebuild or two instead of each running its own: deleting 200 callouts in
 * the admin's list took over three minutes with a rebuild each.
 *
 * One after the other within a request: two rebuilds interleaved on one transaction inserted the same rows twice,
 * which aborted it (deleting several callouts in the admin's list failed).
 */
function rebuildCovering(req: PayloadRequest, languages: readonly Language[]): Promise<number> {
  const waiting = queued.get(req)
  if (waiting) {
    for (const language of languages) waiting.languages.add(language)
    return waiting.done
  }
  const wanted = new Set(languages)
  const done = (rebuilding.get(req) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      // From here on this rebuild reads: a later write waits for the next one.
      queued.delete(req)
      return rebuildSearchIndex(req.payload, req, LANGUAGE_CODES.filter((language) => wanted.has(language)))
    })
  queued.set(req, { languages: wanted, done })
  rebuilding.set(req, done)
  return done
}

/**
 * After a save or delete of indexed content, rebuild inside the same transaction. The seed and the bulk imports
 * (src/collections/bulk-import.ts) pass `skipSearchIndex` and rebuild once at their end (indexAfterBulkWrite)
 * instead of once per document.
 */
async function afterIndexedWrite({ req, context, languages }: { req: PayloadRequest; context: Record<string, unknown>; languages: readonly Language[] }) {
  if (context?.skipSearchIndex) return
  await rebuildCovering(req, languages)
  expireTags([cacheTag(SEARCH_INDEX_READS)], context, languages)
}

/**
 * After a bulk write on `req` that skipped the per-document rebuild (`skipSearchIndex`): one rebuild of every
 * language, in its transaction, when any of `collections` is indexed.
 */
export async function indexAfterBulkWrite(req: PayloadRequest, collections: readonly string[]): Promise<void> {
  if (!collections.some((slug) => (INDEXED_COLLECTIONS as readonly string[]).includes(slug))) return
  await rebuildCovering(req, LANGUAGE_CODES)
  expireTags([cacheTag(SEARCH_INDEX_READS)], undefined, LANGUAGE_CODES)
}

/**
 * After a save or delete of indexed content (INDEXED_COLLECTIONS, INDEXED_GLOBALS): rebuilds the index of the
 * languages the write changes (languagesOfWrite, src/cache/revalidate.ts) in the write's transaction and expires
 * the searches cached from it in those languages. A delete has no previousDoc, so it rebuilds every language.
 */
export async function indexForSearch<T>({ doc, previousDoc, req, context }: { doc: T; previousDoc?: T; req: PayloadRequest; context: Record<string, unknown> }): Promise<T> {
  await afterIndexedWrite({ req, context, languages: languagesOfWrite(req, doc, previousDoc) })
  return doc
}
