'use client'

import { useCallback, useSyncExternalStore } from 'react'

// Writes from this tab notify these; other tabs arrive through the storage event, which one listener on the
// window passes on to all of them (a viewer holds several stored values, and each listener added costs).
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', notify)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', notify)
  }
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null // storage blocked (privacy modes): nothing is remembered
  }
}

/**
 * A string remembered in localStorage. The server render and hydration use `fallback`; the browser then
 * switches to the stored value (or `browserFallback()` when nothing is stored yet) without a mismatch.
 */
export function useStoredValue(key: string, fallback: string, browserFallback?: () => string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key) ?? (browserFallback ? browserFallback() : fallback),
    () => fallback,
  )
  const store = useCallback(
    (next: string) => {
      try {
        window.localStorage.setItem(key, next)
      } catch {
        // Not remembered, but the change still shows below.
      }
      notify()
    },
    [key],
  )
  return [value, store]
}
