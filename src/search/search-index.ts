import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { glossaryAnchor, slugify } from '@/rules/slugs'
import type { HeroRole, SearchResultType } from '@/contract/types'
import { cacheTag, expireTags, SEARCH_INDEX_READS } from '@/cache/revalidate'
import { DEFAULT_LANGUAGE } from '@/i18n/languages'

/**
 * The site search index: the table `search_entries` (migration 20261123_010500_site_search) holds one row per
 * hero, ability, location, map, map section, map callout, published news entry, published patch, published tier list and glossary term, with the address a
 * result opens. Only published content goes in; drafts never do, whoever saves them.
 *
 * The whole index is rebuilt (a few hundred rows, tens of milliseconds) inside the transaction of every save
 * that can change it, so a committed edit and its index rows land together, and on every start (src/seed/cli.ts),
 * which covers databases that existed before search did. An advisory lock serialises concurrent rebuilds.
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

const ROLE_WORDS: Record<HeroRole, string> = {
  vanguard: 'Vanguard (tank)',
  duelist: 'Duelist (damage dealer)',
  strategist: 'Strategist (healer)',
}

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

/** Reads everything the index holds, published only, inside the caller's transaction when `req` is given. */
async function collectSearchEntries(payload: Payload, req?: PayloadRequest): Promise<SearchEntry[]> {
  // overrideAccess with explicit published filters: the saving editor's own access would include drafts. English
  // always: the index is English, and a save in another language would otherwise rebuild it in that language.
  const read = { overrideAccess: true, draft: false, pagination: false, depth: 0, req, locale: DEFAULT_LANGUAGE } as const
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
    payload.findGlobal({ slug: 'basics', overrideAccess: true, depth: 0, req, locale: DEFAULT_LANGUAGE }),
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
      keywords: `${alias}${ROLE_WORDS[hero.role]}`,
      body: '',
      url: `/heroes/${hero.slug}`,
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
      keywords: `${hero.nickname} ability`,
      body: ability.description,
      url: `/heroes/${hero.slug}?${params}`,
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
      keywords: 'Location',
      body: location.description,
      url: `/maps/${location.slug}`,
      boost: 1.2,
      visibleFrom: null,
    })
  }

  const mapById = new Map(maps.docs.map((map) => [map.id, map]))
  const mapUrl = (map: (typeof maps.docs)[number]) => {
    const location = locationById.get(idOf(map.location) as number)
    return location?.slug && map.slug ? `/maps/${location.slug}/${map.slug}` : null
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
      keywords: `${map.type.replace('-', ' ')} map · ${location?.name ?? ''}`,
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
      keywords: `Section of ${map.name}`,
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
      keywords: [`Callout on ${map.name}: ${section.name}`, ...aliases].join(' · '),
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
      keywords: 'News',
      body: lexicalText(entry.body),
      // The entry's own page (/news/{slug}); an entry from before slugs existed falls back to the feed.
      url: entry.slug ? `/news/${entry.slug}` : '/news',
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
      title: `Patch ${patch.version}: ${patch.title}`,
      keywords: `Patch notes ${patch.version}`,
      body: [lexicalText(patch.notes), ...subjects].join(' ').trim(),
      url: `/patches/${patch.version}`,
      boost: 0.9,
      visibleFrom: null,
    })
  }

  // A tier list is found by its patch, the word "tier" and the heroes it places with their reasons.
  const patchById = new Map(patches.docs.map((patch) => [patch.id, patch]))
  for (const list of tierLists.docs) {
    const patch = patchById.get(idOf(list.patch) as number)
    if (!patch) continue
    const placed = (list.entries ?? []).map((row) => `${heroById.get(idOf(row.hero) as number)?.nickname ?? ''} ${row.tier} tier ${row.reason ?? ''}`)
    entries.push({
      key: `tier-list:${list.id}`,
      type: 'tier-list',
      slug: patch.version,
      title: `Tier list for patch ${patch.version}`,
      keywords: `Tier list tiers ranking ${patch.version}`,
      body: placed.join(' ').replace(/\s+/g, ' ').trim(),
      url: `/tier-list/${patch.version}`,
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
      keywords: 'Glossary',
      body: definition,
      url: `/basics#${anchor}`,
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

/** Replaces the whole index with what is published now. */
export async function rebuildSearchIndex(payload: Payload, req?: PayloadRequest): Promise<number> {
  const db = await database(payload, req)
  const write = async (run: (tx: typeof db) => Promise<void>) =>
    // Inside a save the caller's transaction is ours; on its own (a start, the seed) it gets one.
    req?.transactionID ? run(db) : db.transaction(async (tx) => run(tx as unknown as typeof db))

  const entries = await collectSearchEntries(payload, req)
  await write(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REBUILD_LOCK})`)
    await tx.execute(sql`DELETE FROM search_entries`)
    if (!entries.length) return
    const rows = entries.map(
      (e) => sql`(${e.key}, ${e.type}, ${e.slug}, ${e.title.slice(0, 255)}, ${e.keywords}, ${e.body}, ${e.url}, ${e.boost}, ${e.visibleFrom})`,
    )
    await tx.execute(
      sql`INSERT INTO search_entries (key, type, slug, title, keywords, body, url, boost, visible_from) VALUES ${sql.join(rows, sql`, `)}`,
    )
  })
  return entries.length
}

/** The rebuild each request is running, so that the next one waits for it. */
const rebuilding = new WeakMap<PayloadRequest, Promise<unknown>>()

/**
 * After a save or delete of indexed content, rebuild inside the same transaction. The seed passes
 * `skipSearchIndex` and rebuilds once at its end instead of once per document.
 *
 * One after the other within a request: Payload deletes (and updates) many documents at once in parallel on one
 * transaction, and two rebuilds interleaved there inserted the same rows twice, which aborted the transaction
 * (deleting several callouts in the admin's list failed).
 */
async function afterIndexedWrite({ req, context }: { req: PayloadRequest; context: Record<string, unknown> }) {
  if (context?.skipSearchIndex) return
  const rebuilt = (rebuilding.get(req) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => rebuildSearchIndex(req.payload, req))
  rebuilding.set(req, rebuilt)
  await rebuilt
  expireTags([cacheTag(SEARCH_INDEX_READS)], context)
}

/**
 * After a save or delete of indexed content (INDEXED_COLLECTIONS, INDEXED_GLOBALS): rebuilds the index in the
 * write's transaction and expires the searches cached from it.
 */
export async function indexForSearch<T>({ doc, req, context }: { doc: T; req: PayloadRequest; context: Record<string, unknown> }): Promise<T> {
  await afterIndexedWrite({ req, context })
  return doc
}
