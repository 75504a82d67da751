'use client'

import { useCallback, useSyncExternalStore } from 'react'

// Writes from this tab notify these; other tabs arrive through the storage event.
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
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
      listeners.forEach((listener) => listener())
    },
    [key],
  )
  return [value, store]
}
