'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'

import { CloseIcon } from '@/components/icons/CloseIcon'
import { rememberedLanguageChoice, rememberLanguageChoice, samePageIn, suggestedLanguage } from '@/i18n/language-choice'
import type { Language } from '@/i18n/languages'

import styles from './LanguageSuggestion.module.css'
import { SUGGESTION_WORDS } from './suggestion-words'

// A choice made in another tab hides the suggestion here too.
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/** The server and the first render in the browser suggest nothing, so the page is cached and hydrated alike for all. */
const suggestNothing = () => null

/**
 * A small banner, in the visitor's own language, saying the guide is also written in it (issue 45). There is no
 * redirect by Accept-Language, so every address stays one cacheable page; the browser offers the other language
 * instead. Following the link or closing the banner is remembered (language-choice.ts) and it never shows again.
 * It floats over the page rather than taking room in it, so appearing after hydration moves nothing.
 */
export function LanguageSuggestion({ language }: { language: Language }) {
  const pathname = usePathname()
  const noticeId = useId()
  const suggested = useSyncExternalStore(
    subscribe,
    () => suggestedLanguage(language, navigator.languages.length ? navigator.languages : [navigator.language], rememberedLanguageChoice()),
    suggestNothing,
  )
  // The page it was closed or followed on: hides it there even when storage is blocked and nothing is remembered.
  const [doneOn, setDoneOn] = useState<string | null>(null)
  // Once the browser has decided, the document says what (or "none"): tests and tools wait for it, not for a time.
  useEffect(() => {
    document.documentElement.dataset.languageSuggestion = suggested && doneOn !== pathname ? suggested : 'none'
  }, [suggested, doneOn, pathname])
  if (!suggested || doneOn === pathname) return null
  const words = SUGGESTION_WORDS[suggested]
  return (
    <section className={styles.suggestion} lang={suggested} aria-labelledby={noticeId} data-testid="language-suggestion">
      <p id={noticeId} className={styles.notice}>
        {words.notice}
      </p>
      {/* A plain link: each language has its own root layout, so the switch is a new document with its own <html lang>. */}
      <a
        href={samePageIn(suggested, window.location)}
        hrefLang={suggested}
        className={styles.read}
        onClick={() => {
          rememberLanguageChoice(suggested)
          setDoneOn(pathname)
        }}
      >
        {words.read}
      </a>
      <button
        type="button"
        className={styles.close}
        aria-label={words.close}
        onClick={() => {
          rememberLanguageChoice(language)
          setDoneOn(pathname)
        }}
      >
        <CloseIcon size={20} />
      </button>
    </section>
  )
}
