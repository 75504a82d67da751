/**
 * What every seed step writes through: find-or-create by a natural key, uploads, and the count of what was
 * created (the seed's summary). One per run of `seed()`, handed to each step (./steps/).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pLimit from 'p-limit'
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import { ENGLISH_WRITTEN_AT } from './content/translation-stamps'
import { makeRichText } from './rich-text'

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')

/** Seed writes skip revalidation: nothing is cached yet, and a run makes thousands of writes. */
// The search index is rebuilt once after the seed (src/seed/cli.ts), not once per document.
// Guide texts count as written on one fixed day (src/fields/translation-stamp.ts), so a fresh install is the same every time.
export const context = { disableRevalidate: true, skipSearchIndex: true, textSavedAt: ENGLISH_WRITTEN_AT }

/** Image rendering dominates the seed; a few at a time keeps both cores busy without piling up memory. */
const CONCURRENCY = 3

export type Seeder = Awaited<ReturnType<typeof makeSeeder>>

/** A hero's id by slug; the seed's content names heroes by slug, and a typo there should stop the seed. */
export type HeroId = (slug: string) => number

export async function makeSeeder(payload: Payload, log: (line: string) => void) {
  const created: Record<string, number> = {}
  const richText = await makeRichText(payload.config)
  // One limit for the whole run, shared by every step's parallel work.
  const limit = pLimit(CONCURRENCY)
  const eachAtOnce = <T,>(items: T[], work: (item: T, index: number) => Promise<void>) =>
    Promise.all(items.map((item, index) => limit(() => work(item, index))))

  const count = (collection: string) => (created[collection] = (created[collection] ?? 0) + 1)

  async function findOne<T extends CollectionSlug>(collection: T, where: Where) {
    const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, pagination: false })
    return docs[0]
  }

  async function exists(collection: CollectionSlug, where: Where) {
    const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
    return totalDocs > 0
  }

  async function create<T extends CollectionSlug>(collection: T, data: RequiredDataFromCollectionSlug<T>) {
    const doc = await payload.create({ collection, data, overrideAccess: true, context, depth: 0 })
    count(collection)
    return doc
  }

  /** find-or-create by a natural key; `make` runs only when the document is missing. */
  async function ensure<T extends CollectionSlug>(
    collection: T,
    where: Where,
    make: () => Promise<RequiredDataFromCollectionSlug<T>>,
  ) {
    return (await findOne(collection, where)) ?? (await create(collection, await make()))
  }

  async function upload(name: string, alt: string, data: Buffer | Promise<Buffer>, mimetype = 'image/webp') {
    const buffer = await data
    const doc = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data: buffer, mimetype, name, size: buffer.length },
      overrideAccess: true,
      context,
      depth: 0,
    })
    count('media')
    return doc.id
  }

  /** A video of ./assets: the seed renders pictures, but its clips are files. */
  const clip = (file: string, alt: string) =>
    upload(file, alt, fs.promises.readFile(path.join(assetsDir, file)), 'video/webm')

  return { payload, log, created, richText, eachAtOnce, count, findOne, exists, create, ensure, upload, clip }
}

/** The lookup the later steps name heroes through, over the ids the heroes step created or found. */
export function heroLookup(heroIds: Record<string, number>): HeroId {
  return (slug) => {
    const id = heroIds[slug]
    if (!id) throw new Error(`The seed refers to an unknown hero slug: ${slug}`)
    return id
  }
}
