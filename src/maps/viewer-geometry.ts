import { MAP_IMAGE_BOUNDS } from './coordinates'

/**
 * The interactive map (spec §9). Zoom levels are Leaflet zooms in the viewer's CRS.Simple, scaled so that the
 * initial zoom shows the whole section image across the embedded viewer (zoomScaleFactor below).
 */
export const MAP_VIEWER = {
  initialZoom: 1.4,
  minZoom: 1.4,
  fullscreenMinZoom: 2.1,
  maxZoom: 4,
  maxBoundsViscosity: 0.7,
  /** Width over height of the embedded viewer and of the section images. */
  aspectRatio: 16 / 9,
  resizeDebounceMs: 200,
} as const

/** The section image's extent in viewer units: 1920 wide (lng) by 640 high (lat). */
export const IMAGE_WIDTH_UNITS = MAP_IMAGE_BOUNDS.maxLng - MAP_IMAGE_BOUNDS.minLng
export const IMAGE_HEIGHT_UNITS = MAP_IMAGE_BOUNDS.maxLat - MAP_IMAGE_BOUNDS.minLat

/**
 * The spec's bounds are 3:1 but the images are 16:9: one lat unit is drawn this many times taller than one
 * lng unit, so the image keeps its shape and markers placed as image fractions land where they were put.
 */
export const LAT_STRETCH = IMAGE_WIDTH_UNITS / IMAGE_HEIGHT_UNITS / MAP_VIEWER.aspectRatio

/** [[south, west], [north, east]] as Leaflet wants image bounds. */
export const IMAGE_BOUNDS: [[number, number], [number, number]] = [
  [MAP_IMAGE_BOUNDS.minLat, MAP_IMAGE_BOUNDS.minLng],
  [MAP_IMAGE_BOUNDS.maxLat, MAP_IMAGE_BOUNDS.maxLng],
]

/**
 * The narrowest width the whole image is drawn at. A phone's viewer is narrower: it shows the middle of the
 * image at the initial zoom and pans to the rest, because 50 px markers on a 340 px wide map would cover it.
 */
export const MIN_FIT_WIDTH_PX = 640

/**
 * Pixels per lng unit at zoom 0, chosen so that the spec's initial zoom (1.4) shows the whole image across a
 * viewer this wide (or MIN_FIT_WIDTH_PX, whichever is wider). The spec's zoom numbers then mean the same
 * view on every screen from a tablet up.
 */
export function zoomScaleFactor(viewerWidthPx: number): number {
  const width = Number.isFinite(viewerWidthPx) && viewerWidthPx > 0 ? Math.max(viewerWidthPx, MIN_FIT_WIDTH_PX) : IMAGE_WIDTH_UNITS
  return width / (IMAGE_WIDTH_UNITS * 2 ** MAP_VIEWER.initialZoom)
}

/**
 * The zoom at which the image covers a viewer of this size in both directions (no bands above or below),
 * for the CRS's current scale factor. A phone's tall viewer, or fullscreen on a tall screen, needs more than
 * the spec's minimum zoom to be filled.
 */
export function coverZoom(widthPx: number, heightPx: number, scaleFactor: number): number {
  if (!(widthPx > 0 && heightPx > 0 && scaleFactor > 0)) return MAP_VIEWER.minZoom
  const byWidth = Math.log2(widthPx / (IMAGE_WIDTH_UNITS * scaleFactor))
  const byHeight = Math.log2(heightPx / (IMAGE_HEIGHT_UNITS * LAT_STRETCH * scaleFactor))
  return Math.max(byWidth, byHeight)
}

/**
 * How far past each edge a viewer that must zoom in to be filled (a phone's, a tall fullscreen) has the image
 * reach. Leaflet places the image at a fractional pixel (up to half a pixel off), so an image exactly as
 * tall as the viewer left a hairline of background along one edge. At the spec's zoom on a 16:9 viewer the
 * whole image shows, as the spec asks.
 */
export const COVER_BLEED_PX = 1

/** The lowest zoom a viewer allows: the spec's minimum, raised so the image always fills the viewer. */
export function viewerMinZoom(base: number, widthPx: number, heightPx: number, scaleFactor: number): number {
  const exact = coverZoom(widthPx, heightPx, scaleFactor)
  const bleed = exact > base ? coverZoom(widthPx + 2 * COVER_BLEED_PX, heightPx + 2 * COVER_BLEED_PX, scaleFactor) : exact
  const cover = Math.ceil(bleed * 1000) / 1000
  return Math.min(MAP_VIEWER.maxZoom, Math.max(base, cover))
}
