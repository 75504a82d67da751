import type { RouteKind } from '@/maps/routes'

import { ROUTE_CASING, ROUTE_CASING_COLOUR, ROUTE_STYLES, ROUTE_WEIGHT } from './route-styles'

/** A route kind's line as the map draws it (colour, dash and casing), for its legend row. */
export function RouteSwatch({ kind, className }: { kind: RouteKind; className?: string }) {
  const { color, dashArray } = ROUTE_STYLES[kind]
  return (
    <svg className={className} width="24" height="20" viewBox="0 0 24 20" aria-hidden="true" data-route-swatch={kind}>
      <path d="M3 10 H21" stroke={ROUTE_CASING_COLOUR} strokeWidth={ROUTE_WEIGHT + 2 * ROUTE_CASING} strokeLinecap="round" opacity={0.7} />
      <path d="M3 10 H21" stroke={color} strokeWidth={ROUTE_WEIGHT} strokeDasharray={dashArray} strokeLinecap="round" fill="none" />
    </svg>
  )
}
