'use client'

import L from 'leaflet'
import { useEffect } from 'react'
import { useMap } from 'react-leaflet'

import { MARKER_CROSSHAIR_PX } from '@/maps/guide-rules'

import styles from './CrosshairLayer.module.css'

const SVG = `<svg viewBox="0 0 40 40" width="${MARKER_CROSSHAIR_PX}" height="${MARKER_CROSSHAIR_PX}" aria-hidden="true">
<circle cx="20" cy="20" r="11" fill="none" stroke="currentColor" stroke-width="2.5"/>
<path d="M20 2v10M20 28v10M2 20h10M28 20h10" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>
</svg>`

/** The 40 px crosshair on the last point clicked on the map (its coordinates show beside the map). */
export function CrosshairLayer({ point }: { point: L.LatLngLiteral | null }) {
  const map = useMap()
  useEffect(() => {
    if (!point) return
    const icon = L.divIcon({
      html: SVG,
      className: styles.crosshair,
      iconSize: [MARKER_CROSSHAIR_PX, MARKER_CROSSHAIR_PX],
      iconAnchor: [MARKER_CROSSHAIR_PX / 2, MARKER_CROSSHAIR_PX / 2],
    })
    const marker = L.marker(point, { icon, interactive: false, keyboard: false }).addTo(map)
    return () => {
      marker.remove()
    }
  }, [map, point])
  return null
}
