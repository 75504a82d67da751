import type { TranslationDesk } from '@/data/guide-translations'
import { LANGUAGES } from '@/i18n/languages'

import type { DeskWords } from './desk-words'
import styles from './EditorDesk.module.css'

// Each language by its own name, whatever the admin's language.
const languageName = (code: string) => LANGUAGES.find((language) => language.code === code)?.name ?? code
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '')

/**
 * On the editor's desk: per language, the guides whose translation is stale (the English changed after it was
 * saved) or missing, oldest first; each opens the document that fell behind first, in that language.
 */
export function TranslationsBehind({ desk, t }: { desk: TranslationDesk; t: DeskWords }) {
  return (
    <div className={styles.card} data-testid="desk-translations">
      <h3>{t('translations.title')}</h3>
      {desk.map(({ language, guides }) => (
        <details key={language} className={styles.missing} data-testid={`desk-translations-${language}`} open={guides.length > 0 && guides.length <= 12}>
          <summary>
            {languageName(language)} ({guides.length})
          </summary>
          {guides.length ? (
            <ol className={styles.latest}>
              {guides.map((guide) => {
                const english = day(guide.englishChangedAt)
                const state =
                  guide.state === 'missing'
                    ? t('translations.missing', { english })
                    : guide.translatedAt
                      ? t('translations.stale', { english, translated: day(guide.translatedAt) })
                      : t('translations.staleInPart', { english })
                return (
                  <li key={`${guide.kind}-${guide.id}`} data-testid={`translation-${language}-${guide.kind}-${guide.id}`} data-state={guide.state}>
                    <a href={`/admin/collections/${guide.open.collection}/${guide.open.id}?locale=${language}`}>{guide.name}</a>
                    <span className={styles.muted}>
                      {t(`translations.${guide.kind}`)} · {state} · {t('translations.behind', { count: guide.partsBehind })}
                    </span>
                  </li>
                )
              })}
            </ol>
          ) : (
            <p className={styles.muted}>{t('translations.none')}</p>
          )}
        </details>
      ))}
    </div>
  )
}
