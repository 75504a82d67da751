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

export async function cachedMediaUrl(src: string, cacheName: string): Promise<string> {
  if (skipsCache(src) || typeof caches === 'undefined') return src
  try {
    const cache = await caches.open(cacheName)
    let response = await cache.match(src)
    if (!response) {
      // A file the page has already shown (an <img> at the same address) is taken from the browser's HTTP
      // cache, whatever its age, instead of being downloaded a second time.
      const fetched = await fetch(src, { cache: 'force-cache' })
      if (!fetched.ok) return src
      await cache.put(src, fetched.clone())
      response = fetched
    }
    return URL.createObjectURL(await response.blob())
  } catch (error) {
    console.error('[media-cache]', error)
    return src
  }
}
