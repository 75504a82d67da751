import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ChangeSinceVisit } from '@/components/remember/ChangeSinceVisit'
import { IntentLink } from '@/components/shell/IntentLink'
import { getGuidePatches } from '@/data/patches'
import type { Language } from '@/i18n/languages'
import { PageMessages } from '@/i18n/PageMessages'
import type { PatchSubject } from '@/rules/patch-changes'

import { patchDate, patchHref, sentence } from './patch-format'
import styles from './PatchHistory.module.css'

/** Every published change to the guide's hero or map, newest first, each linking to its patch. */
export async function PatchHistory({ subject, slug, name }: { subject: PatchSubject; slug: string; name: string }) {
  const [status, t, language] = await Promise.all([getGuidePatches(subject, slug), getTranslations('Patches'), getLocale()])
  if (!status) return null
  // A favourite hero's changes since the visitor's last patch are highlighted in the browser (issue 46).
  const Entry = subject === 'hero' ? ChangeSinceVisit : PlainEntry
  const history = (
    <section className={styles.history} aria-labelledby="patch-history-heading" data-testid="patch-history">
      <h2 id="patch-history-heading" className={styles.heading}>
        {t('history')}
      </h2>
      {status.history.length === 0 ? (
        <p className={styles.empty}>{t('historyEmpty', { name })}</p>
      ) : (
        <ol className={styles.list}>
          {status.history.map((change, index) => (
            <Entry key={`${change.version}-${index}`} className={styles.entry} hero={slug} version={change.version} releasedAt={change.releasedAt}>
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
            </Entry>
          ))}
        </ol>
      )}
      <p className={styles.all}>
        <IntentLink href="/patches">{t('allPatches')}</IntentLink>
      </p>
    </section>
  )
  return subject === 'hero' ? <PageMessages parts={['Remember.history']}>{history}</PageMessages> : history
}

/** A map guide's line: no favourites among maps. */
function PlainEntry({ className, children }: { className: string; children: ReactNode; hero: string; version: string; releasedAt: string }) {
  return <li className={className}>{children}</li>
}
