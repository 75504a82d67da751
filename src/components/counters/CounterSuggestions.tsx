import { HeroAvatar } from '@/components/heroes/HeroAvatar'
import { IntentLink } from '@/components/shell/IntentLink'
import type { CounterPickHero } from '@/data/counter-picks'
import { ROLE_LABELS } from '@/rules/hero-roles'
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
  if (!suggestions.length) {
    return <p className={styles.empty}>No hero guide names a counter to this lineup yet.</p>
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
              <span className={styles.role}>{ROLE_LABELS[hero.role]}</span>
              <span className={styles.reason}>{suggestionReason(suggestion, nameOf)}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
