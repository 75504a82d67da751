'use client'

import L from 'leaflet'
import { useEffect, useEffectEvent } from 'react'
import { useMap } from 'react-leaflet'

import type { MapMarker } from '@/contract/types'
import { reportIconError } from '@/browser/error-report'
import { cachedMediaUrl, IMAGE_CACHE, keepMediaCopy } from '@/browser/media-cache'
import { leafletText, leafletTextMarkup } from '@/browser/leaflet-text'
import { clustersMarkers, markerIconSize } from '@/maps/guide-rules'

import { addInSteps, STEP_BUDGET_MS } from './add-in-steps'
import { loadMarkerCluster } from './marker-cluster'
import styles from './MarkerLayer.module.css'

const shortText = (text: string, length = 80) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text)

/** Drawn in place of an icon that is missing or fails to load: a ring with the type's first letter. Shared by the type's markers. */
function fallbackIcon(marker: MapMarker, size: number) {
  const letter = (marker.icon_name || marker.icon || '?').charAt(0).toUpperCase()
  return L.divIcon({
    html: leafletTextMarkup(letter),
    className: styles.fallback,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  })
}

function clusterIcon(cluster: L.MarkerCluster) {
  const count = cluster.getChildCount()
  const size = count < 10 ? 34 : count < 100 ? 40 : 48
  return L.divIcon({ html: leafletText(count), className: styles.cluster, iconSize: [size, size] })
}

/** One Leaflet icon per marker type and size, shared by all its markers. */
function iconsPerType() {
  const cache = new Map<string, L.Icon | L.DivIcon>()
  return (marker: MapMarker) => {
    const size = markerIconSize(marker)
    const key = `${marker.icon}:${size}`
    let icon = cache.get(key)
    if (!icon) {
      icon = marker.icon_url ? imageIcon(marker.icon_url, size) : fallbackIcon(marker, size)
      cache.set(key, icon)
    }
    return icon
  }
}

const imageIcon = (url: string, size: number) => L.icon({ iconUrl: url, iconSize: [size, size], iconAnchor: [size / 2, size / 2], className: styles.icon })

/**
 * The section's markers as Leaflet markers: plain while there are few, clustered past the threshold so a
 * section of a thousand stays smooth. Icons show their direct address at once; the browser's image cache keeps a
 * copy of each once it has loaded, and the copy stands in when the address fails (offline, say), as CachedImage
 * does. No marker waits for the cache, and no icon is decoded twice.
 */
export function MarkerLayer({
  markers,
  scaleVersion,
  onMarkerClick,
}: {
  markers: MapMarker[]
  scaleVersion: number
  onMarkerClick: (id: number) => void
}) {
  const map = useMap()
  const click = useEffectEvent((id: number) => onMarkerClick(id))

  useEffect(() => {
    let live = true
    const icons = iconsPerType()
    // An icon whose address failed: the image cache's copy, looked up once per address (null: none kept).
    const copies = new Map<string, Promise<string | null>>()
    const copyOf = (url: string) => {
      let copy = copies.get(url)
      if (!copy) {
        copy = cachedMediaUrl(url, IMAGE_CACHE).then((local) => (local === url ? null : local))
        copies.set(url, copy)
      }
      return copy
    }
    let group: L.LayerGroup | undefined
    let callOff = () => {}
    const build = async () => {
      const cluster = clustersMarkers(markers.length)
      if (cluster) await loadMarkerCluster()
      if (!live) return
      const layers = markers.map((marker) => {
        const name = `${marker.icon_name}: ${shortText(marker.description)}`
        const layer = L.marker([marker.lat, marker.lng], {
          icon: icons(marker),
          alt: name,
          keyboard: true,
          riseOnHover: true,
        })
        layer.on('click', () => click(marker.id))
        // Marks the element (tests, share links) and names it: a drawn fallback has no alt text of its own.
        const tag = () => {
          const element = layer.getElement()
          element?.setAttribute('data-marker-id', String(marker.id))
          if (element && !(element instanceof HTMLImageElement)) element.setAttribute('aria-label', name)
          return element
        }
        layer.on('add', () => {
          const element = tag()
          const url = marker.icon_url
          if (!(element instanceof HTMLImageElement) || !url || element.src.startsWith('blob:')) return
          if (element.complete && element.naturalWidth > 0) keepMediaCopy(url, IMAGE_CACHE)
          else element.addEventListener('load', () => keepMediaCopy(url, IMAGE_CACHE), { once: true })
          // An icon that fails to load shows the kept copy; with none, it is reported (spec §8) and the marker
          // stays findable as a fallback.
          element.addEventListener(
            'error',
            () =>
              void copyOf(url).then((copy) => {
                if (!live) return
                const size = markerIconSize(marker)
                if (copy) layer.setIcon(imageIcon(copy, size))
                else {
                  reportIconError(url)
                  layer.setIcon(fallbackIcon(marker, size))
                }
                tag()
              }),
            { once: true },
          )
        })
        return layer
      })
      if (cluster) {
        // The plugin adds in chunks of its own; each as short as one of addInSteps'.
        const clusters = L.markerClusterGroup({
          chunkedLoading: true,
          chunkInterval: STEP_BUDGET_MS,
          chunkDelay: 0,
          showCoverageOnHover: false,
          maxClusterRadius: 60,
          iconCreateFunction: clusterIcon,
        })
        clusters.addLayers(layers)
        group = clusters.addTo(map)
      } else {
        group = L.layerGroup().addTo(map)
        callOff = addInSteps(group, layers)
      }
    }
    void build()
    return () => {
      live = false
      callOff()
      group?.remove()
      for (const copy of copies.values()) void copy.then((local) => local && URL.revokeObjectURL(local))
    }
    // scaleVersion: a resized viewer redraws at a new scale, and clusters must be regrouped for it.
  }, [map, markers, scaleVersion])

  return null
}
