import { getTranslations } from 'next-intl/server'

import { IntentLink } from '@/components/shell/IntentLink'
import { getGuidePatches } from '@/data/patches'
import type { PatchSubject } from '@/rules/patch-changes'

import styles from './GuidePatchNotice.module.css'
import { patchHref, sentence } from './patch-format'

/**
 * Near a guide's title: the patches since it was last checked ("Changed in S5.5 (nerf): ..."), or, for a current
 * guide, the patch it was checked on. Nothing when no published patch is known at all.
 */
export async function GuidePatchNotice({ subject, slug }: { subject: PatchSubject; slug: string }) {
  const [status, t] = await Promise.all([getGuidePatches(subject, slug), getTranslations('Patches')])
  if (!status) return null
  const { checkedOn, laterChanges, stale } = status
  if (!stale) {
    if (!checkedOn) return null
    return (
      <p className={styles.current} data-testid="guide-checked-on">
        {t.rich('checkedOn', { version: checkedOn.version, patch: (version) => <IntentLink href={patchHref(checkedOn.version)}>{version}</IntentLink> })}
      </p>
    )
  }
  return (
    // Above the page's title, so a paragraph rather than a heading: the outline still starts at the h1.
    <aside className={styles.stale} aria-labelledby={`patch-notice-${status.subject}`} data-testid="guide-stale-notice">
      <p id={`patch-notice-${status.subject}`} className={styles.heading}>
        {t('outOfDate')}
      </p>
      <ul className={styles.changes}>
        {laterChanges.map((change, index) => (
          <li key={`${change.version}-${index}`}>
            {t.rich('changedIn', {
              version: change.version,
              kind: t(`kindWord.${change.kind}`),
              summary: sentence(change.summary),
              patch: (version) => <IntentLink href={patchHref(change.version)}>{version}</IntentLink>,
            })}
          </li>
        ))}
      </ul>
      <p className={styles.checked}>
        {checkedOn ? (
          t.rich('lastChecked', { version: checkedOn.version, patch: (version) => <IntentLink href={patchHref(checkedOn.version)}>{version}</IntentLink> })
        ) : (
          t('neverChecked')
        )}
      </p>
    </aside>
  )
}
