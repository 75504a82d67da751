import { getTranslations } from 'next-intl/server'

import type { GuideTranslation } from '@/data/guide-translations'
import { longDate } from '@/i18n/date-format'
import type { Language } from '@/i18n/languages'

import styles from './TranslationNotice.module.css'

/**
 * On a Spanish or Portuguese guide whose English text changed after its translation was saved (issue 45): when
 * the English changed, and that this translation may be behind. The day is read in UTC (longDate), so the cached
 * page says the same to every visitor. Nothing for a current translation, a missing one (its blocks carry the
 * "Not yet translated" mark) or an English page.
 */
export async function TranslationNotice({ translation, language }: { translation: GuideTranslation | null; language: Language }) {
  if (translation?.state !== 'stale' || !translation.englishChangedAt) return null
  const t = await getTranslations('Content')
  return (
    <p className={styles.notice} role="note" data-testid="stale-translation">
      {t('staleTranslation', { date: longDate(translation.englishChangedAt, language) })}
    </p>
  )
}
