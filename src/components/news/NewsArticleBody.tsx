import { Untranslated } from '@/components/content/Untranslated'
import type { NewsArticle } from '@/data/news'

import styles from './NewsArticleBody.module.css'
import { NewsDateTime } from './NewsDateTime'
import feed from './NewsFeed.module.css'

/** One news entry on its own page: cover, byline and date, then the text. */
export function NewsArticleBody({ article, byline }: { article: NewsArticle; byline: string }) {
  return (
    <article className={styles.article} data-testid="news-article">
      {article.cover && (
        // eslint-disable-next-line @next/next/no-img-element -- CMS media, sized by CSS
        <img
          className={styles.cover}
          src={article.cover.url}
          alt={article.cover.alt}
          width={article.cover.width ?? undefined}
          height={article.cover.height ?? undefined}
        />
      )}
      <p className={`${feed.meta} ${styles.byline}`}>
        {byline && <span className={feed.author}>{byline}</span>}
        <NewsDateTime iso={article.created_at} />
      </p>
      {/* Safe to inject: the data layer (src/data/news.ts, safeNewsHtml) sanitised this HTML on the server. */}
      <Untranslated when={Boolean(article.untranslated?.includes('body'))}>
        <div className={feed.body} dangerouslySetInnerHTML={{ __html: article.html }} />
      </Untranslated>
    </article>
  )
}
