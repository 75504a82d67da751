'use client'

import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import { useMemo } from 'react'
import { ImageOverlay, MapContainer, Marker, useMapEvents, ZoomControl } from 'react-leaflet'

import { createViewerCrs } from '@/components/map-viewer/viewer-crs'
import { MAP_IMAGE_BOUNDS, MAP_VIEWER } from '@/constants'

import styles from './MarkerPlacementField.module.css'

export type PlacedIcon = { url: string; size: number; name: string }
type Point = { lat: number; lng: number }

const { minLat, maxLat, minLng, maxLng } = MAP_IMAGE_BOUNDS
/** The same image bounds as the public viewer: CRS.Simple units, y (lat) up, x (lng) right. */
const BOUNDS = L.latLngBounds([minLat, minLng], [maxLat, maxLng])
/**
 * The public viewer's projection: its 3:1 bounds drawn at the image's 16:9, so a spot here is the same spot
 * there. Zoom 0 is one pixel per unit; the frame fits the image with fractional zoom.
 */
const crs = createViewerCrs(1)

function iconFor(icon: PlacedIcon | undefined, className: string): L.Icon | L.DivIcon {
  if (!icon) return L.divIcon({ className: `${styles.pin} ${className}`, iconSize: [28, 28], iconAnchor: [14, 14] })
  const half = icon.size / 2
  return L.icon({ iconUrl: icon.url, iconSize: [icon.size, icon.size], iconAnchor: [half, half], className })
}

/** A click places the marker; a resized frame (window, sidebar) shows the whole image again. */
function ClickToPlace({ onPlace }: { onPlace: (point: Point) => void }) {
  const map = useMapEvents({
    click: (event) => onPlace(event.latlng),
    resize: () => map.fitBounds(BOUNDS, { animate: false }),
  })
  return null
}

type Props = {
  imageUrl: string
  sectionName: string
  position: Point | undefined
  icon: PlacedIcon | undefined
  others: { id: number; lat: number; lng: number; title: string; icon: PlacedIcon | undefined }[]
  onPlace: (point: Point) => void
}

/** The section's image in a Leaflet map: the marker being edited, and the section's other markers faintly. */
export function MarkerPlacementMap({ imageUrl, sectionName, position, icon, others, onPlace }: Props) {
  const markerIcon = useMemo(() => iconFor(icon, styles.current), [icon])
  const faintIcons = useMemo(
    () => new Map(others.map((other) => [other.id, iconFor(other.icon, styles.faint)])),
    [others],
  )

  return (
    <div
      className={styles.frame}
      style={{ aspectRatio: MAP_VIEWER.aspectRatio }}
      role="group"
      aria-label={`Map of ${sectionName}: click to place the marker`}
    >
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
        // Bottom right: the section images print their title top left, where Leaflet's zoom buttons would cover it.
        zoomControl={false}
      >
        <ZoomControl position="bottomright" />
        <ImageOverlay url={imageUrl} bounds={BOUNDS} />
        {others.map((other) => (
          <Marker
            key={other.id}
            position={[other.lat, other.lng]}
            icon={faintIcons.get(other.id)!}
            interactive={false}
            keyboard={false}
            title={other.title}
          />
        ))}
        {position && (
          <Marker
            position={[position.lat, position.lng]}
            icon={markerIcon}
            // No autoPan: the whole image is in view, and panning while dragging would shift the drop point.
            draggable
            title="This marker (drag to move)"
            alt="This marker"
            eventHandlers={{ dragend: (event) => onPlace((event.target as L.Marker).getLatLng()) }}
          />
        )}
        <ClickToPlace onPlace={onPlace} />
      </MapContainer>
    </div>
  )
}
