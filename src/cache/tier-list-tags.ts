import { cacheTag } from './revalidate'

/**
 * Per-hero cache tag for the tier line on a hero's guide ("S tier on S5.5"). A saved tier list expires only the
 * guides whose line changed; the lists themselves (/tier-list, its versions, the /api answers, the sitemap)
 * expire by the collection tag `guide:tier-lists`.
 */
export const heroTierTag = (slug: string) => cacheTag(`tier-lists:hero:${slug}`)
