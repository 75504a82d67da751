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
  sectionName: string
  /** What is placed: "marker", "placement". */
  noun: string
  position: MapPoint | undefined
  icon: PlacedIcon | undefined
  others: OtherPoint[]
  onPlace: (point: MapPoint) => void
}

/** The section's image: the point being edited, and the section's other points faintly. A click places it. */
export function MarkerPlacementMap({ imageUrl, sectionName, noun, position, icon, others, onPlace }: Props) {
  const markerIcon = useMemo(() => iconFor(icon, styles.current), [icon])
  const faintIcons = useMemo(
    () => new Map(others.map((other) => [other.id, iconFor(other.icon, styles.faint)])),
    [others],
  )

  return (
    <SectionPlacementMap imageUrl={imageUrl} label={`Map of ${sectionName}: click to place the ${noun}`} onPick={onPlace}>
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
          title={`This ${noun} (drag to move)`}
          alt={`This ${noun}`}
          eventHandlers={{ dragend: (event) => onPlace((event.target as L.Marker).getLatLng()) }}
        />
      )}
    </SectionPlacementMap>
  )
}
