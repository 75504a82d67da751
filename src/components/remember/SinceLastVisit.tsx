'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { CloseIcon } from '@/components/icons/CloseIcon'
import { patchHref, sentence } from '@/components/patches/patch-format'
import { useApi } from '@/components/shell/ApiProvider'
import { IntentLink } from '@/components/shell/IntentLink'
import type { PatchSummary } from '@/contract/types'
import { changesFavouritesFirst, patchesSince } from '@/rules/patch-visits'

import { readFavourites, readSeenPatch, rememberSeenPatch } from './memory-store'
import styles from './SinceLastVisit.module.css'

/** How many changes the notice lists; the rest are counted and wait on the patch's page. */
const SHOWN_CHANGES = 3

type HeroName = { slug: string; nickname: string }

/**
 * "New since your last visit: S6 (5 changes)" on the home page and /patches (issue 46). The pages stay cached and
 * alike for everyone: the browser asks the cached /api/patches and compares it with the last patch it saw. A first
 * visit only remembers the newest patch. Fixed at the foot of the window, so its arrival moves nothing on the page.
 */
export function SinceLastVisit({ heroes }: { heroes: HeroName[] }) {
  const api = useApi()
  const language = useLocale()
  const t = useTranslations('Remember.since')
  const kinds = useTranslations('Patches.kind')
  // null until the browser has compared; then what is new (maybe nothing).
  const [news, setNews] = useState<{ patches: PatchSummary[]; favourites: string[] } | null>(null)
  const [closed, setClosed] = useState(false)

  useEffect(() => {
    let current = true
    void api.patches(language).then((patches) => {
      if (!current) return
      const seen = readSeenPatch()
      // A first visit: nothing is new to this visitor, who has now seen the newest patch.
      if (!seen && patches.length > 0) rememberSeenPatch(patches[0])
      setNews({ patches: patchesSince(patches, seen), favourites: readFavourites() })
    })
    return () => {
      current = false
    }
  }, [api, language])

  if (!news) return null
  // Nothing new (or closed): an empty mark that says the comparison is done, for tests to wait on.
  if (news.patches.length === 0 || closed) return <span hidden data-testid="since-last-visit" data-state="nothing-new" />
  const [newest] = news.patches
  const names = new Map(heroes.map((hero) => [hero.slug, hero.nickname]))
  const favourites = new Set(news.favourites)
  const changes = changesFavouritesFirst(
    news.patches.flatMap((patch) => patch.changes),
    news.favourites,
  )
  const shown = changes.slice(0, SHOWN_CHANGES)
  return (
    <aside className={styles.notice} aria-labelledby="since-last-visit" data-testid="since-last-visit" data-state="new">
      <div className={styles.head}>
        <h2 id="since-last-visit" className={styles.title}>
          {t('title')}:{' '}
          {news.patches.map((patch, index) => (
            <span key={patch.version}>
              {index > 0 && ', '}
              <IntentLink href={patchHref(patch.version)}>
                {t('patch', {
                  version: patch.version,
                  count: patch.changes.length,
                })}
              </IntentLink>
            </span>
          ))}
        </h2>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={() => setClosed(true)}>
          <CloseIcon size={18} />
        </button>
      </div>
      {shown.length > 0 && (
        <ul className={styles.changes}>
          {shown.map((change, index) => (
            <li key={`${change.slug}-${index}`} data-favourite={change.type === 'hero' && favourites.has(change.slug)}>
              {change.type === 'hero' && favourites.has(change.slug) && <span className={styles.favourite}>{t('favourite')}</span>}
              <span className={styles.kind}>{kinds(change.kind)}</span>
              {change.type === 'hero' && names.has(change.slug) && <strong>{names.get(change.slug)}: </strong>}
              {sentence(change.summary)}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.foot}>
        {changes.length > shown.length && <span>{t('more', { count: changes.length - shown.length })} </span>}
        <IntentLink className={styles.open} href={patchHref(newest.version)}>
          {t('open', { version: newest.version })}
        </IntentLink>
      </p>
    </aside>
  )
}
