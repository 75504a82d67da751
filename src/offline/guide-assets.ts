/** Files a guide shows, by their ending: pictures, clips and the map's tiles. */
const MEDIA_FILE = /^\/(?!\/)[^?#]*\.(?:webp|avif|png|jpe?g|gif|svg|mp4|webm)(?:[?#]|$)/i

/**
 * Every address of an image or clip of the guide's own in a guide's data (a hero's art, the map's picture, every
 * section's images), wherever the data keeps it: "Keep offline" stores them all, shown yet or not.
 */
export function mediaAddressesIn(data: unknown): string[] {
  const found = new Set<string>()
  const seen = new Set<object>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (MEDIA_FILE.test(value)) found.add(value)
      return
    }
    if (!value || typeof value !== 'object' || seen.has(value)) return
    seen.add(value)
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child)
  }
  walk(data)
  return [...found].sort()
}
