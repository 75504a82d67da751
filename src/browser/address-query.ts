import { useSyncExternalStore } from 'react'

const ADDRESS_EVENT = 'guide:address'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(ADDRESS_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(ADDRESS_EVENT, onChange)
  }
}

/**
 * The address's query (`?role=duelist`, `?enemy=hulk`). Pages that keep a visitor's choices there are served
 * from a cache that keeps no query, so the server renders them with none and the browser reads it here.
 */
export function useAddressQuery(): URLSearchParams {
  return new URLSearchParams(useSyncExternalStore(subscribe, () => window.location.search, () => ''))
}

/** Goes to `url` as a new history entry, so Back and Forward work, and tells every useAddressQuery. */
export function pushAddress(url: string): void {
  window.history.pushState(null, '', url)
  window.dispatchEvent(new Event(ADDRESS_EVENT))
}

/** Puts `url` in place of the current address, with no new history entry, and tells every useAddressQuery. */
export function replaceAddress(url: string): void {
  window.history.replaceState(null, '', url)
  window.dispatchEvent(new Event(ADDRESS_EVENT))
}
