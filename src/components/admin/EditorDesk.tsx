import type { CollectionSlug, ServerProps } from 'payload'

import { getEditorDesk } from '@/data/editor-desk'
import { GUIDE_TEXT_COLLECTIONS, getTranslationDesk } from '@/data/guide-translations'
import { getStaleGuides } from '@/data/stale-guides'
import type { Catalogue } from '@/i18n/catalogue'
import { timeAgo } from '@/i18n/date-format'
import { languageOfAdmin } from '@/i18n/languages'

import { deskWords } from './desk-words'

import styles from './EditorDesk.module.css'
import { StaleGuides } from './StaleGuides'
import { TranslationsBehind } from './TranslationsBehind'

type EditorDeskProps = Pick<ServerProps, 'payload' | 'user' | 'permissions' | 'i18n'>

type CountedCollection = keyof Catalogue['EditorDesk']['counts']
type EditedCollection = keyof Catalogue['EditorDesk']['edited']

const listUrl = (collection: CollectionSlug) => `/admin/collections/${collection}`
const docUrl = (collection: CollectionSlug, id: number) => `/admin/collections/${collection}/${id}`

/**
 * The top of the admin's dashboard (Payload's beforeDashboard slot): how much there is per area, what is
 * unread, which guides are still missing, and what changed last. In the language the editor chose for the admin.
 */
export async function EditorDesk({ payload, user, permissions, i18n }: EditorDeskProps) {
  if (!user) return null
  const language = languageOfAdmin(i18n?.language)
  const t = deskWords(language)
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
        {t('title')}
      </h2>

      <div className={styles.areas}>
        {desk.areas.map((area) => (
          <div key={area.area} className={styles.card} data-testid={`desk-area-${area.area}`}>
            <h3>{t(`areas.${area.area}`)}</h3>
            <dl className={styles.counts}>
              {area.counts.map((entry) => (
                <div key={entry.collection} data-testid={`desk-count-${entry.collection}`}>
                  <dt>
                    <a href={listUrl(entry.collection)}>{t(`counts.${entry.collection as CountedCollection}`)}</a>
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
            <span>{t('unreadFeedback', { count: desk.unreadFeedback })}</span>
          </a>
        )}
      </div>

      <div className={styles.columns}>
        {stale && <StaleGuides guides={stale} t={t} />}
        {translations && <TranslationsBehind desk={translations} t={t} />}
        {desk.missing && (
          <div className={styles.card} data-testid="desk-missing">
            <h3>{t('missing.title')}</h3>
            <MissingList
              heading={t('missing.heroes', { count: desk.missing.heroesWithoutAbilities.length })}
              items={desk.missing.heroesWithoutAbilities}
              collection="heroes"
              testId="desk-heroes-without-abilities"
              none={t('missing.none')}
            />
            <MissingList
              heading={t('missing.maps', { count: desk.missing.mapsWithoutMarkers.length })}
              items={desk.missing.mapsWithoutMarkers}
              collection="maps"
              testId="desk-maps-without-markers"
              none={t('missing.none')}
            />
          </div>
        )}
        <div className={styles.card} data-testid="desk-latest">
          <h3>{t('latest.title')}</h3>
          {desk.latest.length ? (
            <ol className={styles.latest}>
              {desk.latest.map((edit) => {
                const kind = t(`edited.${edit.collection as EditedCollection}`)
                return (
                  <li key={`${edit.collection}-${edit.id}`}>
                    <a href={docUrl(edit.collection, edit.id)}>{edit.title || t('untitled', { kind, id: edit.id })}</a>
                    <span className={styles.muted}>
                      {kind} · <time dateTime={edit.updatedAt}>{timeAgo(edit.updatedAt, language)}</time>
                    </span>
                  </li>
                )
              })}
            </ol>
          ) : (
            <p className={styles.muted}>{t('latest.none')}</p>
          )}
        </div>
      </div>
    </section>
  )
}

type MissingListProps = { heading: string; items: { id: number; name: string }[]; collection: CollectionSlug; testId: string; none: string }

function MissingList({ heading, items, collection, testId, none }: MissingListProps) {
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
        <p className={styles.muted}>{none}</p>
      )}
    </details>
  )
}
