'use client'

import { useId, useRef, useState, useSyncExternalStore } from 'react'

import { GuideHeader } from '@/components/guide-header/GuideHeader'
import type { GuideAbility, GuideHero } from '@/data/hero-guide'

import { AbilityPanel } from './AbilityPanel'
import { AbilityTile } from './AbilityTile'
import { abilityGroups, requestedAbility, ROLE_LABELS, variantLabel, variantsOf } from './hero-helpers'
import styles from './HeroAbilities.module.css'

/** Matches HeroAbilities.module.css: below 800 px the panel sits under the tiles. */
const ONE_COLUMN_QUERY = '(max-width: 799px)'

// The address changes only by navigation, which renders the page again anyway.
const subscribeToNothing = () => () => {}

/**
 * The guide's header and its abilities: the variant dropdown lives in the header, so both share the
 * selection. Each variant keeps its own selected ability; a variant not visited yet starts on its first.
 */
export function HeroAbilities({ hero, abilities, hasAvatar }: { hero: GuideHero; abilities: GuideAbility[]; hasAvatar: boolean }) {
  const variants = variantsOf(abilities)
  // Read in the browser only, so the cached server render stays the same for every address.
  const search = useSyncExternalStore(subscribeToNothing, () => window.location.search, () => '')
  const requested = requestedAbility(abilities, search)
  const [chosenVariant, setVariant] = useState<string | null>(null)
  const variant = chosenVariant ?? requested?.variant ?? variants[0] ?? ''
  const [selectedByVariant, setSelectedByVariant] = useState<Record<string, number>>({})
  const selectId = useId()
  const panel = useRef<HTMLDivElement>(null)

  // One column (phones): the panel is below every tile, so a tap brings it into view.
  const choose = (id: number) => {
    setSelectedByVariant((current) => ({ ...current, [variant]: id }))
    if (window.matchMedia(ONE_COLUMN_QUERY).matches) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      requestAnimationFrame(() => panel.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' }))
    }
  }

  const groups = abilityGroups(abilities, variant)
  const ofVariant = groups.flatMap((group) => group.abilities)
  const selected =
    ofVariant.find((ability) => ability.id === selectedByVariant[variant]) ??
    ofVariant.find((ability) => ability.id === requested?.id) ??
    ofVariant[0]

  return (
    <>
      <GuideHeader
        title={hero.nickname}
        subtitle={ROLE_LABELS[hero.role]}
        subtitleHref={`/heroes?role=${hero.role}`}
        avatarSrc={hasAvatar ? `/heroes/avatars/${hero.slug}.webp` : null}
        back={{ href: '/heroes', label: 'All Heroes' }}
      >
        {variants.length > 1 && (
          <div className={styles.variant}>
            <label htmlFor={selectId}>Form</label>
            <select id={selectId} value={variant} onChange={(event) => setVariant(event.target.value)}>
              {variants.map((option) => (
                <option key={option} value={option}>
                  {variantLabel(option)}
                </option>
              ))}
            </select>
          </div>
        )}
      </GuideHeader>

      {selected && (
        <section className={styles.abilities} aria-labelledby="abilities-heading" data-testid="hero-abilities">
          <h2 id="abilities-heading" className={styles.heading}>
            Abilities{variants.length > 1 && <span className={styles.form}> · {variantLabel(variant)}</span>}
          </h2>
          <div className={styles.layout}>
            <div className={styles.groups}>
              {groups.map((group) => (
                <div key={group.type} data-ability-group={group.type}>
                  <h3 className={styles.groupHeading}>{group.heading}</h3>
                  <ul className={styles.list}>
                    {group.abilities.map((ability) => (
                      <li key={ability.id}>
                        <AbilityTile
                          ability={ability}
                          role={hero.role}
                          selected={ability.id === selected.id}
                          onSelect={() => choose(ability.id)}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <div ref={panel} className={styles.panel} data-testid="ability-panel-frame">
              <AbilityPanel ability={selected} />
            </div>
          </div>
        </section>
      )}
    </>
  )
}
