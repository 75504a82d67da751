'use client'

import L from 'leaflet'
import { useEffect, useEffectEvent } from 'react'
import { useMap } from 'react-leaflet'

import { HERO_LAYER_ICON_PX } from '@/maps/hero-layer'
import { heroAvatarAddress } from '@/components/media/image-picks'

import styles from './HeroSpotLayer.module.css'

/** A utility placement drawn in the hero layer: where it is, whose it is, and its name for the screen reader. */
export type HeroSpot = { key: string; lat: number; lng: number; hero: string; name: string }

/**
 * The hero layer's utility placements: each the hero's portrait at its point, above the markers, focusable, and
 * opening the placement's text on click or Enter. Drawn after the viewer's controller, so bringing the spots
 * into view comes after a new section's first view is set.
 */
export function HeroSpotLayer({ spots, onOpen }: { spots: HeroSpot[]; onOpen: (key: string) => void }) {
  const map = useMap()
  const open = useEffectEvent((key: string) => onOpen(key))

  useEffect(() => {
    const half = HERO_LAYER_ICON_PX / 2
    const group = L.layerGroup(
      spots.map((spot) => {
        const layer = L.marker([spot.lat, spot.lng], {
          icon: L.icon({
            iconUrl: heroAvatarAddress(spot.hero),
            iconSize: [HERO_LAYER_ICON_PX, HERO_LAYER_ICON_PX],
            iconAnchor: [half, half],
            className: styles.spot,
          }),
          alt: spot.name,
          keyboard: true,
          riseOnHover: true,
          // Over the section's markers, so a hero's own spot is never hidden under one.
          zIndexOffset: 1000,
        })
        layer.on('click', () => open(spot.key))
        layer.on('add', () => layer.getElement()?.setAttribute('data-hero-spot', spot.key))
        return layer
      }),
    )
    group.addTo(map)
    return () => {
      group.remove()
    }
  }, [map, spots])

  // A hero's spots come into view when the layer opens: on a phone the map shows only part of the image.
  useEffect(() => {
    if (!spots.length) return
    const size = map.getSize()
    const margin = HERO_LAYER_ICON_PX / 2
    const inView = spots.every((spot) => {
      const at = map.latLngToContainerPoint([spot.lat, spot.lng])
      return at.x >= margin && at.y >= margin && at.x <= size.x - margin && at.y <= size.y - margin
    })
    if (inView) return
    // Never closer than the view already is; the viewer's lowest zoom still applies.
    const bounds = L.latLngBounds(spots.map((spot) => [spot.lat, spot.lng]))
    map.fitBounds(bounds, { padding: [HERO_LAYER_ICON_PX, HERO_LAYER_ICON_PX], maxZoom: map.getZoom(), animate: false })
  }, [map, spots])

  return null
}
