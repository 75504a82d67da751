import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { NewsArticleBody } from '@/components/news/NewsArticleBody'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { getNewsArticle, getNewsSlugs } from '@/data/news'
import { getNewsDesk } from '@/data/news-desk'
import type { Language } from '@/i18n/languages'
import { pageMetadata } from '@/site/seo'
import { pagesAhead } from '@/site/pages-ahead'

import styles from '../page.module.css'

type NewsArticlePageProps = { params: Promise<{ slug: string }> }

/** Every published entry is rendered at build time (by `npm run build`: src/site/pages-ahead.ts); a later one on its first visit, then kept until it changes. */
export const generateStaticParams = pagesAhead(async () => (await getNewsSlugs()).map(({ slug }) => ({ slug })))

/** An entry's slug when one is visible, or null: an unknown slug never reaches (and adds an entry to) the entry's cached read. */
async function knownSlug(slug: string) {
  return (await getNewsSlugs()).some((entry) => entry.slug === slug) ? slug : null
}

export async function generateMetadata({ params, language }: NewsArticlePageProps & { language: Language }): Promise<Metadata> {
  const slug = await knownSlug((await params).slug)
  const article = slug ? await getNewsArticle(slug, language) : null
  if (!article) {
    const t = await getTranslations({ locale: language, namespace: 'Pages' })
    return { title: t('newsNotFound'), robots: { index: false } }
  }
  // The cover when there is one; otherwise the desk's avatar, so every entry has a card picture.
  const image = article.cover ?? (await deskImage())
  return pageMetadata({ title: article.title, description: article.excerpt, path: `/news/${article.slug}`, image, type: 'article' })
}

async function deskImage() {
  const desk = await getNewsDesk()
  return desk.avatarUrl ? { url: desk.avatarUrl, alt: desk.authorName, width: null, height: null } : null
}

export default async function NewsArticlePage({ params, language }: NewsArticlePageProps & { language: Language }) {
  const slug = await knownSlug((await params).slug)
  const [article, desk] = slug ? await Promise.all([getNewsArticle(slug, language), getNewsDesk()]) : [null, null]
  if (!article || !desk) notFound()
  const t = await getTranslations('Pages')
  return (
    <div className={styles.page} data-route="news">
      <PreviewBar path={`/news/${article.slug}`} />
      <GuideHeader title={article.title} titleLang={article.untranslated?.includes('title') ? 'en' : undefined} back={{ href: '/news', label: t('allNews') }} />
      <div className={styles.list}>
        <NewsArticleBody article={article} byline={article.author ?? desk.authorName} />
      </div>
    </div>
  )
}
