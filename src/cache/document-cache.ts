import { unstable_cache } from 'next/cache'

import { cacheTag, everyReadTag, tagIn } from '@/cache/revalidate'
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages'

import { readOrLastGood } from './cached-read'
import { isPreviewing, readAsPreview } from '@/cms/draft'

/**
 * Like cachedRead (src/cache/cached-read.ts), for a read about one document: besides the collections it reads, the
 * answer carries tags of its own document (`documentTags(key)`), so a write can expire one document's answers
 * and leave the others cached. The first user is the patch data of a hero or map guide (src/cache/patch-tags.ts).
 * During a database outage it serves its last good answer, as cachedRead does. A read in another language
 * is another entry, under the same document's tags in that language (tagIn), so a write in another language
 * leaves it cached.
 */
export function cachedDocumentRead<R>(
  name: string,
  reads: string[],
  documentTags: (key: string) => string[],
  read: (key: string, language: Language) => Promise<R>,
) {
  return async (key: string, language: Language = DEFAULT_LANGUAGE): Promise<R> => {
    if (await isPreviewing()) return readAsPreview(true, () => read(key, language))
    // Tags are fixed per unstable_cache wrapper, so each document gets its own wrapper (and key).
    const cacheKey = language === DEFAULT_LANGUAGE ? [name, key] : [name, key, language]
    const cached = unstable_cache(() => readAsPreview(false, () => read(key, language)), cacheKey, {
      tags: [...[...reads.map(cacheTag), ...documentTags(key)].map((tag) => tagIn(tag, language)), everyReadTag],
      revalidate: false,
    })
    return readOrLastGood(cacheKey.join(':'), name, cached)
  }
}
