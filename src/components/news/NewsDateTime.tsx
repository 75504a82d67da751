'use client'

import { formatInTimeZone } from 'date-fns-tz'

import { useHydrated } from '@/browser/hydrated'

import styles from './NewsFeed.module.css'

/** Date and time in the visitor's own zone: MM/dd/yyyy and hh:mm a plus the zone's abbreviation (spec §2 News). */
function visitorDateTime(iso: string): { date: string; time: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const at = new Date(iso)
  return { date: formatInTimeZone(at, zone, 'MM/dd/yyyy'), time: formatInTimeZone(at, zone, 'hh:mm a zzz') }
}

/** An entry's date and time as the visitor's clock reads them. */
export function NewsDateTime({ iso }: { iso: string }) {
  // The visitor's time zone only exists in the browser; rendering it during hydration would not match the HTML.
  const hydrated = useHydrated()
  // Until hydration ends, a stable UTC placeholder (the same text on server and client); then the local text.
  const when = hydrated ? visitorDateTime(iso) : { date: iso.slice(0, 10), time: `${iso.slice(11, 16)} UTC` }
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
