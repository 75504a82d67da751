import { getGuidePayload } from '@/cms/payload'

import { cachedRead } from '@/cache/cached-read'
import { readOptions } from '@/cms/draft'

/** Which heroes and maps have a written guide, so lists can mark them and pages can point to them. */
export type WrittenGuides = { heroes: string[]; maps: string[] }

const slugOf = (ref: unknown) => (ref && typeof ref === 'object' && 'slug' in ref ? String((ref as { slug?: string | null }).slug ?? '') : '')

/**
 * A hero's guide is written once it has abilities, details or how-to-win entries (what the guide page shows
 * beyond the roster facts); a map's once it names its heroes, which every written map guide starts with.
 */
export const getWrittenGuides = cachedRead(
  'written-guides',
  ['heroes', 'hero-abilities', 'hero-details', 'how-to-win', 'maps', 'map-heroes'],
  async (): Promise<WrittenGuides> => {
    const payload = await getGuidePayload()
    const heroRefs = (collection: 'hero-abilities' | 'hero-details' | 'how-to-win') =>
      payload.find({ collection, depth: 1, pagination: false, select: { hero: true }, ...readOptions() }).then(({ docs }) => docs.map((doc) => slugOf(doc.hero)))
    const [abilities, details, howToWin, mapHeroes] = await Promise.all([
      heroRefs('hero-abilities'),
      heroRefs('hero-details'),
      heroRefs('how-to-win'),
      payload
        .find({ collection: 'map-heroes', depth: 1, pagination: false, select: { map: true }, ...readOptions() })
        .then(({ docs }) => docs.map((doc) => slugOf(doc.map))),
    ])
    const unique = (list: string[]) => [...new Set(list.filter(Boolean))].sort()
    return { heroes: unique([...abilities, ...details, ...howToWin]), maps: unique(mapHeroes) }
  },
)
