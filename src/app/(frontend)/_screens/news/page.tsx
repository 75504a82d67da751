import { createHash } from 'node:crypto'

import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { AuthorAvatarButton, NewsBioProvider } from '@/components/news/NewsBio'
import { NewsFeed } from '@/components/news/NewsFeed'
import { NEWS_PAGE_SIZE } from '@/components/news/paging'
import { PatchesLink } from '@/components/patches/PatchesLink'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { getNews } from '@/data/news'
import { getNewsDesk } from '@/data/news-desk'
import { pageMetadata } from '@/site/seo'

import styles from './page.module.css'

export const metadata: Metadata = pageMetadata({
  title: 'News',
  description: 'Patch notes, new seasons and site updates from the guide, newest first.',
  path: '/news',
})

export default async function NewsPage() {
  const [desk, firstPage] = await Promise.all([getNewsDesk(), getNews(NEWS_PAGE_SIZE, 0)])
  // Lexical becomes JSX here, on the server; the client overlay only places the result.
  const bioNode = desk.bio ? <RichText data={desk.bio} disableContainer /> : null
  // The feed keeps its first page in state; a new first page (the live preview re-rendering a draft) starts it afresh.
  const feedKey = createHash('sha1').update(JSON.stringify(firstPage)).digest('hex')

  return (
    <div className={styles.page} data-route="news">
      <PreviewBar path="/news" />
      <NewsBioProvider authorName={desk.authorName} avatarUrl={desk.avatarUrl} bioNode={bioNode}>
        <GuideHeader title={`News with ${desk.authorName}`}>
          <AuthorAvatarButton />
        </GuideHeader>
        <div className={styles.list}>
          <PatchesLink />
          <NewsFeed key={feedKey} initialEntries={firstPage} />
        </div>
      </NewsBioProvider>
    </div>
  )
}
