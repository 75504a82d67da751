import { getGuidePayload } from '@/cms/payload'
import type { NewsDesk as NewsDeskDoc } from '@/payload-types'

import { cachedRead } from '@/cache/cached-read'
import { mediaUrl } from './media'
import { readOptions } from '@/cms/draft'

/** The news author's byline as the News screen needs it. `bio` stays Lexical JSON: the page renders it to JSX. */
export type NewsDesk = {
  authorName: string
  avatarUrl: string | null
  bio: NonNullable<NewsDeskDoc['bio']> | null
}

// Replacing the avatar file changes its URL without touching the global: the Media hook expires 'news-desk' then.
export const getNewsDesk = cachedRead('news-desk', ['news-desk'], async (): Promise<NewsDesk> => {
  const payload = await getGuidePayload()
  // depth 1 populates the avatar upload so its URL can be read; ...readOptions() keeps the public view.
  const desk = await payload.findGlobal({ slug: 'news-desk', depth: 1, ...readOptions() })
  return {
    authorName: desk.authorName ?? '',
    avatarUrl: mediaUrl(desk.avatar),
    bio: desk.bio ?? null,
  }
})
