import { unstable_cache } from 'next/cache'

import { cacheTag } from '@/lib/revalidate'

/**
 * A data-layer read kept in the Next.js data cache, tagged by the collections it reads, so that a Payload
 * write (src/lib/revalidate.ts) expires exactly the answers it changes. `maxAgeSeconds` bounds staleness for
 * answers that also change with the clock (scheduled news).
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  reads: string[],
  read: (...args: A) => Promise<R>,
  { maxAgeSeconds }: { maxAgeSeconds?: number } = {},
) {
  return unstable_cache(read, [name], { tags: reads.map(cacheTag), revalidate: maxAgeSeconds ?? false })
}
