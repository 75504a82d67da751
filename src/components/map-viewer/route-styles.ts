import type { RouteKind } from '@/maps/routes'

/**
 * How each kind of route is drawn, on the map and in the legend's swatch alike: a colour and a dash pattern,
 * so two kinds differ by more than colour. Widths are screen pixels (Leaflet does not scale strokes), so a line
 * reads the same at every zoom; a dark casing under each keeps it readable over the lane, the buildings and
 * the mode's own colours (src/site/palette.ts), none of which these colours repeat.
 */
export type RouteStyle = { color: string; dashArray: string | undefined; description: string }

export const ROUTE_STYLES: Record<RouteKind, RouteStyle> = {
  flank: { color: '#ff5fb0', dashArray: '1 9', description: 'pink dots' },
  rotation: { color: '#c8ff4d', dashArray: '14 8', description: 'green long dashes' },
  'payload-path': { color: '#ffd84a', dashArray: undefined, description: 'solid yellow line' },
  escape: { color: '#f3f5f9', dashArray: '12 5 2 5', description: 'white dash-dot' },
}

/** Line widths in screen pixels: the route, its casing, and both when the route is highlighted. */
export const ROUTE_WEIGHT = 4
export const ROUTE_CASING = 3
export const ROUTE_HIGHLIGHT_WEIGHT = 7
export const ROUTE_CASING_COLOUR = '#0b0e14'
