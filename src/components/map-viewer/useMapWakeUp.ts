'use client'

import { useCallback, useEffect, useState } from 'react'

/** The longest the map waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000

/**
 * When the interactive map comes to life: once the page has loaded (its pictures included) and the browser is
 * idle, or at once when the visitor reaches for the map (`wakeUp`: a pointer over it, a touch, focus inside it).
 * Until then no Leaflet code is downloaded or run, so it cannot hold up the rest of the page.
 */
export function useMapWakeUp(): [live: boolean, wakeUp: () => void] {
  const [live, setLive] = useState(false)
  const wakeUp = useCallback(() => setLive(true), [])
  useEffect(() => {
    if (live) return
    let idle: number | undefined
    let timer: number | undefined
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a moment after the load event instead.
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(wakeUp, { timeout: IDLE_TIMEOUT_MS })
      else timer = setTimeout(wakeUp, 1) as unknown as number
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle !== undefined) window.cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [live, wakeUp])
  return [live, wakeUp]
}
