'use client'

import { useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import { HERO_LAYER_ICON_PX } from '@/maps/hero-layer'

import type { OtherPoint, PlacedIcon } from './MarkerPlacementMap'
import { SectionPointField } from './SectionPointField'
import { useCmsJson } from './use-cms-json'
import { idOf, type Upload, uploadUrl, useSectionNeighbours } from './use-section-image'
import { useToolWords } from './use-tool-words'

type HeroDoc = { id: number; nickname?: string | null; avatar?: Upload }
type PlacementDoc = { id: number; lat?: number | null; lng?: number | null; description?: string; hero?: HeroDoc | number | null }

/** A hero's avatar as the placement's icon on the map (the hero layer draws the same). */
const avatarOf = (hero: HeroDoc | number | null | undefined): PlacedIcon | undefined => {
  if (!hero || typeof hero !== 'object') return undefined
  const url = uploadUrl(hero.avatar)
  return url ? { url, size: HERO_LAYER_ICON_PX, name: hero.nickname ?? '' } : undefined
}

/**
 * A utility placement's optional point, placed on its section's map as markers are: the hero's avatar where the
 * text says the turret, beacon or nest goes. The section's other placed placements show faintly.
 */
export const UtilityPointField: UIFieldClientComponent = ({ field }) => {
  const heroId = idOf(useFormFields(([fields]) => fields.hero?.value))
  const hero = useCmsJson<HeroDoc>(heroId ? `/heroes/${heroId}?depth=1` : undefined)
  const others = useSectionNeighbours<PlacementDoc>('utility-placements')
  const say = useToolWords()

  return (
    <SectionPointField
      label={field.label || say('placement.label')}
      kind="placement"
      optional
      icon={avatarOf(hero?.id === heroId ? hero : undefined)}
      others={others.flatMap((other): OtherPoint[] =>
        typeof other.lat === 'number' && typeof other.lng === 'number'
          ? [{ id: other.id, lat: other.lat, lng: other.lng, title: other.description ?? '', icon: avatarOf(other.hero) }]
          : [],
      )}
      help={say('placement.help')}
    />
  )
}
