'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { forgetEverything, KEPT } from '@/browser/guide-memory'

import styles from './ForgetMe.module.css'

/**
 * The privacy page's account of what this browser keeps for the guide (one line per thing src/browser/guide-memory.ts
 * lists), and "Forget me", which clears all of it and says so.
 */
export function ForgetMe() {
  const t = useTranslations('Remember.privacy')
  const [state, setState] = useState<'idle' | 'forgetting' | 'forgotten' | 'partly'>('idle')
  const forget = async () => {
    setState('forgetting')
    setState((await forgetEverything()) ? 'forgotten' : 'partly')
  }
  return (
    <section className={styles.kept} aria-labelledby="browser-keeps" data-testid="browser-keeps">
      <h2 id="browser-keeps" className={styles.heading}>
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <ul className={styles.list}>
        {KEPT.map((thing) => (
          <li key={thing.what}>{t(`kept.${thing.what}`)}</li>
        ))}
      </ul>
      <button type="button" className={styles.forget} onClick={() => void forget()} disabled={state === 'forgetting'}>
        {state === 'forgetting' ? t('forgetting') : t('forget')}
      </button>
      <p className={styles.status} role="status">
        {state === 'forgotten' || state === 'partly' ? t(state) : ''}
      </p>
    </section>
  )
}
