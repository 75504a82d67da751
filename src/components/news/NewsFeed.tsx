'use client'

import { useLocale } from 'next-intl'
import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { UntranslatedMark } from '@/components/content/UntranslatedMark'

import { useApi } from '@/components/shell/ApiProvider'
import { IntentLink } from '@/components/shell/IntentLink'
import type { NewsEntry } from '@/contract/types'

import { DeskAvatar } from './DeskAvatar'
import { NewsDateTime } from './NewsDateTime'
import styles from './NewsFeed.module.css'
import { useNewsBio } from './NewsBio'
import { NEWS_PAGE_SIZE, NEWS_SCROLL_TRIGGER_PX } from './paging'

function NewsItem({ entry, untranslatedWords }: { entry: NewsEntry; untranslatedWords: UntranslatedWords }) {
  const { authorName, avatarUrl, words, openBio } = useNewsBio()
  const titleId = `news-${entry.id}-title`
  // An entry shown in English because it has no translation yet says so, and speaks English to a screen reader.
  const english = entry.untranslated?.length ? 'en' : undefined

  return (
    <article className={styles.entry} data-testid="news-entry" aria-labelledby={titleId}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-label={words.about}
        aria-haspopup="dialog"
        onClick={(event) => openBio(event.currentTarget)}
      >
        <DeskAvatar url={avatarUrl} name={authorName} size={48} />
      </button>
      <div className={styles.main} lang={english}>
        {english && <UntranslatedMark label={untranslatedWords.label} hint={untranslatedWords.hint} />}
        <p className={styles.meta}>
          <span className={styles.author}>{authorName}</span>
          <NewsDateTime iso={entry.created_at} />
        </p>
        <h2 id={titleId} className={styles.title}>
          {entry.slug ? (
            <IntentLink className={styles.titleLink} href={`/news/${entry.slug}`}>
              {entry.title}
            </IntentLink>
          ) : (
            entry.title
          )}
        </h2>
        {/* Safe to inject: the data layer (src/data/news.ts, safeNewsHtml) sanitised this HTML on the server. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: entry.html }} />
      </div>
    </article>
  )
}

type UntranslatedWords = { label: string; hint: string }

/** The feed's own words, already in the page's language. */
export type NewsFeedWords = { empty: string; entries: string; loadingMore: string; caughtUp: string; untranslated: UntranslatedWords }

/** The news list with infinite scroll: the server renders the first page, the browser appends the rest. */
export function NewsFeed({ initialEntries, words }: { initialEntries: NewsEntry[]; words: NewsFeedWords }) {
  const client = useApi()
  const locale = useLocale()
  const [entries, setEntries] = useState(initialEntries)
  const [loading, setLoading] = useState(false)
  const [hasMore, setHasMore] = useState(initialEntries.length >= NEWS_PAGE_SIZE)
  // The paging cursor also lives in a ref: a scroll event can arrive before React re-renders, and reading
  // stale state there would fetch the same page twice. The server's first page counts as the first fetch.
  const cursor = useRef({ offset: NEWS_PAGE_SIZE, hasMore: initialEntries.length >= NEWS_PAGE_SIZE, loading: false })

  const loadMoreIfNearBottom = useEffectEvent(async () => {
    const state = cursor.current
    if (state.loading || !state.hasMore) return
    const distanceToBottom = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight)
    if (distanceToBottom > NEWS_SCROLL_TRIGGER_PX) return

    state.loading = true
    setLoading(true)
    let page: NewsEntry[] = []
    try {
      page = await client.news(NEWS_PAGE_SIZE, state.offset, locale)
    } catch (error) {
      // The client answers [] on failure; this only guards against a bug leaving the feed stuck "loading".
      console.error('[news]', error)
    }
    state.offset += NEWS_PAGE_SIZE
    // A short page is the last one. A failed call answers [] (and has logged), which also stops the paging.
    state.hasMore = page.length >= NEWS_PAGE_SIZE
    state.loading = false
    // An entry published since the first page shifts the offsets by one; skip anything already shown.
    setEntries((shown) => {
      const ids = new Set(shown.map((entry) => entry.id))
      return [...shown, ...page.filter((entry) => !ids.has(entry.id))]
    })
    setHasMore(state.hasMore)
    setLoading(false)
  })

  useEffect(() => {
    const check = () => void loadMoreIfNearBottom()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check, { passive: true })
    return () => {
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [])

  // On mount and after each append: a page that is still too short to scroll never fires a scroll event.
  // Measured on the next frame, once the browser has laid out the new entries.
  useEffect(() => {
    const frame = requestAnimationFrame(() => void loadMoreIfNearBottom())
    return () => cancelAnimationFrame(frame)
  }, [entries])

  if (entries.length === 0) {
    return <p className={styles.empty}>{words.empty}</p>
  }

  return (
    <section className={styles.feed} aria-label={words.entries}>
      {entries.map((entry) => (
        <NewsItem key={entry.id} entry={entry} untranslatedWords={words.untranslated} />
      ))}
      {/* Always in the DOM, so screen readers announce the change when loading starts and ends. */}
      <div className={styles.status} role="status">
        {loading ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {words.loadingMore}
          </>
        ) : !hasMore ? (
          <span className={styles.end}>{words.caughtUp}</span>
        ) : null}
      </div>
    </section>
  )
}
