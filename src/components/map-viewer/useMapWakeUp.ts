'use client'

import { useCallback, useEffect, useState } from 'react'

import { postTask } from '@/browser/post-task'

/** Where the browser has no background task queue: the longest the map waits for an idle moment after load. */
const IDLE_TIMEOUT_MS = 2_000

/**
 * Runs `task` once the browser has nothing more urgent to do, and returns how to call it off. A background task
 * (scheduler.postTask) runs as soon as no task of higher priority waits; an idle callback may wait longer for an
 * idle period. Without either (Safari), a moment later.
 */
function whenFree(task: () => void): () => void {
  const background = postTask(task, 'background')
  if (background) return background
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(idle)
  }
  const timer = setTimeout(task, 1)
  return () => clearTimeout(timer)
}

/**
 * When the interactive map comes to life: once the page has loaded (its pictures included) and the browser has
 * nothing more urgent to do, or at once when the visitor reaches for the map (`wakeUp`: a pointer over it, a
 * touch, focus inside it). Until then no Leaflet code is downloaded or run, so it cannot hold up the rest of the
 * page.
 */
export function useMapWakeUp(): [live: boolean, wakeUp: () => void] {
  const [live, setLive] = useState(false)
  const wakeUp = useCallback(() => setLive(true), [])
  useEffect(() => {
    if (live) return
    let callOff: (() => void) | undefined
    const afterLoad = () => {
      callOff = whenFree(wakeUp)
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      window.removeEventListener('load', afterLoad)
      callOff?.()
    }
  }, [live, wakeUp])
  return [live, wakeUp]
}
