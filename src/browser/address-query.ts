import { startTransition, useEffect, useMemo, useState } from 'react'

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
 *
 * The first read, after the page has rendered without the query, is a transition: a page that the query changes
 * throughout (a full lineup in the team builder) re-renders in slices the browser can interrupt, not in one long
 * task. A store hook (`useSyncExternalStore`) re-rendered it at once, because its server value differs. (A page
 * reached by a client-side navigation renders before the router has changed the address, so it starts without
 * the query too.)
 */
export function useAddressQuery(): URLSearchParams {
  const [search, setSearch] = useState('')
  useEffect(() => {
    const read = () => setSearch(window.location.search)
    startTransition(read)
    return subscribe(read)
  }, [])
  return useMemo(() => new URLSearchParams(search), [search])
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
