import { getLocale, getTranslations } from 'next-intl/server'

import { IntentLink } from '@/components/shell/IntentLink'
import { getGuidePatches } from '@/data/patches'
import type { Language } from '@/i18n/languages'
import type { PatchSubject } from '@/rules/patch-changes'

import { patchDate, patchHref, sentence } from './patch-format'
import styles from './PatchHistory.module.css'

/** Every published change to the guide's hero or map, newest first, each linking to its patch. */
export async function PatchHistory({ subject, slug, name }: { subject: PatchSubject; slug: string; name: string }) {
  const [status, t, language] = await Promise.all([getGuidePatches(subject, slug), getTranslations('Patches'), getLocale()])
  if (!status) return null
  return (
    <section className={styles.history} aria-labelledby="patch-history-heading" data-testid="patch-history">
      <h2 id="patch-history-heading" className={styles.heading}>
        {t('history')}
      </h2>
      {status.history.length === 0 ? (
        <p className={styles.empty}>{t('historyEmpty', { name })}</p>
      ) : (
        <ol className={styles.list}>
          {status.history.map((change, index) => (
            <li key={`${change.version}-${index}`} className={styles.entry}>
              <IntentLink className={styles.version} href={patchHref(change.version)}>
                {change.version}
              </IntentLink>
              <time className={styles.date} dateTime={change.releasedAt}>
                {patchDate(change.releasedAt, language as Language)}
              </time>
              <span className={styles.kind} data-kind={change.kind}>
                {t(`kind.${change.kind}`)}
              </span>
              <span className={styles.summary}>{sentence(change.summary)}</span>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.all}>
        <IntentLink href="/patches">{t('allPatches')}</IntentLink>
      </p>
    </section>
  )
}
