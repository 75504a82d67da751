import { useLocale, useTranslations } from 'next-intl'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { IntentLink } from '@/components/shell/IntentLink'
import type { SearchResult } from '@/contract/types'
import { SEARCH } from '@/contract/limits'
import { localePath, splitLocalePath, type Language } from '@/i18n/languages'

import styles from './SearchResults.module.css'

/** The results page: a GET form (works without JavaScript) and the ranked results as links. */
export function SearchResults({ value, error, results }: { value: string; error: string | null; results: SearchResult[] | null }) {
  const t = useTranslations('SearchPage')
  // What a result is: the same words the search box's list uses.
  const type = useTranslations('SearchBox.type')
  // A plain form: it must post to the search page of its own language.
  const action = localePath(useLocale() as Language, '/search')
  return (
    <div className={styles.page}>
      <GuideHeader title={t('title')} subtitle={t('subtitle')} />
      <form className={styles.form} action={action} method="get" role="search" aria-label={t('field')}>
        <label htmlFor="search-page-q" className={styles.label}>
          {t('field')}
        </label>
        <div className={styles.row}>
          <input
            id="search-page-q"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={value}
            maxLength={SEARCH.maxQueryChars}
            placeholder={t('placeholder')}
            aria-describedby={error ? 'search-page-error' : undefined}
            aria-invalid={error ? true : undefined}
          />
          <button type="submit" className={styles.submit}>
            {t('submit')}
          </button>
        </div>
        {error && (
          <p id="search-page-error" className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>

      {results && (
        <section aria-labelledby="search-results-heading" data-testid="search-results">
          <h2 id="search-results-heading" className={styles.count}>
            {results.length === 0 ? t('nothing', { query: value.trim() }) : t('found', { count: results.length, query: value.trim() })}
          </h2>
          {results.length === 0 && <p className={styles.hint}>{t('hint')}</p>}
          <ol className={styles.list}>
            {results.map((result) => (
              <li key={`${result.type}:${result.url}:${result.slug}`} className={styles.result} data-type={result.type}>
                <IntentLink href={splitLocalePath(result.url).path} className={styles.title}>
                  {result.title}
                </IntentLink>
                <span className={styles.type}>{type(result.type)}</span>
                {result.snippet && <p className={styles.snippet}>{result.snippet}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  )
}
