import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { Where } from 'payload'
import { cache } from 'react'

import type { HeroRole } from '@/contract/types'
import { NotFoundError } from '@/contract/errors'
import { excerptFromHtml } from '@/rules/news-excerpt'
import { guidePatchesTag, patchHeroesTag } from '@/cache/patch-tags'
import { heroTag } from '@/cache/document-tags'
import { guidePatchStatus, newestFirst, type GuideChange, type GuidePatchStatus, type PatchChangeKind, type PatchStamp, type PatchSubject } from '@/rules/patch-changes'
import { getGuidePayload } from '@/cms/payload'
import type { Patch as PatchDoc } from '@/payload-types'

import { cachedRead } from '@/cache/cached-read'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'
import { fellBack, readInLanguage, untranslatedIn } from './localized'
import { cachedDocumentRead } from '@/cache/document-cache'
import { readOptions } from '@/cms/draft'
import { getHeroes } from './heroes'
import { getLocations, getMaps } from './maps'
import { safeNewsHtml } from './news'

/**
 * Patches as the guide shows them: the list (/patches, the feed, /api/patches), one patch's page, and per hero
 * or map guide its patch status and history. Only published patches are ever read here, previews included:
 * a draft or scheduled patch must never mark a guide as outdated.
 */

/** The hero or map a change names, with where its guide lives. */
type PatchChangeSubject = { type: PatchSubject; slug: string; name: string; url: string; role: HeroRole | null }
type PatchChangeEntry = { subject: PatchChangeSubject; kind: PatchChangeKind; summary: string; details: string | null }
export type PatchEntry = {
  version: string
  title: string
  releasedAt: string
  /** The notes as sanitised HTML ('' when there are none). */
  html: string
  /** The notes' first sentences, for link previews and the feed. */
  excerpt: string
  updatedAt: string
  changes: PatchChangeEntry[]
  /** The texts shown in English because they have no translation yet (always empty in English). */
  untranslated: ('title' | 'notes' | 'changes')[]
}

/** A hero's or map's guide against the patches: what /api/{heroes|maps}/{slug}/patches and the guide pages show. */
export type GuidePatches = GuidePatchStatus & { subject: PatchSubject; slug: string }

const PUBLISHED: Where = { _status: { equals: 'published' } }
/** Published only, as a visitor reads them, whatever the request's draft mode. */
const PUBLISHED_READ = { overrideAccess: false, draft: false, depth: 0, pagination: false } as const

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined)) ?? null

const stampOf = (doc: Pick<PatchDoc, 'version' | 'releasedAt' | '_status'>): PatchStamp => ({
  version: doc.version,
  releasedAt: new Date(doc.releasedAt).toISOString(),
  published: doc._status === 'published',
})

/** Published patches (all, or those `where` picks), newest first, with their changes resolved to guide links. */
async function readPatches(where?: Where, language: Language = DEFAULT_LANGUAGE): Promise<PatchEntry[]> {
  const payload = await getGuidePayload()
  // Sorted by date and version, never a localized field, so the two languages' lists line up patch by patch.
  const [{ value: docs, fallback }, heroes, maps, locations] = await Promise.all([
    readInLanguage(language, async (locale) => {
      const { docs } = await payload.find({ collection: 'patches', where: where ? { and: [PUBLISHED, where] } : PUBLISHED, sort: ['-releasedAt', '-version'], ...PUBLISHED_READ, ...locale })
      return docs
    }),
    getHeroes(),
    getMaps(),
    getLocations(),
  ])
  const heroById = new Map(heroes.map((hero) => [hero.id, hero]))
  const mapById = new Map(maps.map((map) => [map.id, map]))
  const locationById = new Map(locations.map((location) => [location.id, location]))
  const subjectOf = (row: NonNullable<PatchDoc['changes']>[number]): PatchChangeSubject | null => {
    const hero = heroById.get(idOf(row.hero) ?? -1)
    if (hero) return { type: 'hero', slug: hero.slug, name: hero.nickname, url: `/heroes/${hero.slug}`, role: hero.role }
    const map = mapById.get(idOf(row.map) ?? -1)
    const location = map && locationById.get(map.location_id)
    if (map && location) return { type: 'map', slug: map.slug, name: map.name, url: `/maps/${location.slug}/${map.slug}`, role: null }
    return null
  }
  return docs
    .map((doc, index) => {
      const html = safeNewsHtml(doc.notes ? convertLexicalToHTML({ data: doc.notes, disableContainer: true }) : '')
      return {
        version: doc.version,
        title: doc.title,
        releasedAt: new Date(doc.releasedAt).toISOString(),
        html,
        excerpt: excerptFromHtml(html, 200),
        updatedAt: new Date(doc.updatedAt).toISOString(),
        // A change whose hero or map is gone (or unpublished) is left out rather than shown without a name.
        changes: (doc.changes ?? []).flatMap((row) => {
          const subject = subjectOf(row)
          return subject ? [{ subject, kind: row.kind, summary: row.summary, details: row.details || null }] : []
        }),
        untranslated: (['title', 'notes', 'changes'] as const).filter((field) => fellBack(fallback, `${index}.${field}`)),
      }
    })
    .sort(newestFirst)
}

/** Every published patch, newest first: /patches, the feed, /api/patches. */
/**
 * The newest published patch's version, for what every page says of itself (the offline notice in the root
 * layout). Tagged with the patches alone: the full list also names heroes and maps, and every page carrying their
 * tags would make a hero's renaming render every page again.
 */
export const getNewestPatchVersion = cachedRead('newest-patch-version', ['patches'], async (): Promise<string | null> => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'patches', where: PUBLISHED, sort: ['-releasedAt', '-version'], limit: 1, ...PUBLISHED_READ })
  return docs[0]?.version ?? null
})

export const getPatches = cachedRead('patches', ['patches', 'heroes', 'maps', 'locations'], (language: Language) => readPatches(undefined, language), {
  language: (language) => language,
})

/** The published versions, so a made-up one is answered without a cache entry of its own. */
const getPatchVersions = cachedRead('patch-versions', ['patches'], async (): Promise<string[]> => {
  const payload = await getGuidePayload()
  const { docs } = await payload.find({ collection: 'patches', where: PUBLISHED, select: { version: true }, ...PUBLISHED_READ })
  return docs.map((doc) => doc.version)
})

/** One patch's page, tagged with the heroes it names rather than every hero (src/cache/patch-tags.ts). */
const patchPage = cachedDocumentRead('patch', ['patches', 'maps', 'locations'], (version) => [patchHeroesTag(version)], async (version, language) =>
  (await readPatches({ version: { equals: version } }, language))[0] ?? null,
)

/** One published patch by its version, or null. */
export async function getPatch(version: string, language: Language = DEFAULT_LANGUAGE): Promise<PatchEntry | null> {
  return (await getPatchVersions()).includes(version) ? patchPage(version, language) : null
}

async function readGuidePatches(subject: PatchSubject, slug: string): Promise<GuidePatches | null> {
  const payload = await getGuidePayload()
  const collection = subject === 'hero' ? 'heroes' : 'maps'
  const { docs } = await payload.find({ collection, where: { slug: { equals: slug } }, limit: 1, depth: 0, joins: false, ...readOptions() })
  const doc = docs[0]
  if (!doc) return null
  const verifiedId = idOf(doc.verifiedOn)
  const added = doc.added ?? null
  const or: Where[] = [{ [`changes.${subject}`]: { equals: doc.id } }]
  if (verifiedId) or.push({ id: { equals: verifiedId } })
  if (added) or.push({ version: { equals: added } })
  const { docs: patches } = await payload.find({ collection: 'patches', where: { and: [PUBLISHED, { or }] }, ...PUBLISHED_READ })
  const changes: GuideChange[] = patches.flatMap((patch) =>
    (patch.changes ?? [])
      .filter((row) => idOf(row[subject]) === doc.id)
      .map((row) => ({ patch: stampOf(patch), kind: row.kind, summary: row.summary })),
  )
  const verifiedOn = patches.find((patch) => patch.id === verifiedId)
  const addedIn = patches.find((patch) => patch.version === added)
  const status = guidePatchStatus({ verifiedOn: verifiedOn ? stampOf(verifiedOn) : null, added: addedIn ? stampOf(addedIn) : null, changes })
  return { ...status, subject, slug }
}

const heroPatches = cachedDocumentRead('hero-patches', [], (slug) => [guidePatchesTag('hero', slug), heroTag(slug)], (slug) => readGuidePatches('hero', slug))
const mapPatches = cachedDocumentRead('map-patches', ['maps'], (slug) => [guidePatchesTag('map', slug)], (slug) => readGuidePatches('map', slug))

/** A hero guide's patch status and history by slug, or null for a slug no hero has. */
const getHeroPatches = (slug: string) => heroPatches(slug)
/** A map guide's patch status and history by slug, or null for a slug no map has. */
const getMapPatches = (slug: string) => mapPatches(slug)
/** One render asks once, however many components show the answer. */
export const getGuidePatches = cache((subject: PatchSubject, slug: string) => (subject === 'hero' ? heroPatches(slug) : mapPatches(slug)))

// --- The /api answers --------------------------------------------------------------------------------

export type ApiPatch = {
  version: string
  title: string
  releasedAt: string
  changes: { type: PatchSubject; slug: string; kind: PatchChangeKind; summary: string }[]
  /** Only in answers for a `locale` other than English (issue 45): the texts still in English. */
  untranslated?: PatchEntry['untranslated']
}
export type ApiGuidePatches = { verifiedOn: string | null; stale: boolean; changes: { version: string; releasedAt: string; kind: PatchChangeKind; summary: string }[] }

const toApiPatch = (patch: PatchEntry, language: Language): ApiPatch => ({
  version: patch.version,
  title: patch.title,
  releasedAt: patch.releasedAt,
  changes: patch.changes.map(({ subject, kind, summary }) => ({ type: subject.type, slug: subject.slug, kind, summary })),
  ...untranslatedIn(language, patch.untranslated.filter((field) => field !== 'notes')),
})

export async function apiPatches(language: Language = DEFAULT_LANGUAGE): Promise<ApiPatch[]> {
  return (await getPatches(language)).map((patch) => toApiPatch(patch, language))
}

export async function apiPatch(version: string, language: Language = DEFAULT_LANGUAGE): Promise<ApiPatch> {
  const patch = await getPatch(version, language)
  if (!patch) throw new NotFoundError(version)
  return toApiPatch(patch, language)
}

const toApiGuidePatches = (status: GuidePatches): ApiGuidePatches => ({
  verifiedOn: status.checkedOn?.version ?? null,
  stale: status.stale,
  changes: status.history,
})

/** {hero} is a slug or a numeric id, as in the other /api/heroes calls. */
export async function apiHeroPatches(ref: string): Promise<ApiGuidePatches> {
  const hero = (await getHeroes()).find((candidate) => candidate.slug === ref || String(candidate.id) === ref)
  const status = hero ? await getHeroPatches(hero.slug) : null
  if (!status) throw new NotFoundError(ref)
  return toApiGuidePatches(status)
}

export async function apiMapPatches(slug: string): Promise<ApiGuidePatches> {
  const map = (await getMaps()).find((candidate) => candidate.slug === slug)
  const status = map ? await getMapPatches(map.slug) : null
  if (!status) throw new NotFoundError(slug)
  return toApiGuidePatches(status)
}
