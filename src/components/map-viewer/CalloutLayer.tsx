'use client'

import L from 'leaflet'
import { useEffect, useEffectEvent, useRef } from 'react'
import { useMap } from 'react-leaflet'

import { leafletText } from '@/browser/leaflet-text'
import type { MapCallout, MapMarker } from '@/contract/types'
import { placeLabels, ringArea, type LabelRequest } from '@/maps/callouts'
import { markerIconSize } from '@/maps/guide-rules'
import { IMAGE_BOUNDS } from '@/maps/viewer-geometry'
import { HERO_LAYER_ICON_PX } from '@/maps/hero-layer'

import { addInSteps } from './add-in-steps'
import styles from './CalloutLayer.module.css'

/** One empty list, so a viewer without a hero layer gives the effects below the same value every render. */
const NO_SPOTS: { lat: number; lng: number }[] = []

/** Panes of their own, between the section image (overlay pane, 400) and the markers (600): areas, then names. */
const AREA_PANE = 'callout-areas'
const LABEL_PANE = 'callout-labels'

const AREA_STYLE = {
  idle: { stroke: true, opacity: 0, weight: 2, color: '#f3f5f9', fill: true, fillColor: '#f3f5f9', fillOpacity: 0 },
  active: { stroke: true, opacity: 0.95, weight: 2, color: '#f3f5f9', dashArray: '6 4', fill: true, fillColor: '#f3f5f9', fillOpacity: 0.1 },
  highlighted: { stroke: true, opacity: 1, weight: 3, color: '#f2c230', dashArray: undefined, fill: true, fillColor: '#f2c230', fillOpacity: 0.16 },
} satisfies Record<string, L.PathOptions>

function ensurePane(map: L.Map, name: string, zIndex: number) {
  const pane = map.getPane(name) ?? map.createPane(name)
  pane.style.zIndex = String(zIndex)
  return pane
}

/** Outlines the highlighted callout's area and marks its name; every other one goes back to rest. */
function markHighlighted(entries: Drawn[], highlighted: string | null) {
  for (const entry of entries) {
    const isHighlighted = entry.callout.slug === highlighted
    entry.area?.setStyle(isHighlighted ? AREA_STYLE.highlighted : AREA_STYLE.idle)
    if (isHighlighted) entry.area?.bringToFront()
    if (entry.element) entry.element.dataset.highlighted = String(isHighlighted)
  }
}

type Drawn = { callout: MapCallout; label: L.Marker; area: L.Polygon | null; element: HTMLElement | null; size: { width: number; height: number } | null }

/**
 * The Callouts layer: each callout's name at its label point, and its area, outlined while the pointer is over
 * it (or it is tapped) and always for the highlighted one (?callout=). Names keep their size on screen at every
 * zoom; where two would overlap, a name would cover a marker or leave the map's box, placeLabels
 * (src/maps/callouts.ts) moves it beside its point or hides it, and runs again after every zoom and pan.
 */
export function CalloutLayer({
  callouts,
  markers,
  spots = NO_SPOTS,
  highlighted,
  scaleVersion,
  onChoose,
}: {
  callouts: MapCallout[]
  markers: MapMarker[]
  /** The hero layer's placements: names keep off them as off markers. */
  spots?: { lat: number; lng: number }[]
  highlighted: string | null
  scaleVersion: number
  onChoose: (slug: string) => void
}) {
  const map = useMap()
  const drawn = useRef<Drawn[]>([])
  const choose = useEffectEvent((slug: string) => onChoose(slug))
  const highlightedNow = useRef(highlighted)
  useEffect(() => {
    highlightedNow.current = highlighted
  }, [highlighted])

  // Names placed again: after a zoom, a resize, a new set of markers or a new highlight.
  const layout = useEffectEvent(() => {
    const requests: LabelRequest[] = []
    for (const entry of drawn.current) {
      if (!entry.element) continue
      entry.size ??= { width: entry.element.offsetWidth, height: entry.element.offsetHeight }
      if (!entry.size.width) entry.size = { width: entry.element.offsetWidth, height: entry.element.offsetHeight }
      const at = map.latLngToContainerPoint(entry.callout.label)
      const area = entry.callout.polygon ? Math.abs(ringArea(entry.callout.polygon)) : 0
      // The highlighted name always shows; then larger places name themselves first.
      const priority = entry.callout.slug === highlightedNow.current ? Number.MAX_SAFE_INTEGER : area
      requests.push({ id: entry.callout.slug, x: at.x, y: at.y, ...entry.size, priority })
    }
    // No name drawn yet (the layer is still adding them): nothing to place, so no measuring of the map either.
    if (requests.length === 0) return
    const obstacles = markers.map((marker) => {
      const at = map.latLngToContainerPoint([marker.lat, marker.lng])
      const size = markerIconSize(marker)
      return { x: at.x - size / 2, y: at.y - size / 2, width: size, height: size }
    })
    for (const spot of spots) {
      const at = map.latLngToContainerPoint([spot.lat, spot.lng])
      obstacles.push({ x: at.x - HERO_LAYER_ICON_PX / 2, y: at.y - HERO_LAYER_ICON_PX / 2, width: HERO_LAYER_ICON_PX, height: HERO_LAYER_ICON_PX })
    }
    // Nor under the map's own buttons (zoom, fullscreen) or its hint.
    const frame = map.getContainer().getBoundingClientRect()
    const viewer = map.getContainer().closest('[data-testid="map-viewer"]') ?? map.getContainer()
    for (const control of viewer.querySelectorAll('.leaflet-control, [data-map-overlay]')) {
      const rect = control.getBoundingClientRect()
      if (rect.width && rect.height) obstacles.push({ x: rect.left - frame.left, y: rect.top - frame.top, width: rect.width, height: rect.height })
    }
    // Names stay whole on screen: inside the map's box and on the image (never half past an edge).
    const size = map.getSize()
    const south = map.latLngToContainerPoint(IMAGE_BOUNDS[0])
    const north = map.latLngToContainerPoint(IMAGE_BOUNDS[1])
    const left = Math.max(0, south.x)
    const top = Math.max(0, north.y)
    const viewport = { x: left, y: top, width: Math.min(size.x, north.x) - left, height: Math.min(size.y, south.y) - top }
    const placed = new Map(placeLabels(requests, { obstacles, viewport }).map((placement) => [placement.id, placement]))
    for (const entry of drawn.current) {
      const placement = placed.get(entry.callout.slug)
      if (!entry.element || !placement) continue
      entry.element.dataset.hidden = String(!placement.shown)
      entry.element.setAttribute('aria-hidden', String(!placement.shown))
      if (placement.shown) {
        const at = map.latLngToContainerPoint(entry.callout.label)
        entry.element.style.marginLeft = `${placement.box.x - at.x}px`
        entry.element.style.marginTop = `${placement.box.y - at.y}px`
      }
    }
  })

  // Builds the layer for this section's callouts.
  useEffect(() => {
    ensurePane(map, AREA_PANE, 450)
    ensurePane(map, LABEL_PANE, 560)
    const entries: Drawn[] = callouts.map((callout) => {
      const label = L.marker(callout.label, {
        pane: LABEL_PANE,
        icon: L.divIcon({ className: styles.label, html: leafletText(callout.name), iconSize: undefined, iconAnchor: [0, 0] }),
        keyboard: false,
        interactive: true,
        title: callout.description || callout.name,
      })
      const area = callout.polygon ? L.polygon(callout.polygon, { pane: AREA_PANE, ...AREA_STYLE.idle }) : null
      return { callout, label, area, element: null, size: null }
    })
    const group = L.layerGroup().addTo(map)
    const layers: L.Layer[] = []
    for (const entry of entries) {
      const { callout, label, area } = entry
      const setActive = (active: boolean) => {
        const isHighlighted = callout.slug === highlightedNow.current
        area?.setStyle(isHighlighted ? AREA_STYLE.highlighted : active ? AREA_STYLE.active : AREA_STYLE.idle)
        if (entry.element) entry.element.dataset.active = String(active)
      }
      for (const layer of area ? [label, area] : [label]) {
        layer.on('mouseover', () => setActive(true))
        layer.on('mouseout', () => setActive(false))
        layer.on('click', (event: L.LeafletMouseEvent) => {
          L.DomEvent.stopPropagation(event)
          choose(callout.slug)
        })
      }
      label.on('add', () => {
        entry.element = label.getElement() ?? null
        entry.element?.setAttribute('data-callout', callout.slug)
        // Unseen until placed with the others: a name at its bare point could cover another for a moment.
        if (entry.element && !entry.size) entry.element.dataset.hidden = 'true'
      })
      if (area) layers.push(area)
      layers.push(label)
    }
    drawn.current = entries
    // A few per task; once all are in, the highlighted one marked and the names placed (each addition would
    // otherwise measure them all).
    const callOff = addInSteps(group, layers, () => {
      markHighlighted(entries, highlightedNow.current)
      layout()
    })
    const relayout = () => layout()
    map.on('zoomend moveend viewreset resize', relayout)
    return () => {
      callOff()
      map.off('zoomend moveend viewreset resize', relayout)
      group.remove()
      drawn.current = []
    }
  }, [map, callouts])

  // The highlighted callout: outlined and its name marked; the others back to rest.
  useEffect(() => {
    markHighlighted(drawn.current, highlighted)
    layout()
  }, [highlighted, callouts, markers, spots, scaleVersion])

  return null
}
