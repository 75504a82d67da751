'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore, type FormEvent } from 'react'

import { pushAddress } from '@/browser/address-query'
import { useHydrated } from '@/browser/hydrated'
import {
  deleteLineup,
  MAX_SAVED_LINEUPS,
  publishSavedLineups,
  renameLineup,
  saveLineup,
  savedLineupsSnapshot,
  serverSavedLineups,
  subscribeSavedLineups,
} from '@/browser/saved-lineups'

import styles from './SavedLineupsPanel.module.css'

/**
 * Saved lineups, kept in this browser (src/browser/saved-lineups.ts): save the current one under a name; open,
 * rename or delete a saved one. Read after hydration, so the cached page is the same for everyone.
 */
export function SavedLineupsPanel({ query, hasHeroes }: { query: string; hasHeroes: boolean }) {
  const t = useTranslations('TeamBuilder.saved')
  const { lineups, reset } = useSyncExternalStore(subscribeSavedLineups, savedLineupsSnapshot, serverSavedLineups)
  const [said, setMessage] = useState('')
  const message = said || (reset ? t('reset') : '')
  const setLineups = publishSavedLineups
  const [name, setName] = useState('')
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null)
  // Until React has hydrated, "Save" would send the form the browser's way: a reload of the address without the
  // lineup. So the form takes no input before then.
  const hydrated = useHydrated()

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!hasHeroes) return setMessage(t('emptyLineup'))
    const result = saveLineup(window.localStorage, name, query)
    if (!result.ok) return setMessage(result.reason === 'full' ? t('full', { max: MAX_SAVED_LINEUPS }) : t('emptyLineup'))
    setLineups(result.lineups)
    setName('')
    setMessage(t('savedAs', { name: result.saved.name }))
  }

  const rename = (event: FormEvent) => {
    event.preventDefault()
    if (!renaming) return
    setLineups(renameLineup(window.localStorage, renaming.id, renaming.name))
    setRenaming(null)
  }

  return (
    <section className={styles.saved} aria-labelledby="saved-heading" data-testid="saved-lineups">
      <h2 id="saved-heading" className={styles.heading}>
        {t('heading')} <span className={styles.count}>{t('count', { count: lineups.length, max: MAX_SAVED_LINEUPS })}</span>
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <form className={styles.form} onSubmit={save}>
        <label className={styles.label}>
          {t('name')}
          <input
            className={styles.input}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('placeholder')}
            maxLength={60}
            required
            disabled={!hydrated}
          />
        </label>
        <button type="submit" className={styles.button} disabled={!hydrated}>
          {t('save')}
        </button>
      </form>
      <p role="status" className={styles.message} data-testid="saved-message">
        {message}
      </p>
      {lineups.length === 0 ? (
        <p className={styles.intro}>{t('none')}</p>
      ) : (
        <ul className={styles.list}>
          {lineups.map((lineup) => (
            <li key={lineup.id} className={styles.item} data-saved-lineup={lineup.name}>
              {renaming?.id === lineup.id ? (
                <form className={styles.form} onSubmit={rename}>
                  <label className={styles.label}>
                    {t('renameLabel', { name: lineup.name })}
                    <input
                      className={styles.input}
                      value={renaming.name}
                      onChange={(event) => setRenaming({ id: lineup.id, name: event.target.value })}
                      maxLength={60}
                      required
                      autoFocus
                    />
                  </label>
                  <button type="submit" className={styles.button}>
                    {t('keep')}
                  </button>
                  <button type="button" className={styles.button} onClick={() => setRenaming(null)}>
                    {t('cancel')}
                  </button>
                </form>
              ) : (
                <>
                  <button
                    type="button"
                    className={styles.open}
                    aria-label={t('open', { name: lineup.name })}
                    onClick={() => pushAddress(`${window.location.pathname}?${lineup.query}`)}
                  >
                    {lineup.name}
                  </button>
                  <button type="button" className={styles.button} onClick={() => setRenaming({ id: lineup.id, name: lineup.name })}>
                    {t('rename')}
                  </button>
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={t('delete', { name: lineup.name })}
                    onClick={() => {
                      setLineups(deleteLineup(window.localStorage, lineup.id))
                      setMessage('')
                    }}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
