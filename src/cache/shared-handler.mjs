// @ts-check
/**
 * Where this process keeps its Redis cache handler (src/cache/cache-handler-redis.mjs), so that app code can reach
 * the one Next.js loaded outside the bundle: importing that file from the bundle would open a second connection.
 * Plain JavaScript: the cache handler loads it outside the bundle.
 */
export const SHARED_HANDLER = Symbol.for('guide.cache-handler')

/**
 * The handlers Next.js uses in this process; none without REDIS_URL, or before the first cached read.
 * @returns {{ revalidateTag: (tag: string) => Promise<void> }[]}
 */
export function sharedHandlers() {
  const held = /** @type {Record<symbol, { handlers?: { revalidateTag: (tag: string) => Promise<void> }[] } | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )[SHARED_HANDLER]
  return held?.handlers ?? []
}
