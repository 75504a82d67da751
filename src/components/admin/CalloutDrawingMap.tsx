'use client'

import L from 'leaflet'
import { useMemo, type KeyboardEvent } from 'react'
import { Marker, Polygon, Polyline } from 'react-leaflet'

import type { CalloutPoint } from '@/maps/callouts'

import styles from './CalloutPolygonField.module.css'
import { type Drawing, FaintCalloutNames, type OtherCallout } from './FaintCalloutNames'
import { SectionPlacementMap, type MapPoint } from './SectionPlacementMap'


type Props = {
  imageUrl: string
  sectionName: string
  calloutName: string
  corners: CalloutPoint[]
  /** Whether the outline passes the collection's rules; a failing one is drawn dashed red. */
  valid: boolean
  /** Where the callout's name shows, and whether the server places it (polylabel) or the editor did. */
  label: { point: CalloutPoint; auto: boolean } | undefined
  others: OtherCallout[]
  onAdd: (point: MapPoint) => void
  onMove: (index: number, point: MapPoint) => void
  onRemove: (index: number) => void
  onMoveLabel: (point: MapPoint) => void
}

/** Map units a focused corner moves per arrow key; Shift moves it finely. */
const STEP = 10
const FINE_STEP = 1
const ARROWS: Record<string, [lat: number, lng: number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }

// Text in a div icon is built as a node, never as HTML: names are typed by editors.
function textIcon(text: string, className: string, size?: L.PointExpression, corner?: number): L.DivIcon {
  const span = document.createElement('span')
  span.textContent = text
  if (corner !== undefined) {
    span.dataset.corner = String(corner)
    // The number alone is no name; the marker's title ("Corner 3 …") names the handle instead.
    span.setAttribute('aria-hidden', 'true')
  }
  return L.divIcon({ html: span, className, iconSize: size ?? undefined })
}

// A marker that listens for clicks keeps them: a click on a corner or the name must not add a corner under it.
const keepClick = { click: () => undefined }

/**
 * The callout being drawn over its section's image: numbered corners to drag (the numbers are the ones the
 * crossing-edge message uses), its outline, its name where visitors will see it, and the section's other
 * callouts faintly for orientation.
 */
export function CalloutDrawingMap({ imageUrl, sectionName, calloutName, corners, valid, label, others, onAdd, onMove, onRemove, onMoveLabel }: Props) {
  const ownName = calloutName || 'This callout'
  // Kept while nothing drawn changes, so the faint names are not placed again on every render of the form.
  const drawingKey = JSON.stringify([corners, label?.point, ownName])
  const drawing = useMemo<Drawing>(
    () => ({ corners, label: label && { point: label.point, text: ownName } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by value: the form makes new arrays each render
    [drawingKey],
  )
  const count = corners.length
  // Remade only when the count changes: a new icon is a new element, and would drop the keyboard focus.
  const cornerIcons = useMemo(() => Array.from({ length: count }, (_, index) => textIcon(String(index + 1), styles.corner, [24, 24], index)), [count])
  const labelIcon = useMemo(() => textIcon(ownName, `${styles.label} ${label?.auto ? styles.auto : ''}`), [ownName, label?.auto])

  // Arrow keys move the focused corner, Delete or Backspace removes it: the mouse's drawing, by keyboard.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    const index = Number((target.querySelector('[data-corner]') ?? target.closest('[data-corner]'))?.getAttribute('data-corner') ?? NaN)
    if (!Number.isInteger(index) || !corners[index]) return
    const arrow = ARROWS[event.key]
    if (arrow) {
      const step = event.shiftKey ? FINE_STEP : STEP
      onMove(index, { lat: corners[index][0] + arrow[0] * step, lng: corners[index][1] + arrow[1] * step })
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      onRemove(index)
    } else return
    event.preventDefault()
    event.stopPropagation()
  }

  const outline = valid
    ? { color: '#f2c230', weight: 3, opacity: 1, fillColor: '#f2c230', fillOpacity: 0.2 }
    : { color: '#ff5a5f', weight: 3, opacity: 1, dashArray: '6 5', fillColor: '#ff5a5f', fillOpacity: 0.12 }

  return (
    <SectionPlacementMap
      imageUrl={imageUrl}
      label={`Map of ${sectionName}: click to add a corner to the callout`}
      onPick={onAdd}
      onKeyDown={onKeyDown}
    >
      {others.map((other) =>
        other.polygon ? (
          <Polygon
            key={`area-${other.id}`}
            positions={other.polygon}
            interactive={false}
            pathOptions={{ color: '#ffffff', weight: 1.5, opacity: 0.55, fillColor: '#ffffff', fillOpacity: 0.08 }}
          />
        ) : null,
      )}
      <FaintCalloutNames others={others} drawing={drawing} />
      {corners.length >= 3 && <Polygon positions={corners} interactive={false} pathOptions={outline} />}
      {corners.length === 2 && <Polyline positions={corners} interactive={false} pathOptions={outline} />}
      {label && (
        <Marker
          position={label.point}
          icon={labelIcon}
          draggable
          title={label.auto ? 'The name’s spot, placed in the middle of the area (drag to place it yourself)' : 'The name’s spot (drag to move)'}
          eventHandlers={{ ...keepClick, dragend: (event) => onMoveLabel((event.target as L.Marker).getLatLng()) }}
        />
      )}
      {corners.map((corner, index) => (
        <Marker
          // By position in the ring: dragging keeps the key, so the marker being dragged is not remade.
          key={index}
          position={corner}
          icon={cornerIcons[index]}
          draggable
          // Above the name, so a corner under it can still be taken.
          zIndexOffset={1000}
          title={`Corner ${index + 1} (drag, or arrow keys, to move; Delete removes it)`}
          eventHandlers={{
            ...keepClick,
            dragend: (event) => onMove(index, (event.target as L.Marker).getLatLng()),
          }}
        />
      ))}
    </SectionPlacementMap>
  )
}
