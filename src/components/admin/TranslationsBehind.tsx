import type { TranslationDesk } from '@/data/guide-translations'
import { LANGUAGES } from '@/i18n/languages'

import styles from './EditorDesk.module.css'

const languageName = (code: string) => LANGUAGES.find((language) => language.code === code)?.name ?? code
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null)

/**
 * On the editor's desk: per language, the guides whose translation is stale (the English changed after it was
 * saved) or missing, oldest first; each opens the document that fell behind first, in that language.
 */
export function TranslationsBehind({ desk }: { desk: TranslationDesk }) {
  return (
    <div className={styles.card} data-testid="desk-translations">
      <h3>Translations behind the English</h3>
      {desk.map(({ language, guides }) => (
        <details key={language} className={styles.missing} data-testid={`desk-translations-${language}`} open={guides.length > 0 && guides.length <= 12}>
          <summary>
            {languageName(language)} ({guides.length})
          </summary>
          {guides.length ? (
            <ol className={styles.latest}>
              {guides.map((guide) => (
                <li key={`${guide.kind}-${guide.id}`} data-testid={`translation-${language}-${guide.kind}-${guide.id}`} data-state={guide.state}>
                  <a href={`/admin/collections/${guide.open.collection}/${guide.open.id}?locale=${language}`}>{guide.name}</a>
                  <span className={styles.muted}>
                    {guide.kind === 'hero' ? 'Hero guide' : 'Map guide'} ·{' '}
                    {guide.state === 'missing'
                      ? `missing · English since ${day(guide.englishChangedAt)}`
                      : `stale · English changed ${day(guide.englishChangedAt)}, translated ${day(guide.translatedAt) ?? 'in part'}`}{' '}
                    · {guide.partsBehind} {guide.partsBehind === 1 ? 'part' : 'parts'} behind
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.muted}>None: every guide is translated since its English last changed.</p>
          )}
        </details>
      ))}
    </div>
  )
}
