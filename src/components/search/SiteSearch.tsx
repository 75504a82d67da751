'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { useApi } from '@/components/shell/ApiProvider'
import type { SearchResult } from '@/contract/types'
import { SEARCH } from '@/contract/limits'
import { useRouter } from '@/i18n/navigation'
import { asLanguage, localePath, splitLocalePath } from '@/i18n/languages'
import { parseSearchQuery } from '@/rules/search-query'

import { loadSearchBoxWords, type SearchBoxWords } from './search-box-words'
import styles from './SiteSearch.module.css'

type Props = {
  /** 'bar' sits in the top navigation (hidden below 700 px); 'menu' fills the phone menu. */
  variant: 'bar' | 'menu'
  /** Listens for `/` and Ctrl+K (or ⌘K) anywhere on the page. Only one box on a page should. */
  shortcut?: boolean
  /** Called after the box sends the visitor somewhere (the phone menu closes). */
  onNavigate?: () => void
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/**
 * The site search box: an ARIA combobox with a listbox of results. Arrow keys move through the results,
 * Enter opens the chosen one (or the results page when none is chosen), Escape closes the list and then
 * clears the box. A polite live region announces how many results there are. Without JavaScript it is a
 * plain GET form to /search.
 */
export function SiteSearch({ variant, shortcut = false, onNavigate }: Props) {
  const api = useApi()
  const router = useRouter()
  const t = useTranslations('Search')
  const locale = useLocale()
  const language = asLanguage(locale)
  const inputRef = useRef<HTMLInputElement>(null)
  const asked = useRef(0)
  const baseId = useId()
  const listId = `${baseId}-results`
  const [value, setValue] = useState('')
  const [results, setResults] = useState<SearchResult[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')
  const [words, setWords] = useState<SearchBoxWords | null>(null)

  // Ask after a pause in typing; an answer to an older query never replaces a newer one.
  useEffect(() => {
    const query = parseSearchQuery(value)
    if (!query.ok) return
    const ticket = ++asked.current
    const timer = setTimeout(async () => {
      // A search whose client could not load finds nothing, as a failed request does (spec: the error catalogue).
      const [answer, loaded] = await Promise.all([
        api.search(query.text, locale).catch(() => []),
        loadSearchBoxWords(language).catch(() => null),
      ])
      if (ticket !== asked.current) return
      const found = answer.slice(0, SEARCH.boxResults)
      setWords(loaded)
      setResults(found)
      setActive(-1)
      setOpen(true)
      // Without its words (offline before they were ever fetched) the box still lists what it found.
      setStatus(loaded ? (found.length ? loaded.found(found.length) : loaded.nothing(query.text)) : '')
    }, SEARCH.debounceMs)
    return () => clearTimeout(timer)
  }, [api, value, locale, language])

  useEffect(() => {
    if (!shortcut) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey
      if (!slash && !commandK) return
      event.preventDefault()
      const input = inputRef.current
      // Below 700 px the bar's box is hidden; the results page has a box of its own.
      if (input && input.offsetParent !== null) input.focus()
      else router.push('/search')
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [shortcut, router])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const go = (url: string) => {
    close()
    setValue('')
    setResults([])
    inputRef.current?.blur()
    onNavigate?.()
    // A result's address is already in the page's language; the router adds the prefix itself.
    router.push(splitLocalePath(url).path)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return
      event.preventDefault()
      if (!open) setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => {
        const next = current + step
        return next < -1 ? count - 1 : next >= count ? -1 : next
      })
    } else if (event.key === 'Escape') {
      // The browser's own Escape empties a search field; the first Escape only closes the list.
      event.preventDefault()
      if (open) close()
      else setValue('')
    }
  }

  const showList = open && results.length > 0 && parseSearchQuery(value).ok

  return (
    <form
      className={`${styles.search} ${styles[variant]}`}
      action={localePath(asLanguage(locale), '/search')}
      method="get"
      role="search"
      aria-label={t('form')}
      onSubmit={(event) => {
        const query = parseSearchQuery(value)
        event.preventDefault()
        if (showList && active >= 0) go(results[active].url)
        else if (query.ok) go(`/search?${new URLSearchParams({ q: query.text })}`)
      }}
    >
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        name="q"
        value={value}
        maxLength={SEARCH.maxQueryChars}
        placeholder={variant === 'bar' ? t('placeholderBar') : t('placeholderMenu')}
        aria-label={t('field')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-keyshortcuts={shortcut ? '/ Control+K Meta+K' : undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setValue(event.target.value)
          if (!parseSearchQuery(event.target.value).ok) {
            setResults([])
            close()
            setStatus('')
          }
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          // The results' words are fetched while the visitor types, not after the answer comes.
          loadSearchBoxWords(language).catch(() => undefined)
          if (results.length > 0) setOpen(true)
        }}
        onBlur={() => close()}
      />
      <ul id={listId} role="listbox" aria-label={t('results')} className={styles.list} hidden={!showList}>
        {showList &&
          results.map((result, index) => (
            <li
              key={`${result.type}:${result.url}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              data-type={result.type}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault()
                go(result.url)
              }}
              onMouseMove={() => setActive(index)}
            >
              <span className={styles.title}>{result.title}</span>
              <span className={styles.type}>{words?.type(result.type)}</span>
              {result.snippet && <span className={styles.snippet}>{result.snippet}</span>}
            </li>
          ))}
      </ul>
      <div role="status" aria-live="polite" className={styles.status}>
        {status}
      </div>
    </form>
  )
}
