'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { LANGUAGES } from '@/i18n/languages'

import styles from './TeamBuilder.module.css'

/**
 * Copies the lineup's share address and says whether it did. That address (/team-builder/share) carries the
 * lineup's own preview card for chats and sends a person straight on to this page with the same lineup.
 */
export function CopyLinkButton({ search }: { search: string }) {
  const t = useTranslations('TeamBuilder.share')
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = async () => {
    try {
      // Missing outside a secure context (plain http on a LAN address): say so rather than pretend.
      if (!navigator.clipboard) throw new Error('no clipboard')
      const lang = window.location.pathname.split('/')[1]
      const query = [search, LANGUAGES.some((entry) => entry.prefix === `/${lang}`) && lang ? `lang=${lang}` : ''].filter(Boolean).join('&')
      await navigator.clipboard.writeText(`${window.location.origin}/team-builder/share${query ? `?${query}` : ''}`)
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
