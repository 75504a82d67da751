'use client'

import L from 'leaflet'
import { useEffect, useEffectEvent } from 'react'
import { useMap } from 'react-leaflet'

import { HERO_LAYER_ICON_PX } from '@/constants'

import styles from './HeroSpotLayer.module.css'

/** A utility placement drawn in the hero layer: where it is, whose it is, and its name for the screen reader. */
export type HeroSpot = { key: string; lat: number; lng: number; hero: string; name: string }

/**
 * The hero layer's utility placements: each the hero's portrait at its point, above the markers, focusable, and
 * opening the placement's text on click or Enter.
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
            iconUrl: `/heroes/avatars/${spot.hero}.webp`,
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

  return null
}
