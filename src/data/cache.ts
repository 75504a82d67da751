import { unstable_cache } from 'next/cache'

import { cacheTag } from '@/lib/revalidate'

import { isPreviewing, readAsPreview } from './draft'

/**
 * A data-layer read kept in the Next.js data cache, tagged by the collections it reads, so that a Payload
 * write (src/lib/revalidate.ts) expires exactly the answers it changes. `maxAgeSeconds` bounds staleness for
 * answers that also change with the clock (scheduled news). In a preview (src/data/draft.ts) the read skips
 * the cache and sees drafts.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  reads: string[],
  read: (...args: A) => Promise<R>,
  { maxAgeSeconds }: { maxAgeSeconds?: number } = {},
) {
  const cached = unstable_cache((...args: A) => readAsPreview(false, () => read(...args)), [name], {
    tags: reads.map(cacheTag),
    revalidate: maxAgeSeconds ?? false,
  })
  return async (...args: A): Promise<R> => ((await isPreviewing()) ? readAsPreview(true, () => read(...args)) : cached(...args))
}
