import { getGuidePayload } from '@/cms/payload'

import { cachedRead } from '@/cache/cached-read'
import { writtenHeroGuidesTag, writtenMapGuidesTag } from '@/cache/document-tags'
import { readOptions } from '@/cms/draft'

// Which heroes and maps have a written guide, so lists can mark them and pages can point to them.

const slugOf = (ref: unknown) => (ref && typeof ref === 'object' && 'slug' in ref ? String((ref as { slug?: string | null }).slug ?? '') : '')
const unique = (list: string[]) => [...new Set(list.filter(Boolean))].sort()

/**
 * A hero's guide is written once it has abilities, details or how-to-win entries (what the guide page shows
 * beyond the roster facts). Not tagged by those collections: editing an ability leaves the list as it was, so
 * the hooks expire it only when an entry comes, goes or moves to another hero (src/cache/shown-pages.ts).
 */
export const getWrittenHeroGuides = cachedRead('written-hero-guides', ['heroes'], () => readWrittenHeroGuides(), { tags: [writtenHeroGuidesTag] })

/** The slugs of the heroes whose guides are written, uncached: for cached reads that carry their own tags. */
export async function readWrittenHeroGuides(): Promise<string[]> {
  const payload = await getGuidePayload()
  const heroRefs = (collection: 'hero-abilities' | 'hero-details' | 'how-to-win') =>
    payload.find({ collection, depth: 1, pagination: false, select: { hero: true }, ...readOptions() }).then(({ docs }) => docs.map((doc) => slugOf(doc.hero)))
  const [abilities, details, howToWin] = await Promise.all([heroRefs('hero-abilities'), heroRefs('hero-details'), heroRefs('how-to-win')])
  return unique([...abilities, ...details, ...howToWin])
}

/** A map's guide is written once it names its heroes, which every written map guide starts with. */
export const getWrittenMapGuides = cachedRead(
  'written-map-guides',
  ['maps'],
  async (): Promise<string[]> => {
    const payload = await getGuidePayload()
    const { docs } = await payload.find({ collection: 'map-heroes', depth: 1, pagination: false, select: { map: true }, ...readOptions() })
    return unique(docs.map((doc) => slugOf(doc.map)))
  },
  { tags: [writtenMapGuidesTag] },
)
