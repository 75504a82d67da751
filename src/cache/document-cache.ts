import { unstable_cache } from 'next/cache'

import { cacheTag, everyReadTag } from '@/cache/revalidate'

import { readOrLastGood } from './cached-read'
import { isPreviewing, readAsPreview } from '@/cms/draft'

/**
 * Like cachedRead (src/cache/cached-read.ts), for a read about one document: besides the collections it reads, the
 * answer carries tags of its own document (`documentTags(key)`), so a write can expire one document's answers
 * and leave the others cached. The first user is the patch data of a hero or map guide (src/cache/patch-tags.ts).
 * During a database outage it serves its last good answer, as cachedRead does.
 */
export function cachedDocumentRead<R>(
  name: string,
  reads: string[],
  documentTags: (key: string) => string[],
  read: (key: string) => Promise<R>,
) {
  return async (key: string): Promise<R> => {
    if (await isPreviewing()) return readAsPreview(true, () => read(key))
    // Tags are fixed per unstable_cache wrapper, so each document gets its own wrapper (and key).
    const cached = unstable_cache(() => readAsPreview(false, () => read(key)), [name, key], {
      tags: [...reads.map(cacheTag), ...documentTags(key), everyReadTag],
      revalidate: false,
    })
    return readOrLastGood(`${name}:${key}`, name, cached)
  }
}
