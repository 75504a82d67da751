import { useTranslations } from 'next-intl'

import { HeroAvatar } from '@/components/heroes/HeroAvatar'
import { IntentLink } from '@/components/shell/IntentLink'
import type { PatchEntry } from '@/data/patches'

import { KIND_ORDER, sentence } from './patch-format'
import styles from './PatchChanges.module.css'

/** A patch's changes grouped by kind; heroes with their avatars and maps by name, each linking to its guide. */
export function PatchChanges({ patch }: { patch: PatchEntry }) {
  const t = useTranslations('Patches')
  const groups = KIND_ORDER.map((kind) => ({ kind, changes: patch.changes.filter((change) => change.kind === kind) })).filter(
    (group) => group.changes.length > 0,
  )
  if (!groups.length) return <p className={styles.empty}>{t('noChanges')}</p>
  return (
    <div className={styles.groups} data-testid="patch-changes">
      {groups.map((group) => (
        <section key={group.kind} className={styles.group} aria-labelledby={`changes-${group.kind}`} data-kind={group.kind}>
          <h2 id={`changes-${group.kind}`} className={styles.heading}>
            {t(`group.${group.kind}`)}
          </h2>
          <ul className={styles.list}>
            {group.changes.map((change, index) => (
              <li key={`${change.subject.type}-${change.subject.slug}-${index}`} className={styles.change}>
                <IntentLink className={styles.subject} href={change.subject.url}>
                  {change.subject.type === 'hero' ? (
                    <HeroAvatar hero={{ slug: change.subject.slug, nickname: change.subject.name }} size={40} className={styles.avatar} />
                  ) : (
                    <span className={styles.mapMark} aria-hidden="true">
                      {t('map')}
                    </span>
                  )}
                  <span className={styles.name}>{change.subject.name}</span>
                </IntentLink>
                <p className={styles.summary}>{sentence(change.summary)}</p>
                {change.details && <p className={styles.details}>{change.details}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
