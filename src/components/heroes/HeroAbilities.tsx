'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, useState, useSyncExternalStore } from 'react'

import { Untranslated } from '@/components/content/Untranslated'
import { GuideHeader } from '@/components/guide-header/GuideHeader'
import { FavouriteStar } from '@/components/remember/FavouriteStar'
import type { GuideAbility, GuideHero } from '@/data/hero-guide'
import { variantLabel } from '@/rules/slugs'
import { heroAvatarAddress } from '@/components/media/image-picks'

import { AbilityPanel } from './AbilityPanel'
import { AbilityTile } from './AbilityTile'
import { ABILITY_TYPE_ORDER, abilityGroupHeading } from './ability-types'
import styles from './HeroAbilities.module.css'

/** The hero's forms in the order their first ability appears. */
export function variantsOf(abilities: GuideAbility[]): string[] {
  return [...new Set(abilities.map((ability) => ability.variant))]
}

/** One variant's abilities grouped by type, types in play order (attack, abilities, ultimate, passives, team-ups). */
export function abilityGroups(abilities: GuideAbility[], variant: string): { type: string; abilities: GuideAbility[] }[] {
  const ofVariant = abilities.filter((ability) => ability.variant === variant)
  const rank = (type: string) => {
    const index = ABILITY_TYPE_ORDER.indexOf(type)
    return index === -1 ? ABILITY_TYPE_ORDER.length : index
  }
  const types = [...new Set(ofVariant.map((ability) => ability.type))].sort((a, b) => rank(a) - rank(b))
  return types.map((type) => ({
    type,
    abilities: ofVariant.filter((ability) => ability.type === type),
  }))
}

/**
 * The ability an address asks for (`?ability={slug}&form={variant}`, what site search links to), or null.
 * Without a form the first ability with that slug wins (forms of one hero can share a slug).
 */
export function requestedAbility(abilities: GuideAbility[], search: string): GuideAbility | null {
  const params = new URLSearchParams(search)
  const slug = params.get('ability')
  if (!slug) return null
  const form = params.get('form')
  return abilities.find((ability) => ability.slug === slug && (!form || ability.variant === form)) ?? null
}

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
  const t = useTranslations('Heroes.abilities')
  const roles = useTranslations('Heroes.roles')

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
        subtitle={roles(hero.role)}
        subtitleHref={`/heroes?role=${hero.role}`}
        avatarSrc={hasAvatar ? heroAvatarAddress(hero.slug) : null}
        back={{ href: '/heroes', label: t('allHeroes') }}
        action={<FavouriteStar slug={hero.slug} name={hero.nickname} size="large" />}
      >
        {variants.length > 1 && (
          <div className={styles.variant}>
            <label htmlFor={selectId}>{t('form')}</label>
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
            {t('heading')}
            {variants.length > 1 && <span className={styles.form}> · {variantLabel(variant)}</span>}
          </h2>
          <div className={styles.layout}>
            <div className={styles.groups}>
              {groups.map((group) => (
                <div key={group.type} data-ability-group={group.type}>
                  <h3 className={styles.groupHeading}>{abilityGroupHeading(group.type, t)}</h3>
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
              <Untranslated when={selected.untranslated}>
                <AbilityPanel ability={selected} />
              </Untranslated>
            </div>
          </div>
        </section>
      )}
    </>
  )
}
