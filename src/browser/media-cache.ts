/** Browser Cache Storage names for media (spec §4/§7). */
export const MEDIA_CACHE = 'media-cache'
export const IMAGE_CACHE = 'image-cache'

/**
 * Media through the browser's Cache Storage (spec §4): look in the named cache, else fetch, store and use;
 * on any cache error, use the direct address. Returns an object URL for a cached copy.
 */
export function skipsCache(src: string | null | undefined): boolean {
  if (!src) return true
  const base = src.split(/[?#]/)[0].split('/').pop() ?? ''
  return base === '' || base === '.webp'
}

/** The named cache's copy of `src`, fetched and stored first when it holds none; null when neither works. */
async function cachedResponse(src: string, cacheName: string): Promise<Response | null> {
  const cache = await caches.open(cacheName)
  const held = await cache.match(src)
  if (held) return held
  // A file the page has already shown (an <img> at the same address) is taken from the browser's HTTP
  // cache, whatever its age, instead of being downloaded a second time.
  const fetched = await fetch(src, { cache: 'force-cache' })
  if (!fetched.ok) return null
  await cache.put(src, fetched.clone())
  return fetched
}

export async function cachedMediaUrl(src: string, cacheName: string): Promise<string> {
  if (skipsCache(src) || typeof caches === 'undefined') return src
  try {
    const response = await cachedResponse(src, cacheName)
    return response ? URL.createObjectURL(await response.blob()) : src
  } catch (error) {
    console.error('[media-cache]', error)
    return src
  }
}

const kept = new Set<string>()

/**
 * Keeps a copy of an image the page has shown in the named cache, when the browser is idle: the page goes on
 * showing the direct address (fresh, decoded once), and the copy is there for the day that address fails.
 * Once per address and page load.
 */
export function keepMediaCopy(src: string, cacheName: string): void {
  const key = `${cacheName} ${src}`
  if (skipsCache(src) || typeof caches === 'undefined' || kept.has(key)) return
  kept.add(key)
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (run: () => void) => setTimeout(run, 0)
  idle(() => {
    cachedResponse(src, cacheName).catch((error: unknown) => {
      kept.delete(key)
      console.error('[media-cache]', error)
    })
  })
}
