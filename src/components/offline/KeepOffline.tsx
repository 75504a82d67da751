'use client'

import { useEffect, useState } from 'react'

import { hasOfflineWorker, keepOffline, pageAssets, readableSize } from '@/browser/offline'

import styles from './KeepOffline.module.css'

type KeepOfflineLabels = { keep: string; keeping: string; kept: string; failed: string; unavailable: string }

type KeepOfflineProps = {
  labels: KeepOfflineLabels
  /** The page's name on the Offline page. */
  title: string
  /** The guide's other addresses, kept with it (a map guide's sections). */
  pages: string[]
  /** What the page needs that may not be on screen yet: other sections' images, the hero's art, the map's picture. */
  assets: string[]
  language: string
  /** Outside the guide's column: the page's margins (KeepOfflineButton's `framed`). */
  framed?: boolean
}

type State = { step: 'idle' | 'saving' | 'failed' | 'unavailable' } | { step: 'kept'; bytes: number }

/** "Keep offline" on a map or hero guide: the worker stores the page and everything it needs, and keeps it last. */
export function KeepOffline({ labels, title, pages, assets, language, framed = false }: KeepOfflineProps) {
  const [state, setState] = useState<State>({ step: 'idle' })
  useEffect(() => {
    if (typeof navigator !== 'undefined' && !('serviceWorker' in navigator)) queueMicrotask(() => setState({ step: 'unavailable' }))
  }, [])
  const keep = async () => {
    setState({ step: 'saving' })
    try {
      if (!(await hasOfflineWorker())) return setState({ step: 'unavailable' })
      const page = await keepOffline(location.pathname, title, pages, [...assets, ...pageAssets()])
      setState({ step: 'kept', bytes: page.bytes })
    } catch {
      setState({ step: 'failed' })
    }
  }
  return (
    <div className={framed ? `${styles.keep} ${styles.framed}` : styles.keep}>
      <button type="button" className={styles.button} onClick={keep} disabled={state.step === 'saving' || state.step === 'unavailable'} aria-pressed={state.step === 'kept'}>
        {state.step === 'saving' ? labels.keeping : state.step === 'kept' ? labels.kept.replace('{size}', readableSize(state.bytes, language)) : labels.keep}
      </button>
      <span role="status" className={styles.status}>
        {state.step === 'failed' ? labels.failed : state.step === 'unavailable' ? labels.unavailable : ''}
      </span>
    </div>
  )
}
