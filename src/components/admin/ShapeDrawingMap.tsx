'use client'

import L from 'leaflet'
import { useMemo, type KeyboardEvent } from 'react'
import { Marker, Polygon, Polyline } from 'react-leaflet'

import { leafletText } from '@/browser/leaflet-text'
import type { CalloutPoint } from '@/maps/callouts'

import styles from './DrawnShapeField.module.css'
import { type Drawing, FaintShapeNames, type OtherShape } from './FaintShapeNames'
import { SectionPlacementMap, type MapPoint } from './SectionPlacementMap'
import { useToolWords } from './use-tool-words'

/** A callout's area (closed, at least 3 corners) or a route's line (open, at least 2 points). */
export type DrawnShape = 'polygon' | 'line'

type Props = {
  imageUrl: string
  /** The frame's accessible name: which section, and what a click adds. */
  frameLabel: string
  shape: DrawnShape
  /** The handles' names, by index: "Corner 3 (drag …)". */
  pointTitle: (index: number) => string
  /** What is drawn's own name, kept clear of the faint names of the others. */
  ownName: string
  points: CalloutPoint[]
  /** Whether the shape passes the collection's rules; a failing one is drawn dashed red. */
  valid: boolean
  /** A callout's name where visitors see it, and whether the server places it (polylabel) or the editor did. */
  nameSpot?: { point: CalloutPoint; auto: boolean; onMove: (point: MapPoint) => void }
  others: OtherShape[]
  onAdd: (point: MapPoint) => void
  onMove: (index: number, point: MapPoint) => void
  onRemove: (index: number) => void
}

/** Map units a focused handle moves per arrow key; Shift moves it finely. */
const STEP = 10
const FINE_STEP = 1
const ARROWS: Record<string, [lat: number, lng: number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }

const FAINT = { color: '#ffffff', weight: 1.5, opacity: 0.55, fillColor: '#ffffff', fillOpacity: 0.08 }
// Another route: dashed, so a faint line is not mistaken for a faint area's edge.
const FAINT_LINE = { ...FAINT, dashArray: '6 5' }

// Names are typed by editors: a node, never HTML (src/browser/leaflet-text.ts).
function textIcon(text: string, className: string, size?: L.PointExpression, index?: number): L.DivIcon {
  const span = leafletText(text)
  if (index !== undefined) {
    span.dataset.corner = String(index)
    // The number alone is no name; the marker's title ("Corner 3 …") names the handle instead.
    span.setAttribute('aria-hidden', 'true')
  }
  return L.divIcon({ html: span, className, iconSize: size ?? undefined })
}

// A marker that listens for clicks keeps them: a click on a handle or the name must not add a point under it.
const keepClick = { click: () => undefined }

/**
 * What is being drawn over its section's image: numbered handles to drag (the numbers are the ones the rules'
 * messages use), the outline or line through them, a callout's name where visitors will see it, and the
 * section's other callouts and routes faintly for orientation.
 */
export function ShapeDrawingMap({ imageUrl, frameLabel, shape, pointTitle, ownName, points, valid, nameSpot, others, onAdd, onMove, onRemove }: Props) {
  const say = useToolWords()
  // Kept while nothing drawn changes, so the faint names are not placed again on every render of the form.
  const drawingKey = JSON.stringify([points, nameSpot?.point, ownName])
  const drawing = useMemo<Drawing>(
    () => ({ corners: points, label: nameSpot && { point: nameSpot.point, text: ownName } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by value: the form makes new arrays each render
    [drawingKey],
  )
  const count = points.length
  // Remade only when the count changes: a new icon is a new element, and would drop the keyboard focus.
  const handleIcons = useMemo(() => Array.from({ length: count }, (_, index) => textIcon(String(index + 1), styles.corner, [24, 24], index)), [count])
  const nameIcon = useMemo(() => textIcon(ownName, `${styles.label} ${nameSpot?.auto ? styles.auto : ''}`), [ownName, nameSpot?.auto])

  // Arrow keys move the focused handle, Delete or Backspace removes it: the mouse's drawing, by keyboard.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    const index = Number((target.querySelector('[data-corner]') ?? target.closest('[data-corner]'))?.getAttribute('data-corner') ?? NaN)
    if (!Number.isInteger(index) || !points[index]) return
    const arrow = ARROWS[event.key]
    if (arrow) {
      const step = event.shiftKey ? FINE_STEP : STEP
      onMove(index, { lat: points[index][0] + arrow[0] * step, lng: points[index][1] + arrow[1] * step })
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
    <SectionPlacementMap imageUrl={imageUrl} label={frameLabel} onPick={onAdd} onKeyDown={onKeyDown}>
      {others.map((other) =>
        other.polygon ? (
          <Polygon key={`area-${other.key}`} positions={other.polygon} interactive={false} pathOptions={FAINT} />
        ) : other.line ? (
          <Polyline key={`line-${other.key}`} positions={other.line} interactive={false} pathOptions={FAINT_LINE} />
        ) : null,
      )}
      <FaintShapeNames others={others} drawing={drawing} />
      {shape === 'polygon' && points.length >= 3 && <Polygon positions={points} interactive={false} pathOptions={outline} />}
      {(shape === 'line' ? points.length >= 2 : points.length === 2) && <Polyline positions={points} interactive={false} pathOptions={outline} />}
      {nameSpot && (
        <Marker
          position={nameSpot.point}
          icon={nameIcon}
          draggable
          title={say(nameSpot.auto ? 'callout.nameSpotAuto' : 'callout.nameSpot')}
          eventHandlers={{ ...keepClick, dragend: (event) => nameSpot.onMove((event.target as L.Marker).getLatLng()) }}
        />
      )}
      {points.map((point, index) => (
        <Marker
          // By position: dragging keeps the key, so the marker being dragged is not remade.
          key={index}
          position={point}
          icon={handleIcons[index]}
          draggable
          // Above the name, so a handle under it can still be taken.
          zIndexOffset={1000}
          title={pointTitle(index)}
          eventHandlers={{
            ...keepClick,
            dragend: (event) => onMove(index, (event.target as L.Marker).getLatLng()),
          }}
        />
      ))}
    </SectionPlacementMap>
  )
}
