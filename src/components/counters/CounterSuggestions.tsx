import { useTranslations } from 'next-intl'

import { HeroAvatar } from '@/components/heroes/HeroAvatar'
import { IntentLink } from '@/components/shell/IntentLink'
import type { CounterPickHero } from '@/data/counter-picks'
import { suggestionReason, type CounterSuggestion } from '@/rules/counter-pick-ranking'

import styles from './CounterSuggestions.module.css'

/** The ranked suggestions, each with its reasons and a link to its guide. */
export function CounterSuggestions({
  suggestions,
  roster,
  nameOf,
}: {
  suggestions: CounterSuggestion[]
  roster: CounterPickHero[]
  nameOf: (slug: string) => string
}) {
  const t = useTranslations('Counters.page')
  const roles = useTranslations('Heroes.roles')
  if (!suggestions.length) {
    return <p className={styles.empty}>{t('empty')}</p>
  }
  return (
    <ol className={styles.list} data-testid="counter-suggestions">
      {suggestions.map((suggestion) => {
        const hero = roster.find((candidate) => candidate.slug === suggestion.slug)!
        return (
          <li key={suggestion.slug} className={styles.item} data-hero={suggestion.slug} data-score={suggestion.score}>
            <HeroAvatar hero={hero} size={48} className={styles.avatar} />
            <span className={styles.text}>
              <IntentLink href={`/heroes/${hero.slug}`} className={styles.name}>
                {hero.nickname}
              </IntentLink>
              <span className={styles.role}>{roles(hero.role)}</span>
              <span className={styles.reason}>{suggestionReason(suggestion, nameOf, t)}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
