import { randomInt } from 'node:crypto'

import { getGuidePayload } from '@/cms/payload'

import { cachedRead } from '@/cache/cached-read'
import { mediaUrl } from './media'
import { readOptions } from '@/cms/draft'

export type HomeContent = { taglines: { text: string; hero: string | null }[]; videoUrl: string | null }

export const getHome = cachedRead('home', ['home', 'heroes'], async (): Promise<HomeContent> => {
  const payload = await getGuidePayload()
  const home = await payload.findGlobal({ slug: 'home', depth: 1, ...readOptions() })
  return {
    taglines: (home.taglines ?? []).map((row) => ({
      text: row.text,
      hero: row.hero && typeof row.hero === 'object' ? row.hero.nickname : null,
    })),
    videoUrl: mediaUrl(home.backgroundVideo),
  }
})

/** Which tagline a visit opens with; each visit gets a random one. */
export function openingTagline(count: number): number {
  return count > 0 ? randomInt(count) : 0
}
