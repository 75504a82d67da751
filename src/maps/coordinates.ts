/**
 * The interactive map's image bounds: the spec's "960/-320 to -960/320", read as x/y corners. x runs along
 * Leaflet's lng axis (-960 left to 960 right), y along lat (320 top to -320 bottom), in CRS.Simple units.
 */
export const MAP_IMAGE_BOUNDS = { minLng: -960, maxLng: 960, minLat: -320, maxLat: 320 } as const

/** A coordinate to the hundredth, as markers, callouts and routes store it. */
export const toHundredth = (n: number) => Math.round(n * 100) / 100

/** A point given as fractions of the section image (x from the left, y from the top) in viewer coordinates. */
export function toImageCoordinates(x: number, y: number): { lat: number; lng: number } {
  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) throw new RangeError(`Image fractions must be within 0..1, got ${x}, ${y}`)
  const { minLng, maxLng, minLat, maxLat } = MAP_IMAGE_BOUNDS
  return { lat: toHundredth(maxLat - y * (maxLat - minLat)), lng: toHundredth(minLng + x * (maxLng - minLng)) }
}

/** A clicked or dragged spot kept on the section image and to the hundredth, as markers and callouts store it. */
export function keepOnImage({ lat, lng }: { lat: number; lng: number }): { lat: number; lng: number } {
  const { minLng, maxLng, minLat, maxLat } = MAP_IMAGE_BOUNDS
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
  return { lat: toHundredth(clamp(lat, minLat, maxLat)), lng: toHundredth(clamp(lng, minLng, maxLng)) }
}

