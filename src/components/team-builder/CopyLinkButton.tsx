'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import styles from './TeamBuilder.module.css'

/** Copies the page's address (which holds the lineup) and says whether it did. */
export function CopyLinkButton() {
  const t = useTranslations('TeamBuilder.share')
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = async () => {
    try {
      // Missing outside a secure context (plain http on a LAN address): say so rather than pretend.
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(window.location.href)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <>
      <button type="button" className={styles.button} onClick={copy} data-testid="copy-link">
        {t('copy')}
      </button>
      <span role="status" className={styles.status} data-testid="copy-status">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('failed') : ''}
      </span>
    </>
  )
}
