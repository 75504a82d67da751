import { useLocale, useTranslations } from 'next-intl'

import { UntranslatedMark } from '@/components/content/UntranslatedMark'
import { IntentLink } from '@/components/shell/IntentLink'
import type { PatchEntry } from '@/data/patches'
import type { Language } from '@/i18n/languages'

import { KIND_ORDER, patchDate, patchHref } from './patch-format'
import styles from './PatchList.module.css'

/** /patches: every published patch, newest first, with what it changed counted by kind. */
export function PatchList({ patches }: { patches: PatchEntry[] }) {
  const t = useTranslations('Patches')
  const content = useTranslations('Content')
  const language = useLocale() as Language
  if (!patches.length) return <p className={styles.empty}>{t('noPatches')}</p>
  return (
    <ol className={styles.list} data-testid="patch-list">
      {patches.map((patch) => {
        const counts = KIND_ORDER.map((kind) => ({ kind, count: patch.changes.filter((change) => change.kind === kind).length })).filter(
          ({ count }) => count > 0,
        )
        // Texts with no translation yet are shown in English, say so, and speak English to a screen reader.
        const lang = (field: 'title' | 'notes') => (patch.untranslated.includes(field) ? 'en' : undefined)
        return (
          <li key={patch.version} className={styles.patch}>
            {(lang('title') || lang('notes')) && <UntranslatedMark label={content('untranslated')} hint={content('untranslatedHint')} />}
            <h2 className={styles.title} lang={lang('title')}>
              <IntentLink href={patchHref(patch.version)}>
                <span className={styles.version}>{patch.version}</span> {patch.title}
              </IntentLink>
            </h2>
            <p className={styles.meta}>
              <time dateTime={patch.releasedAt}>{patchDate(patch.releasedAt, language)}</time>
              {counts.map(({ kind, count }) => (
                <span key={kind}>{t(`count.${kind}`, { count })}</span>
              ))}
            </p>
            {patch.excerpt && (
              <p className={styles.excerpt} lang={lang('notes')}>
                {patch.excerpt}
              </p>
            )}
          </li>
        )
      })}
    </ol>
  )
}
