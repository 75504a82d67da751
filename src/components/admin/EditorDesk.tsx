import { formatDistanceToNow } from 'date-fns'
import type { CollectionSlug, Payload, SanitizedPermissions, TypedUser } from 'payload'

import { getEditorDesk } from '@/data/editor-desk'
import { GUIDE_TEXT_COLLECTIONS, getTranslationDesk } from '@/data/guide-translations'
import { getStaleGuides } from '@/data/stale-guides'

import styles from './EditorDesk.module.css'
import { StaleGuides } from './StaleGuides'
import { TranslationsBehind } from './TranslationsBehind'

type EditorDeskProps = { payload: Payload; user?: TypedUser | null; permissions?: SanitizedPermissions }

const listUrl = (collection: CollectionSlug) => `/admin/collections/${collection}`
const docUrl = (collection: CollectionSlug, id: number) => `/admin/collections/${collection}/${id}`

/**
 * The top of the admin's dashboard (Payload's beforeDashboard slot): how much there is per area, what is
 * unread, which guides are still missing, and what changed last.
 */
export async function EditorDesk({ payload, user, permissions }: EditorDeskProps) {
  if (!user) return null
  const canRead = (slug: CollectionSlug) => Boolean(permissions?.collections?.[slug]?.read)
  const staleGuidesShown = canRead('patches') && canRead('heroes') && canRead('maps') && Boolean(permissions?.collections?.heroes?.update)
  // Translations: for those who may edit the guides' texts (an author may not read hero details, say).
  const translationsShown = GUIDE_TEXT_COLLECTIONS.every(canRead)
  const [desk, stale, translations] = await Promise.all([
    getEditorDesk(payload, user, canRead),
    staleGuidesShown ? getStaleGuides(payload, user) : null,
    translationsShown ? getTranslationDesk(payload, user) : null,
  ])

  return (
    <section className={styles.desk} aria-labelledby="editor-desk-title" data-testid="editor-desk">
      <h2 id="editor-desk-title" className={styles.title}>
        The editor’s desk
      </h2>

      <div className={styles.areas}>
        {desk.areas.map((area) => (
          <div key={area.label} className={styles.card} data-testid={`desk-area-${area.label.toLowerCase()}`}>
            <h3>{area.label}</h3>
            <dl className={styles.counts}>
              {area.counts.map((entry) => (
                <div key={entry.collection} data-testid={`desk-count-${entry.collection}`}>
                  <dt>
                    <a href={listUrl(entry.collection)}>{entry.label}</a>
                  </dt>
                  <dd>{entry.count}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
        {desk.unreadFeedback !== null && (
          <a
            className={`${styles.card} ${styles.unread} ${desk.unreadFeedback ? styles.hasUnread : ''}`}
            href={`${listUrl('feedback')}?where[and][0][read][equals]=false`}
            data-testid="desk-unread-feedback"
          >
            <span className={styles.big}>{desk.unreadFeedback}</span>{' '}
            <span>unread feedback {desk.unreadFeedback === 1 ? 'message' : 'messages'}</span>
          </a>
        )}
      </div>

      <div className={styles.columns}>
        {stale && <StaleGuides guides={stale} />}
        {translations && <TranslationsBehind desk={translations} />}
        {desk.missing && (
          <div className={styles.card} data-testid="desk-missing">
            <h3>Guides still missing</h3>
            <MissingList
              heading={`Heroes without abilities (${desk.missing.heroesWithoutAbilities.length})`}
              items={desk.missing.heroesWithoutAbilities}
              collection="heroes"
              testId="desk-heroes-without-abilities"
            />
            <MissingList
              heading={`Maps without markers (${desk.missing.mapsWithoutMarkers.length})`}
              items={desk.missing.mapsWithoutMarkers}
              collection="maps"
              testId="desk-maps-without-markers"
            />
          </div>
        )}
        <div className={styles.card} data-testid="desk-latest">
          <h3>Latest edits</h3>
          {desk.latest.length ? (
            <ol className={styles.latest}>
              {desk.latest.map((edit) => (
                <li key={`${edit.collection}-${edit.id}`}>
                  <a href={docUrl(edit.collection, edit.id)}>{edit.title}</a>
                  <span className={styles.muted}>
                    {edit.label} · <time dateTime={edit.updatedAt}>{formatDistanceToNow(new Date(edit.updatedAt), { addSuffix: true })}</time>
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>Nothing edited yet.</p>
          )}
        </div>
      </div>
    </section>
  )
}

function MissingList({ heading, items, collection, testId }: { heading: string; items: { id: number; name: string }[]; collection: CollectionSlug; testId: string }) {
  return (
    <details className={styles.missing} data-testid={testId} open={items.length > 0 && items.length <= 12}>
      <summary>{heading}</summary>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <a href={docUrl(collection, item.id)}>{item.name}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>None: every one has its guide.</p>
      )}
    </details>
  )
}
