import type { MapMarker, UtilityPlacement } from '@/contract/types'
import { aToZ } from '@/rules/a-to-z'

/**
 * The map viewer's hero layer: one hero's utility placements (drawn at their points) and the markers that name
 * that hero, for one section. Pure rules; the viewer draws what they keep.
 */

/** The hero layer draws a utility placement as its hero's round portrait this many px wide (markers are 50). */
export const HERO_LAYER_ICON_PX = 40

/** A hero the layer can show: something of theirs can be drawn in this section. */
export type LayerHero = { slug: string; nickname: string; spots: number }

type HeroMarker = Pick<MapMarker, 'hero'>
type HeroPlacement = Pick<UtilityPlacement, 'hero' | 'point'>

/** A placement the layer draws: one with a point. */
export type PlacedPlacement<P extends HeroPlacement> = P & { point: [number, number] }

const placed = <P extends HeroPlacement>(placement: P): placement is PlacedPlacement<P> => placement.point !== null

/**
 * The heroes with a placed placement or a marker among these (one section's), with how many spots each, A to Z
 * by nickname. A placement without a point has nothing to draw, so it does not offer its hero.
 */
export function heroesInSection(markers: HeroMarker[], placements: HeroPlacement[], names: Record<string, { nickname: string }>): LayerHero[] {
  const spots = new Map<string, number>()
  const count = (hero: string | null) => {
    if (hero) spots.set(hero, (spots.get(hero) ?? 0) + 1)
  }
  markers.forEach((marker) => count(marker.hero))
  placements.filter(placed).forEach((placement) => count(placement.hero))
  return [...spots]
    .map(([slug, n]) => ({ slug, nickname: names[slug]?.nickname ?? slug, spots: n }))
    .sort((a, b) => aToZ(a.nickname, b.nickname) || aToZ(a.slug, b.slug))
}

/** The hero the address names (?hero=), when the layer can show them here; anything else means no hero. */
export function chosenHero(value: string | null | undefined, heroes: LayerHero[]): string | null {
  return value && heroes.some((hero) => hero.slug === value) ? value : null
}

/** What the map shows: with no hero, every marker and no placement (the map as it always was); with one, theirs only. */
export function heroLayer<M extends HeroMarker, P extends HeroPlacement>(
  hero: string | null,
  markers: M[],
  placements: P[],
): { markers: M[]; placements: PlacedPlacement<P>[] } {
  if (!hero) return { markers, placements: [] }
  return {
    markers: markers.filter((marker) => marker.hero === hero),
    placements: placements.filter(placed).filter((placement) => placement.hero === hero),
  }
}

/**
 * An address (path and query) with `?hero=` set to this hero, or taken out for none; the rest of its query is
 * kept. Choosing a hero also closes an open marker (`?marker=`), which the new layer may not show.
 */
export function addressWithHero(href: string, hero: string | null, { closeMarker = false } = {}): string {
  const at = href.indexOf('?')
  const path = at < 0 ? href : href.slice(0, at)
  const query = new URLSearchParams(at < 0 ? '' : href.slice(at + 1))
  if (closeMarker) query.delete('marker')
  if (hero) query.set('hero', hero)
  else query.delete('hero')
  const rest = query.toString()
  return rest ? `${path}?${rest}` : path
}
