'use client'

import { useEffect, useState } from 'react'

import { forgetKept, hasOfflineWorker, keptPages, readableSize } from '@/browser/offline'
import type { KeptPage } from '@/offline/protocol'

import styles from './KeptList.module.css'

type KeptListLabels = {
  listHeading: string
  empty: string
  savedOn: string
  remove: string
  removeLabel: string
  loading: string
  noWorker: string
  youAreOffline: string
}

type KeptListProps = { labels: KeptListLabels; language: string; offlinePath: string }

type State = { step: 'loading' } | { step: 'no-worker' } | { step: 'ready'; pages: KeptPage[] }

/** The Offline page's list: what "Keep offline" saved, its size, and a button to remove each. */
export function KeptList({ labels, language, offlinePath }: KeptListProps) {
  const [state, setState] = useState<State>({ step: 'loading' })
  // The worker answers an address never opened with this page: say why it is here.
  const [elsewhere, setElsewhere] = useState(false)
  const load = async () => {
    if (!(await hasOfflineWorker().catch(() => false))) return setState({ step: 'no-worker' })
    setState({ step: 'ready', pages: await keptPages().catch(() => []) })
  }
  useEffect(() => {
    queueMicrotask(() => {
      setElsewhere(location.pathname.replace(/\/$/, '') !== offlinePath)
      void load()
    })
  }, [offlinePath])
  const remove = async (url: string) => {
    await forgetKept(url).catch(() => {})
    await load()
  }
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section className={styles.kept} aria-labelledby="kept-heading" data-state={state.step}>
      {elsewhere && <p className={styles.elsewhere}>{labels.youAreOffline}</p>}
      <h2 id="kept-heading">{labels.listHeading}</h2>
      {state.step === 'loading' && <p>{labels.loading}</p>}
      {state.step === 'no-worker' && <p>{labels.noWorker}</p>}
      {state.step === 'ready' && state.pages.length === 0 && <p>{labels.empty}</p>}
      {state.step === 'ready' && state.pages.length > 0 && (
        <ul className={styles.list}>
          {state.pages.map((page) => (
            <li key={page.url} className={styles.item}>
              <a href={new URL(page.url).pathname} className={styles.title}>
                {page.title}
              </a>
              <span className={styles.meta}>
                {labels.savedOn.replace('{date}', date.format(page.savedAt))} · <span data-testid="kept-size">{readableSize(page.bytes, language)}</span>
              </span>
              <button type="button" className={styles.remove} onClick={() => remove(page.url)} aria-label={labels.removeLabel.replace('{title}', page.title)}>
                {labels.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
