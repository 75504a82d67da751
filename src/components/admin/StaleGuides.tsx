import type { StaleGuide } from '@/data/stale-guides'

import type { DeskWords } from './desk-words'
import styles from './EditorDesk.module.css'

/** On the editor's desk: guides a later patch changed, oldest check first, each opening its screen. */
export function StaleGuides({ guides, t }: { guides: StaleGuide[]; t: DeskWords }) {
  return (
    <div className={styles.card} data-testid="desk-stale-guides">
      <h3>{t('stale.title', { count: guides.length })}</h3>
      {guides.length ? (
        <ol className={styles.latest}>
          {guides.map((guide) => (
            <li key={`${guide.collection}-${guide.id}`} data-testid={`stale-${guide.collection}-${guide.id}`}>
              <a href={`/admin/collections/${guide.collection}/${guide.id}`}>{guide.name}</a>
              <span className={styles.muted}>
                {t('stale.line', {
                  kind: t(guide.collection === 'heroes' ? 'stale.hero' : 'stale.map'),
                  checkedOn: guide.checkedOn ?? t('stale.noPatch'),
                  changedIn: guide.changedIn.join(', '),
                })}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('stale.none')}</p>
      )}
    </div>
  )
}
