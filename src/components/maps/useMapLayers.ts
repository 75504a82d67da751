'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { MapLayers } from '@/data/map-guide'

/**
 * A map's layers (markers, callouts, routes, hero spots, side navigation), fetched from `href` once `load()` is
 * called: when the map wakes, or at once when the address names a marker, callout or hero. The page's HTML
 * carries none of them (issue 49); the address carries their version, so the browser keeps the answer for good.
 * A failed fetch is logged and asked for again on the next call. When `href` changes (an edit gave the page a new
 * version), layers already shown are fetched again at the new address, and the old ones stay until then.
 */
export function useMapLayers(href: string): [MapLayers | null, () => void] {
  const [fetched, setFetched] = useState<{ href: string; layers: MapLayers } | null>(null)
  const asked = useRef<string | null>(null)
  const load = useCallback(() => {
    if (asked.current === href) return
    asked.current = href
    fetch(href)
      .then((response) => {
        if (!response.ok) throw new Error(`${href} answered ${response.status}`)
        return response.json() as Promise<MapLayers>
      })
      .then(
        (layers) => setFetched({ href, layers }),
        (error: unknown) => {
          if (asked.current === href) asked.current = null
          console.error('The map’s layers could not be fetched', error)
        },
      )
  }, [href])
  const stale = fetched !== null && fetched.href !== href
  useEffect(() => {
    if (stale) load()
  }, [stale, load])
  return [fetched?.layers ?? null, load]
}
