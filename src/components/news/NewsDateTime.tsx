'use client'

import { useLocale } from 'next-intl'

import type { Language } from '@/i18n/languages'

import styles from './NewsFeed.module.css'
import { useVisitorDateTime } from './visitor-clock'

/** An entry's date and time as the visitor's clock reads them. */
export function NewsDateTime({ iso }: { iso: string }) {
  // The visitor's time zone only exists in the browser; rendering it during hydration would not match the HTML.
  // Until the clock answers, a stable UTC placeholder (the same text on server and client); then the local text,
  // written the way the page's language writes dates.
  const when = useVisitorDateTime(iso, useLocale() as Language) ?? { date: iso.slice(0, 10), time: `${iso.slice(11, 16)} UTC` }
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
