import { useSyncExternalStore } from 'react'

type Connection = { saveData?: boolean; addEventListener?: (type: 'change', listener: () => void) => void; removeEventListener?: (type: 'change', listener: () => void) => void }

const REDUCED_DATA = '(prefers-reduced-data: reduce)'

/**
 * Whether the visitor asked to save data: the browser's Save-Data (navigator.connection.saveData) or the
 * reduced-data preference. Decided in the browser, not by a Save-Data variant of the page: pages are cached by
 * address at the edge, and a light copy must never be served to everyone (issue 47).
 */
function savingData(): boolean {
  if (typeof navigator === 'undefined') return false
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  return connection?.saveData === true || (typeof matchMedia === 'function' && matchMedia(REDUCED_DATA).matches)
}

function subscribe(change: () => void) {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  connection?.addEventListener?.('change', change)
  return () => connection?.removeEventListener?.('change', change)
}

/** savingData() for a component: false in the server's render, the browser's answer from hydration on. */
export function useSavingData(): boolean {
  return useSyncExternalStore(subscribe, savingData, () => false)
}
