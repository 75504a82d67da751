'use client'

import { useTranslations } from 'next-intl'

import { Untranslated } from '@/components/content/Untranslated'
import { useState } from 'react'

import { CachedImage } from '@/components/media/CachedImage'
import type { Hero, MapSide, UtilityPlacement } from '@/contract/types'
import { utilityHeroesOnMap, type UtilityHero } from '@/maps/guide-rules'
import { heroAvatarAddress } from '@/components/media/image-picks'

import { GuideImage } from './GuideImage'
import { GuidePart } from './GuidePart'
import { SideCard } from './SideCard'
import styles from './UtilityPicker.module.css'

const SIDES = ['atk', 'def', 'both'] as const satisfies MapSide[]

/**
 * Where the four utility heroes put their turrets, shields and portals: a picker of those with placements on
 * this map (Rocket Raccoon first when he has any), then the chosen hero's placements in this section.
 */
export function UtilityPicker({
  placements,
  section,
  sectionName,
  heroNames,
}: {
  placements: UtilityPlacement[]
  section: string
  sectionName: string
  heroNames: Record<string, Pick<Hero, 'nickname'>>
}) {
  const t = useTranslations('MapGuide')
  const heroes = utilityHeroesOnMap(placements)
  const [chosen, setChosen] = useState<UtilityHero | null>(null)
  if (heroes.length === 0) return null
  const hero = chosen && heroes.includes(chosen) ? chosen : heroes[0]
  const name = (slug: string) => heroNames[slug]?.nickname ?? slug
  const here = placements.filter((placement) => placement.hero === hero && placement.section === section)

  return (
    <GuidePart id="utility" title={t('utility')} kicker={sectionName}>
      <div className={styles.picker} role="group" aria-label={t('utilityHero')}>
        {heroes.map((slug) => (
          <button key={slug} type="button" className={styles.hero} aria-pressed={slug === hero} onClick={() => setChosen(slug)}>
            <CachedImage className={styles.avatar} src={heroAvatarAddress(slug)} alt="" width={40} height={40} loading="lazy" />
            <span>{name(slug)}</span>
          </button>
        ))}
      </div>
      {here.length === 0 ? (
        <p className={styles.none}>{t('noPlacements', { hero: name(hero), section: sectionName })}</p>
      ) : (
        <div className={styles.groups} data-testid="utility-placements">
          {SIDES.map((side) => {
            const title = t(`side.${side}`)
            const group = here.filter((placement) => placement.side === side)
            if (group.length === 0) return null
            return (
              <SideCard key={side} side={side} title={title}>
                {group.map((placement, index) => (
                  <div key={index} className={styles.placement}>
                    <GuideImage
                      src={placement.image}
                      alt={`${name(hero)}, ${title.toLowerCase()}, ${sectionName}`}
                      caption={`${name(hero)} · ${title} · ${sectionName}`}
                    />
                    <Untranslated when={Boolean(placement.untranslated?.length)}>
                      <p>{placement.description}</p>
                    </Untranslated>
                  </div>
                ))}
              </SideCard>
            )
          })}
        </div>
      )}
    </GuidePart>
  )
}
