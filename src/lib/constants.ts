/** Numbers from the product spec (§9), named once. Later screens add theirs here. */

/**
 * The interactive map's image bounds: the spec's "960/-320 to -960/320", read as x/y corners. x runs along
 * Leaflet's lng axis (-960 left to 960 right), y along lat (320 top to -320 bottom), in CRS.Simple units.
 */
export const MAP_IMAGE_BOUNDS = { minLng: -960, maxLng: 960, minLat: -320, maxLat: 320 } as const

/** Healing priority runs from 1 (heal first) to 5. */
export const HEALING_PRIORITY_MIN = 1
export const HEALING_PRIORITY_MAX = 5

/** The home page rotates through this many taglines. */
export const TAGLINE_COUNT = 35
