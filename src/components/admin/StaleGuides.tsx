import type { StaleGuide } from '@/data/stale-guides'

import styles from './EditorDesk.module.css'

/** On the editor's desk: guides a later patch changed, oldest check first, each opening its screen. */
export function StaleGuides({ guides }: { guides: StaleGuide[] }) {
  return (
    <div className={styles.card} data-testid="desk-stale-guides">
      <h3>Guides to check against a newer patch ({guides.length})</h3>
      {guides.length ? (
        <ol className={styles.latest}>
          {guides.map((guide) => (
            <li key={`${guide.collection}-${guide.id}`} data-testid={`stale-${guide.collection}-${guide.id}`}>
              <a href={`/admin/collections/${guide.collection}/${guide.id}`}>{guide.name}</a>
              <span className={styles.muted}>
                {guide.collection === 'heroes' ? 'Hero' : 'Map'} · checked on {guide.checkedOn ?? 'no patch'} · changed in {guide.changedIn.join(', ')}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>None: every guide is checked on the newest patch that changed it.</p>
      )}
    </div>
  )
}
