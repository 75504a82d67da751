/**
 * Every collection and global lists the hooks a save runs in its own config (docs/architecture.md, "Caching").
 * This checks none is forgotten: each one expires its tag, each one whose documents show on other pages
 * (SHOWN_BY in src/cache/shown-pages.ts) expires those pages, and each one the search index reads rebuilds it,
 * in the order they ran when collections/index.ts still wrapped them: the collection's own hooks, then the
 * index, then the shown pages, then the collection tag.
 */
import type { CollectionConfig, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { revalidateCollection, revalidateGlobal } from '@/cache/revalidate'
import { expireShownPages, expireShownPagesOnDelete, rememberShownPages, SHOWN_BY } from '@/cache/shown-pages'
import { collections } from '@/collections'
import { globals } from '@/globals'
import { INDEXED_COLLECTIONS, INDEXED_GLOBALS, indexForSearch } from '@/search/search-index'

const ours = new Set<unknown>([indexForSearch, expireShownPages, rememberShownPages, expireShownPagesOnDelete, revalidateCollection, revalidateGlobal])

/** The hooks of ours a list holds, in order, after checking that the collection's own hooks all come first. */
function oursAtTheEnd(list: unknown[] | undefined): unknown[] {
  const hooks = list ?? []
  const first = hooks.findIndex((hook) => ours.has(hook))
  const tail = first === -1 ? [] : hooks.slice(first)
  expect(tail.every((hook) => ours.has(hook)), 'a collection hook of its own runs after ours').toBe(true)
  return tail
}

describe('the hooks a save runs', () => {
  const slugs = collections.map((collection) => collection.slug)

  it('name collections and globals that exist', () => {
    for (const slug of [...Object.keys(SHOWN_BY), ...INDEXED_COLLECTIONS]) expect(slugs).toContain(slug)
    for (const slug of INDEXED_GLOBALS) expect(globals.map((global) => global.slug)).toContain(slug)
  })

  for (const collection of collections as CollectionConfig[]) {
    const indexed = (INDEXED_COLLECTIONS as readonly string[]).includes(collection.slug)
    const shown = collection.slug in SHOWN_BY
    it(`of ${collection.slug}: ${[indexed && 'the index', shown && 'the pages that show it', 'its tag'].filter(Boolean).join(', ')}`, () => {
      const { hooks = {} } = collection
      expect(oursAtTheEnd(hooks.afterChange)).toEqual([...(indexed ? [indexForSearch] : []), ...(shown ? [expireShownPages] : []), revalidateCollection])
      expect(oursAtTheEnd(hooks.beforeDelete)).toEqual(shown ? [rememberShownPages] : [])
      expect(oursAtTheEnd(hooks.afterDelete)).toEqual([...(indexed ? [indexForSearch] : []), ...(shown ? [expireShownPagesOnDelete] : []), revalidateCollection])
    })
  }

  for (const global of globals as GlobalConfig[]) {
    const indexed = (INDEXED_GLOBALS as readonly string[]).includes(global.slug)
    it(`of the ${global.slug} global: ${indexed ? 'the index, ' : ''}its tag`, () => {
      expect(oursAtTheEnd(global.hooks?.afterChange)).toEqual([...(indexed ? [indexForSearch] : []), revalidateGlobal])
    })
  }
})
