'use client'

import type L from 'leaflet'
import type { LatLngLiteral } from 'leaflet'
import { useEffect, useEffectEvent } from 'react'
import { useMap } from 'react-leaflet'

import { toHundredth } from '@/maps/coordinates'
import { MAP_VIEWER, viewerMinZoom, zoomScaleFactor } from '@/maps/viewer-geometry'

import type { ViewerCrs } from './viewer-crs'

/** A share link centres its marker at least this close in (between the initial 1.4 and the maximum 4). */
const MARKER_FOCUS_ZOOM = 2.4

const INITIAL_CENTER: LatLngLiteral = { lat: 0, lng: 0 }

/** The spec's minimum zoom for the mode, raised until the image fills the viewer (no bands on tall screens). */
function minZoomOf(map: L.Map, crs: ViewerCrs, fullscreen: boolean) {
  const { x, y } = map.getSize()
  return viewerMinZoom(fullscreen ? MAP_VIEWER.fullscreenMinZoom : MAP_VIEWER.minZoom, x, y, crs.scaleFactor())
}

/**
 * Sets the lowest zoom; a view below it jumps up to it at once. Leaflet's own setMinZoom zooms up animated,
 * and an animation started while fullscreen fades in was sometimes never finished: the image stayed at the
 * embedded size, with bands above and below.
 */
function raiseMinZoom(map: L.Map, minZoom: number) {
  if (map.getZoom() >= minZoom) {
    map.setMinZoom(minZoom)
    return
  }
  map.options.minZoom = minZoom
  map.setView(map.getCenter(), minZoom, { animate: false })
  map.fire('zoomlevelschange')
}

/** Keeps the Leaflet map in step with the viewer: interaction, fullscreen zoom limits, resizes, sections, focus. */
export function ViewerController({
  crs,
  interactive,
  fullscreen,
  sectionKey,
  focus,
  onRescale,
  onPoint,
}: {
  crs: ViewerCrs
  interactive: boolean
  fullscreen: boolean
  sectionKey: string
  focus: LatLngLiteral | null
  onRescale: () => void
  onPoint: (point: LatLngLiteral) => void
}) {
  const map = useMap()

  // Until the first click the map lets the page scroll past it; pinch zoom works from the start.
  useEffect(() => {
    for (const handler of [map.dragging, map.scrollWheelZoom, map.doubleClickZoom, map.boxZoom, map.keyboard]) {
      if (interactive) handler.enable()
      else handler.disable()
    }
  }, [map, interactive])

  // Fullscreen has a closer minimum zoom and fills the screen; leaving it shows the whole image again.
  useEffect(() => {
    map.invalidateSize({ pan: false })
    const minZoom = minZoomOf(map, crs, fullscreen)
    raiseMinZoom(map, minZoom)
    if (!fullscreen) map.setView(INITIAL_CENTER, Math.max(MAP_VIEWER.initialZoom, minZoom), { animate: false })
  }, [map, crs, fullscreen])

  // Another section: a new image, seen whole from the start.
  useEffect(() => {
    map.setView(INITIAL_CENTER, map.getMinZoom(), { animate: false })
  }, [map, sectionKey])

  useEffect(() => {
    if (focus) map.setView(focus, Math.max(map.getZoom(), MARKER_FOCUS_ZOOM), { animate: false })
  }, [map, focus])

  const point = useEffectEvent((latlng: LatLngLiteral) => {
    if (interactive) onPoint({ lat: toHundredth(latlng.lat), lng: toHundredth(latlng.lng) })
  })
  useEffect(() => {
    const onClick = (event: { latlng: LatLngLiteral }) => point(event.latlng)
    map.on('click', onClick)
    return () => {
      map.off('click', onClick)
    }
  }, [map])

  // Resizes settle for 200 ms first. An embedded viewer that changed width rescales, so zoom 1.4 still fits it.
  const resized = useEffectEvent(() => {
    map.invalidateSize({ pan: false })
    if (fullscreen) {
      // A turned phone: still no bands.
      raiseMinZoom(map, minZoomOf(map, crs, true))
      return
    }
    const factor = zoomScaleFactor(map.getContainer().clientWidth)
    if (Math.abs(factor - crs.scaleFactor()) / factor < 0.005) return
    const center = map.getCenter()
    crs.setScaleFactor(factor)
    // `reset` (known to Leaflet, missing from its types) redraws every layer at the new scale.
    map.setMinZoom(minZoomOf(map, crs, false))
    map.setView(center, Math.max(map.getZoom(), map.getMinZoom()), { animate: false, reset: true } as L.ZoomPanOptions)
    onRescale()
  })
  useEffect(() => {
    let timer: number | undefined
    const observer = new ResizeObserver(() => {
      window.clearTimeout(timer)
      timer = window.setTimeout(resized, MAP_VIEWER.resizeDebounceMs)
    })
    observer.observe(map.getContainer())
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
  }, [map])

  return null
}
