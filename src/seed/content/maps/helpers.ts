import type { MarkerSeed, PlacementSpot, SectionGuideSeed, Side } from '../types'

type UtilityPlacement = SectionGuideSeed['utilityPlacements'][number]

/** A marker: icon slug, position as fractions of the section image (x from the left, y from the top), image count, advice. */
export const marker = (icon: string, x: number, y: number, images: MarkerSeed['images'], description: string): MarkerSeed => ({
  icon,
  x,
  y,
  description,
  images,
})

/**
 * A utility placement for one of the four fixed utility heroes; `at` is the place its text names, when it names
 * one (a portal's two ends: the end the text sends the team to).
 */
export const utility = (hero: UtilityPlacement['hero'], side: Side, description: string, at?: PlacementSpot): UtilityPlacement => ({
  hero,
  side,
  description,
  ...(at ? { at } : {}),
})

/** The place of the section's marker with this index (the one whose advice speaks of the same spot). */
export const atMarker = (marker: number): PlacementSpot => ({ marker })

/** The place of the section's callout with this name (src/seed/content/maps/callouts.ts). */
export const atCallout = (callout: string): PlacementSpot => ({ callout })
