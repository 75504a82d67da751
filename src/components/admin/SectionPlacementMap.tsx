'use client'

import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import type { KeyboardEventHandler, ReactNode } from 'react'
import { ImageOverlay, MapContainer, useMapEvents, ZoomControl } from 'react-leaflet'

import { createViewerCrs } from '@/components/map-viewer/viewer-crs'
import { MAP_IMAGE_BOUNDS } from '@/maps/coordinates'
import { MAP_VIEWER } from '@/maps/viewer-geometry'

import styles from './SectionPlacementMap.module.css'

export type MapPoint = { lat: number; lng: number }

const { minLat, maxLat, minLng, maxLng } = MAP_IMAGE_BOUNDS
/** The same image bounds as the public viewer: CRS.Simple units, y (lat) up, x (lng) right. */
const BOUNDS = L.latLngBounds([minLat, minLng], [maxLat, maxLng])
/**
 * The public viewer's projection: its 3:1 bounds drawn at the image's 16:9, so a spot here is the same spot
 * there. Zoom 0 is one pixel per unit; the frame fits the image with fractional zoom.
 */
const crs = createViewerCrs(1)

/** A click on the image reports its spot; a resized frame (window, sidebar) shows the whole image again. */
function ClickToPick({ onPick }: { onPick: (point: MapPoint) => void }) {
  const map = useMapEvents({
    click: (event) => onPick(event.latlng),
    resize: () => map.fitBounds(BOUNDS, { animate: false }),
  })
  return null
}

type Props = {
  imageUrl: string
  /** The frame's accessible name: which section, and what a click does. */
  label: string
  onPick: (point: MapPoint) => void
  /** Keys pressed on something inside the map (a focused corner, say). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>
  /** What is placed or drawn over the image: markers, outlines. */
  children?: ReactNode
}

/**
 * The admin's placement map: a section's image in Leaflet with the public viewer's bounds and projection, so a
 * spot picked here is the same spot for visitors. The marker field and the callout field draw on it.
 */
export function SectionPlacementMap({ imageUrl, label, onPick, onKeyDown, children }: Props) {
  return (
    <div className={styles.frame} style={{ aspectRatio: MAP_VIEWER.aspectRatio }} role="group" aria-label={label} onKeyDown={onKeyDown}>
      <MapContainer
        className={styles.map}
        crs={crs}
        bounds={BOUNDS}
        maxBounds={BOUNDS.pad(0.1)}
        // Fractional zoom lets the whole image fill the frame exactly, as in the public viewer.
        zoomSnap={0}
        zoomDelta={0.5}
        // CRS.Simple maps one unit to one pixel at zoom 0; a narrow frame needs negative zoom to fit 1920 units.
        minZoom={-4}
        maxZoom={4}
        attributionControl={false}
        scrollWheelZoom={false}
        // A double click would zoom; on these maps it is two clicks, each placing something.
        doubleClickZoom={false}
        // Bottom right: the section images print their title top left, where Leaflet's zoom buttons would cover it.
        zoomControl={false}
      >
        <ZoomControl position="bottomright" />
        <ImageOverlay url={imageUrl} bounds={BOUNDS} />
        {children}
        <ClickToPick onPick={onPick} />
      </MapContainer>
    </div>
  )
}
