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
  const status = await getGuidePatches(subject, slug)
  if (!status) return null
  const { checkedOn, laterChanges, stale } = status
  if (!stale) {
    if (!checkedOn) return null
    return (
      <p className={styles.current} data-testid="guide-checked-on">
        Checked on patch <IntentLink href={patchHref(checkedOn.version)}>{checkedOn.version}</IntentLink>
      </p>
    )
  }
  return (
    // Above the page's title, so a paragraph rather than a heading: the outline still starts at the h1.
    <aside className={styles.stale} aria-labelledby={`patch-notice-${status.subject}`} data-testid="guide-stale-notice">
      <p id={`patch-notice-${status.subject}`} className={styles.heading}>
        This guide may be out of date
      </p>
      <ul className={styles.changes}>
        {laterChanges.map((change, index) => (
          <li key={`${change.version}-${index}`}>
            Changed in <IntentLink href={patchHref(change.version)}>{change.version}</IntentLink> ({change.kind}): {sentence(change.summary)}
          </li>
        ))}
      </ul>
      <p className={styles.checked}>
        {checkedOn ? (
          <>
            This guide was last checked on <IntentLink href={patchHref(checkedOn.version)}>{checkedOn.version}</IntentLink>.
          </>
        ) : (
          'This guide has not been checked against a patch yet.'
        )}
      </p>
    </aside>
  )
}
