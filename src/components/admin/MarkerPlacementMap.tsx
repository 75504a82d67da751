'use client'

import L from 'leaflet'
import { useMemo } from 'react'
import { Marker } from 'react-leaflet'

import styles from './MarkerPlacementField.module.css'
import { SectionPlacementMap, type MapPoint } from './SectionPlacementMap'

export type PlacedIcon = { url: string; size: number; name: string }
export type OtherPoint = { id: number; lat: number; lng: number; title: string; icon: PlacedIcon | undefined }

function iconFor(icon: PlacedIcon | undefined, className: string): L.Icon | L.DivIcon {
  if (!icon) return L.divIcon({ className: `${styles.pin} ${className}`, iconSize: [28, 28], iconAnchor: [14, 14] })
  const half = icon.size / 2
  return L.icon({ iconUrl: icon.url, iconSize: [icon.size, icon.size], iconAnchor: [half, half], className })
}

type Props = {
  imageUrl: string
  /** The frame's accessible name: which section, and what a click does. */
  frameLabel: string
  /** The point being edited: its title (with how to move it) and its image's text. */
  ownTitle: string
  ownAlt: string
  position: MapPoint | undefined
  icon: PlacedIcon | undefined
  others: OtherPoint[]
  onPlace: (point: MapPoint) => void
}

/** The section's image: the point being edited, and the section's other points faintly. A click places it. */
export function MarkerPlacementMap({ imageUrl, frameLabel, ownTitle, ownAlt, position, icon, others, onPlace }: Props) {
  const markerIcon = useMemo(() => iconFor(icon, styles.current), [icon])
  const faintIcons = useMemo(
    () => new Map(others.map((other) => [other.id, iconFor(other.icon, styles.faint)])),
    [others],
  )

  return (
    <SectionPlacementMap imageUrl={imageUrl} label={frameLabel} onPick={onPlace}>
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
          title={ownTitle}
          alt={ownAlt}
          eventHandlers={{ dragend: (event) => onPlace((event.target as L.Marker).getLatLng()) }}
        />
      )}
    </SectionPlacementMap>
  )
}
