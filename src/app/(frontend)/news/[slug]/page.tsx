import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { NewsArticleBody } from '@/components/news/NewsArticleBody'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { getNewsArticle } from '@/data/news'
import { getNewsDesk } from '@/data/news-desk'
import { siteOrigin } from '@/lib/site-origin'

import styles from '../page.module.css'

// The database is only there at request time; the reads are cached by tag (src/data/news.ts).
export const dynamic = 'force-dynamic'

type NewsArticlePageProps = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: NewsArticlePageProps): Promise<Metadata> {
  const { slug } = await params
  const article = await getNewsArticle(slug)
  if (!article) return { title: 'News entry not found', robots: { index: false } }
  const { title, excerpt: description, cover } = article
  // The cover when there is one; otherwise the desk's avatar, so every entry has a card picture.
  const image = cover ?? (await deskImage())
  const images = image ? [{ url: image.url, alt: image.alt, width: image.width ?? undefined, height: image.height ?? undefined }] : []
  return {
    metadataBase: await siteOrigin(),
    title,
    description,
    alternates: { canonical: `/news/${article.slug}` },
    openGraph: {
      type: 'article',
      title,
      description,
      url: `/news/${article.slug}`,
      publishedTime: article.created_at,
      modifiedTime: article.updated_at,
      authors: article.author ? [article.author] : undefined,
      images,
    },
    twitter: { card: cover ? 'summary_large_image' : 'summary', title, description, images },
  }
}

async function deskImage() {
  const desk = await getNewsDesk()
  return desk.avatarUrl ? { url: desk.avatarUrl, alt: desk.authorName, width: null, height: null } : null
}

export default async function NewsArticlePage({ params }: NewsArticlePageProps) {
  const { slug } = await params
  const [article, desk] = await Promise.all([getNewsArticle(slug), getNewsDesk()])
  if (!article) notFound()
  return (
    <div className={styles.page} data-route="news">
      <PreviewBar path={`/news/${article.slug}`} />
      <GuideHeader title={article.title} back={{ href: '/news', label: 'All news' }} />
      <div className={styles.list}>
        <NewsArticleBody article={article} byline={article.author ?? desk.authorName} />
      </div>
    </div>
  )
}
