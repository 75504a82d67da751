'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'

import { LAST_SEEN_PATCH_KEY, readMemory, subscribeToMemory } from '@/browser/guide-memory'
import { isNewerPatch, parseSeenPatch } from '@/rules/patch-visits'

import styles from './ChangeSinceVisit.module.css'
import { useFavourites } from './memory-store'

const readSeenText = () => readMemory(LAST_SEEN_PATCH_KEY)
const serverSeenText = () => null

/**
 * One line of a hero guide's patch history, highlighted when the hero is a favourite and the change came after the
 * last patch the visitor saw (issue 46). The server draws it plain; the highlight is a colour and a word for screen
 * readers only, so the line keeps its size.
 */
export function ChangeSinceVisit({
  hero,
  version,
  releasedAt,
  className,
  children,
}: {
  hero: string
  version: string
  releasedAt: string
  className: string
  children: ReactNode
}) {
  const t = useTranslations('Remember.history')
  const favourite = useFavourites().includes(hero)
  const { seen } = parseSeenPatch(useSyncExternalStore(subscribeToMemory, readSeenText, serverSeenText))
  const isNew = favourite && seen !== null && isNewerPatch({ version, releasedAt }, seen)
  return (
    <li className={`${className} ${isNew ? styles.new : ''}`} data-new={isNew}>
      {isNew && <span className={styles.hidden}>{t('new')}: </span>}
      {children}
    </li>
  )
}
