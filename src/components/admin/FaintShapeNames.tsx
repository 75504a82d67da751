'use client'

import L from 'leaflet'
import { useEffect, useMemo, useState } from 'react'
import { Marker, useMap } from 'react-leaflet'

import { leafletText } from '@/browser/leaflet-text'
import { type CalloutPoint, placeLabels } from '@/maps/callouts'

import styles from './DrawnShapeField.module.css'

/**
 * Another callout or route of the section, shown faintly while one is drawn: its area or its line, and its
 * name at its label point (a route's at its middle). `key` is unique across both collections.
 */
export type OtherShape = { key: string; name: string; polygon: CalloutPoint[] | null; line: CalloutPoint[] | null; label: CalloutPoint | null }

/** The names' box as DrawnShapeField.module.css draws it (.otherName span): 12 px text, 2 px by 6 px padding. */
const FONT = '400 12px system-ui, sans-serif'
/** The drawn callout's own name (.label span) is bold; its corners (a route's points) are 24 px handles. */
const OWN_FONT = '600 12px system-ui, sans-serif'
const CORNER = 24
const PADDING_X = 12
const HEIGHT = 20

/** What is being drawn: faint names keep clear of its corners and its name. */
export type Drawing = { corners: CalloutPoint[]; label: { point: CalloutPoint; text: string } | undefined }

// Names are typed by editors: a node, never HTML (src/browser/leaflet-text.ts).
const nameIcon = (name: string): L.DivIcon => L.divIcon({ html: leafletText(name), className: styles.otherName, iconSize: undefined })

/**
 * The section's other callouts and routes by name, faintly, for orientation while drawing. Placed as the public viewer
 * places its names (placeLabels in src/maps/callouts.ts): a name that would cover another, the zoom buttons or
 * what is being drawn, or reach out of the frame, moves aside or is left out, so a phone-wide map stays readable.
 */
export function FaintShapeNames({ others, drawing }: { others: OtherShape[]; drawing: Drawing }) {
  const map = useMap()
  const [spots, setSpots] = useState<Map<string, L.LatLng>>(new Map())
  const icons = useMemo(() => new Map(others.map((other) => [other.key, nameIcon(other.name)])), [others])

  useEffect(() => {
    const measure = document.createElement('canvas').getContext('2d')
    if (!measure) return
    measure.font = FONT
    const place = () => {
      const size = map.getSize()
      const requests = others.flatMap((other) => {
        if (!other.label) return []
        const at = map.latLngToContainerPoint(other.label)
        return [{ id: other.key, x: at.x, y: at.y, width: Math.ceil(measure.measureText(other.name).width) + PADDING_X, height: HEIGHT, priority: 0 }]
      })
      // The zoom buttons sit over the map; a name under them could not be read.
      const frame = map.getContainer().getBoundingClientRect()
      const obstacles = [...map.getContainer().querySelectorAll('.leaflet-control')].map((control) => {
        const box = control.getBoundingClientRect()
        return { x: box.left - frame.left, y: box.top - frame.top, width: box.width, height: box.height }
      })
      const around = (point: CalloutPoint, width: number, height: number) => {
        const at = map.latLngToContainerPoint(point)
        return { x: at.x - width / 2, y: at.y - height / 2, width, height }
      }
      for (const corner of drawing.corners) obstacles.push(around(corner, CORNER, CORNER))
      if (drawing.label) {
        measure.font = OWN_FONT
        obstacles.push(around(drawing.label.point, Math.ceil(measure.measureText(drawing.label.text).width) + PADDING_X, HEIGHT))
        measure.font = FONT
      }
      const placed = placeLabels(requests, { obstacles, viewport: { x: 0, y: 0, width: size.x, height: size.y }, nudge: HEIGHT / 2 + 2 })
      setSpots(
        new Map(
          placed.flatMap((entry) =>
            entry.shown ? [[entry.id, map.containerPointToLatLng([entry.box.x + entry.box.width / 2, entry.box.y + entry.box.height / 2])] as const] : [],
          ),
        ),
      )
    }
    place()
    map.on('zoomend moveend resize', place)
    return () => {
      map.off('zoomend moveend resize', place)
    }
  }, [map, others, drawing])

  return others.map((other) => {
    const spot = spots.get(other.key)
    return spot ? <Marker key={other.key} position={spot} icon={icons.get(other.key)!} interactive={false} keyboard={false} /> : null
  })
}
