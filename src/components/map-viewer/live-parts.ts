/**
 * The viewer's parts that no first paint shows: the spot overlay (a marker or hero spot opened) and the
 * fullscreen side navigation. One script for both, fetched through `useLivePart` when the map wakes up.
 */
export { MapSideNav } from './MapSideNav'
export { MarkerOverlay } from './MarkerOverlay'
