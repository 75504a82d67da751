'use client'

import { useLocale } from 'next-intl'

import { useHydrated } from '@/browser/hydrated'
import { visitorDateTime } from '@/i18n/visitor-date-time'
import type { Language } from '@/i18n/languages'

import styles from './NewsFeed.module.css'

/** An entry's date and time as the visitor's clock reads them. */
export function NewsDateTime({ iso }: { iso: string }) {
  // The visitor's time zone only exists in the browser; rendering it during hydration would not match the HTML.
  const hydrated = useHydrated()
  const language = useLocale() as Language
  // Until hydration ends, a stable UTC placeholder (the same text on server and client); then the local text,
  // written the way the page's language writes dates.
  const when = hydrated
    ? visitorDateTime(iso, language, Intl.DateTimeFormat().resolvedOptions().timeZone)
    : { date: iso.slice(0, 10), time: `${iso.slice(11, 16)} UTC` }
  return (
    <>
      <time className={styles.date} dateTime={iso} data-testid="news-date">
        {when.date}
      </time>
      <time className={styles.time} dateTime={iso} data-testid="news-time">
        {when.time}
      </time>
    </>
  )
}
