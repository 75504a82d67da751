'use client'

import { useEffect, useState } from 'react'

import { copySavedAt } from '@/browser/offline'
import { PAGES_CACHE, SAVED_AT_HEADER } from '@/offline/protocol'

import styles from './OfflineNotice.module.css'

type OfflineNoticeProps = {
  /** "You are offline. This copy is from {date}, patch {version}." in the page's language, unformatted. */
  message: string
  /** The same without a patch, for a guide with none published yet. */
  messageNoPatch: string
  /** The latest patch when the page was rendered: the copy's patch. */
  version: string | null
  language: string
}

/** When the page on screen was stored, if it is the worker's copy (or the browser is offline and holds one). */
async function savedAtOfCopy(): Promise<number | null> {
  const fromWorker = await copySavedAt().catch(() => null)
  if (fromWorker !== null || navigator.onLine || typeof caches === 'undefined') return fromWorker
  const copy = await (await caches.open(PAGES_CACHE)).match(location.href, { ignoreVary: true })
  const savedAt = Number(copy?.headers.get(SAVED_AT_HEADER))
  return savedAt > 0 ? savedAt : null
}

/** "You are offline. This copy is from …": shown over a page that came from the offline copy, never otherwise. */
export function OfflineNotice({ message, messageNoPatch, version, language }: OfflineNoticeProps) {
  const [savedAt, setSavedAt] = useState<number | null>(null)
  useEffect(() => {
    let live = true
    const check = () => void savedAtOfCopy().then((value) => live && setSavedAt(value))
    check()
    window.addEventListener('offline', check)
    window.addEventListener('online', check)
    return () => {
      live = false
      window.removeEventListener('offline', check)
      window.removeEventListener('online', check)
    }
  }, [])
  if (savedAt === null) return null
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(savedAt)
  const text = (version ? message.replace('{version}', version) : messageNoPatch).replace('{date}', date)
  return (
    <p className={styles.notice} role="status" data-testid="offline-notice">
      {text}
    </p>
  )
}
