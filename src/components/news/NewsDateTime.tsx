'use client'

import { useHydrated } from '@/browser/hydrated'
import { visitorDateTime } from '@/i18n/date-format'

import styles from './NewsFeed.module.css'

/** An entry's date and time as the visitor's clock reads them. */
export function NewsDateTime({ iso }: { iso: string }) {
  // The visitor's time zone only exists in the browser; rendering it during hydration would not match the HTML.
  const hydrated = useHydrated()
  // Until hydration ends, a stable UTC placeholder (the same text on server and client); then the local text,
  // in English until the page passes its language.
  const when = hydrated
    ? visitorDateTime(iso, 'en', Intl.DateTimeFormat().resolvedOptions().timeZone)
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
