'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { rememberLanguageChoice } from '@/i18n/language-choice'
import { usePathname } from '@/i18n/navigation'
import { asLanguage, LANGUAGES, localePath } from '@/i18n/languages'

import styles from './LanguageSwitcher.module.css'

/**
 * The same page in another language (issue 45, 1). Plain links, not client navigation: each language has its own
 * root layout (its own `<html lang>`), so the switch is a new document. In the bar it is a small disclosure (from
 * 700 px); in the phone menu the three links are listed.
 */
export function LanguageSwitcher({ placement }: { placement: 'bar' | 'menu' }) {
  const t = useTranslations('Shell')
  const locale = useLocale()
  const current = asLanguage(locale)
  const path = usePathname()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const listId = useId()
  const badge = current.slice(0, 2).toUpperCase()

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    const onPointer = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false)
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const links = (
    <ul className={styles.list} id={listId} hidden={placement === 'bar' && !open}>
      {LANGUAGES.map(({ code, name }) => (
        <li key={code}>
          <a
            href={localePath(code, path)}
            hrefLang={code}
            lang={code}
            className={styles.option}
            aria-current={code === current ? 'page' : undefined}
            onClick={() => rememberLanguageChoice(code)}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  )

  if (placement === 'menu') {
    return (
      <nav className={styles.menu} aria-label={t('language')} data-testid="language-switcher-menu">
        {links}
      </nav>
    )
  }
  return (
    <div className={styles.bar} ref={root} data-testid="language-switcher">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        // The name starts with what the button shows (WCAG 2.5.3: a voice user says what they see).
        aria-label={`${badge} · ${t('language')}: ${LANGUAGES.find(({ code }) => code === current)?.name}`}
        onClick={() => setOpen((was) => !was)}
      >
        {badge}
      </button>
      {links}
    </div>
  )
}
