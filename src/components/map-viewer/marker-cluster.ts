import L from 'leaflet'

let loading: Promise<void> | undefined

/**
 * leaflet.markercluster is a script that extends the global `L`; the bundled Leaflet sets no global, so hand
 * it ours first and load the plugin only when a section is big enough to need it.
 */
export function loadMarkerCluster(): Promise<void> {
  loading ??= (async () => {
    ;(window as unknown as { L: typeof L }).L = L
    await import('leaflet.markercluster')
  })()
  return loading
}
