import { createHash } from 'node:crypto'

import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { AuthorAvatarButton, NewsBioProvider } from '@/components/news/NewsBio'
import { NewsFeed } from '@/components/news/NewsFeed'
import { NEWS_PAGE_SIZE } from '@/components/news/paging'
import { PatchesLink } from '@/components/patches/PatchesLink'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { getNews } from '@/data/news'
import { getNewsDesk } from '@/data/news-desk'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'

import styles from './page.module.css'

export async function generateMetadata({ language }: { language: Language }): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: 'Pages' })
  return pageMetadata({
    title: t('news'),
    description: t('newsDescription'),
    path: '/news',
  })
}

export default async function NewsPage({ language }: { language: Language }) {
  const [desk, firstPage, t, news, content] = await Promise.all([
    getNewsDesk(),
    getNews(NEWS_PAGE_SIZE, 0, language),
    getTranslations('Pages'),
    getTranslations('News'),
    getTranslations('Content'),
  ])
  // Lexical becomes JSX here, on the server; the client overlay only places the result.
  const bioNode = desk.bio ? <RichText data={desk.bio} disableContainer /> : null
  // The feed keeps its first page in state; a new first page (the live preview re-rendering a draft) starts it afresh.
  const feedKey = createHash('sha1').update(JSON.stringify(firstPage)).digest('hex')

  return (
    <div className={styles.page} data-route="news">
      <PreviewBar path="/news" />
      <NewsBioProvider
        authorName={desk.authorName}
        avatarUrl={desk.avatarUrl}
        bioNode={bioNode}
        words={{
          about: news('aboutAuthor', { author: desk.authorName }),
          author: news('author'),
          close: news('close'),
          noBio: news('noBio', { author: desk.authorName }),
        }}
      >
        <GuideHeader title={t('newsWith', { author: desk.authorName })}>
          <AuthorAvatarButton />
        </GuideHeader>
        <div className={styles.list}>
          <PatchesLink />
          <NewsFeed
            key={feedKey}
            initialEntries={firstPage}
            words={{
              empty: news('empty'),
              entries: news('entries'),
              loadingMore: news('loadingMore'),
              caughtUp: news('caughtUp'),
              untranslated: { label: content('untranslated'), hint: content('untranslatedHint') },
            }}
          />
        </div>
      </NewsBioProvider>
    </div>
  )
}
