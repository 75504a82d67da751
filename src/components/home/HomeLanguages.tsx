'use client'

import { LANGUAGES, localePath, type Language } from '@/i18n/languages'
import { rememberLanguageChoice } from '@/i18n/language-choice'

import styles from './HomeLanguages.module.css'

/**
 * Home has no top navigation, so its language switch sits under the tiles: home in each other language, named in
 * that language. Plain links (the page loads anew in the chosen language); the choice is remembered so the guide
 * stops suggesting another one.
 */
export function HomeLanguages({ language, label }: { language: Language; label: string }) {
  return (
    <nav aria-label={label} className={styles.languages} data-testid="home-languages">
      {LANGUAGES.filter(({ code }) => code !== language).map(({ code, name }) => (
        <a key={code} href={localePath(code, '/')} hrefLang={code} lang={code} className={styles.language} onClick={() => rememberLanguageChoice(code)}>
          {name}
        </a>
      ))}
    </nav>
  )
}
