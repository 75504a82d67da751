import type { MarkerSeed, SectionGuideSeed, Side } from '../types'

type UtilityPlacement = SectionGuideSeed['utilityPlacements'][number]

/** A marker: icon slug, position as fractions of the section image (x from the left, y from the top), image count, advice. */
export const marker = (icon: string, x: number, y: number, images: MarkerSeed['images'], description: string): MarkerSeed => ({
  icon,
  x,
  y,
  description,
  images,
})

/** A utility placement for one of the four fixed utility heroes. */
export const utility = (hero: UtilityPlacement['hero'], side: Side, description: string): UtilityPlacement => ({
  hero,
  side,
  description,
})
