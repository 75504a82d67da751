'use client'

import L from 'leaflet'
import { useEffect, useEffectEvent, useRef } from 'react'
import { useMap } from 'react-leaflet'

import { leafletText } from '@/browser/leaflet-text'
import type { MapRoute } from '@/contract/types'
import { midpointOf } from '@/maps/routes'

import styles from './RouteLayer.module.css'
import { ROUTE_CASING, ROUTE_CASING_COLOUR, ROUTE_HIGHLIGHT_WEIGHT, ROUTE_STYLES, ROUTE_WEIGHT } from './route-styles'

/**
 * Panes of their own: the lines above the callouts' areas (450) so a tap on a line reaches it, below the
 * callouts' names (560) and the markers (600), so no line ever covers a marker or a name.
 */
const LINE_PANE = 'route-lines'
const LABEL_PANE = 'route-labels'
/** Width of the invisible line that takes taps and the pointer: a 4 px line is hard to hit with a finger. */
const HIT_WEIGHT = 16

type Drawn = { route: MapRoute; casing: L.Polyline; line: L.Polyline; hit: L.Polyline }

function ensurePane(map: L.Map, name: string, zIndex: number) {
  const pane = map.getPane(name) ?? map.createPane(name)
  pane.style.zIndex = String(zIndex)
  return pane
}

function styleOf(route: MapRoute, highlighted: boolean) {
  const { color, dashArray } = ROUTE_STYLES[route.kind]
  const weight = highlighted ? ROUTE_HIGHLIGHT_WEIGHT : ROUTE_WEIGHT
  return {
    line: { color, dashArray, weight, opacity: 1, lineCap: 'round', lineJoin: 'round' } satisfies L.PathOptions,
    casing: { color: ROUTE_CASING_COLOUR, weight: weight + 2 * ROUTE_CASING, opacity: highlighted ? 0.9 : 0.7, lineCap: 'round', lineJoin: 'round' } satisfies L.PathOptions,
  }
}

/**
 * The Routes layer: each route of the section as a line in its kind's style (./route-styles.ts) over a dark
 * casing. Hovering shows its name; a tap or click highlights it (wider, named at its middle), as Find on map
 * does. Strokes are screen pixels, so lines read the same at every zoom.
 */
export function RouteLayer({ routes, highlighted, onChoose }: { routes: MapRoute[]; highlighted: string | null; onChoose: (slug: string) => void }) {
  const map = useMap()
  const drawn = useRef<Drawn[]>([])
  const choose = useEffectEvent((slug: string) => onChoose(slug))

  // Builds the layer for this section's shown routes.
  useEffect(() => {
    ensurePane(map, LINE_PANE, 470)
    ensurePane(map, LABEL_PANE, 565)
    const group = L.layerGroup()
    const entries = routes.map((route): Drawn => {
      const style = styleOf(route, false)
      const casing = L.polyline(route.line, { pane: LINE_PANE, interactive: false, ...style.casing })
      const line = L.polyline(route.line, { pane: LINE_PANE, interactive: false, ...style.line })
      const hit = L.polyline(route.line, { pane: LINE_PANE, interactive: true, weight: HIT_WEIGHT, opacity: 0, className: styles.hit })
      hit.bindTooltip(leafletText(route.name), { sticky: true, direction: 'top', className: styles.tooltip })
      hit.on('click', (event: L.LeafletMouseEvent) => {
        L.DomEvent.stopPropagation(event)
        choose(route.slug)
      })
      group.addLayer(casing).addLayer(line).addLayer(hit)
      return { route, casing, line, hit }
    })
    group.addTo(map)
    for (const { route, line } of entries) {
      const element = line.getElement()
      element?.setAttribute('data-route', route.slug)
      element?.setAttribute('data-kind', route.kind)
    }
    drawn.current = entries
    return () => {
      group.remove()
      drawn.current = []
    }
  }, [map, routes])

  // The highlighted route: wider, on top of the others, and named at its middle.
  useEffect(() => {
    let label: L.Marker | null = null
    for (const entry of drawn.current) {
      const isHighlighted = entry.route.slug === highlighted
      const style = styleOf(entry.route, isHighlighted)
      entry.casing.setStyle(style.casing)
      entry.line.setStyle(style.line)
      entry.line.getElement()?.setAttribute('data-highlighted', String(isHighlighted))
      if (!isHighlighted) continue
      entry.casing.bringToFront()
      entry.line.bringToFront()
      entry.hit.bringToFront()
      label = L.marker(midpointOf(entry.route.line), {
        pane: LABEL_PANE,
        icon: L.divIcon({ className: styles.label, html: leafletText(entry.route.name), iconSize: undefined, iconAnchor: [0, 0] }),
        interactive: false,
        keyboard: false,
      }).addTo(map)
      label.getElement()?.setAttribute('data-route-label', entry.route.slug)
    }
    return () => {
      label?.remove()
    }
  }, [map, routes, highlighted])

  return null
}
