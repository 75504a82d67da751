/**
 * Everything the guide keeps in the visitor's browser, in one place (issue 46): the privacy page lists it and
 * "Forget me" clears it. No account, and one cookie only: the api client's CSRF token, set when a form is sent. A
 * new key belongs in KEPT, or under the `guide.` prefix, which Forget me clears whatever follows it.
 */
import { CSRF_COOKIE } from '@/contract/signing'


/** Keys the guide writes from now on start with this; Forget me clears every one, known here or not. */
export const GUIDE_PREFIX = 'guide.'

/** Favourite heroes: a JSON list of slugs (src/rules/favourites.ts). */
export const FAVOURITES_KEY = 'guide.favourites'
/** The newest patch the visitor has seen: `{version, releasedAt}` (src/rules/patch-visits.ts). */
export const LAST_SEEN_PATCH_KEY = 'guide.lastSeenPatch'
/** Saved team-builder lineups (the team builder's own store). */
export const LINEUPS_KEY = 'guide.lineups'
/** The api client's random id for rate budgets (src/browser/api-client). */
export const FINGERPRINT_KEY = 'guideFingerprint'
/** The visitor's language choice; src/i18n/language-choice.ts writes it (i18n imports nothing of ours, so a unit test keeps the two alike). */
export const LANGUAGE_CHOICE_KEY = 'guide:language'
/** The map viewer's preferences (src/components/map-viewer/MapViewer.tsx). */
export const MAP_VIEWER_KEYS = {
  legend: 'legendToggle',
  mapNav: 'mapNavToggle',
  hiddenMarkers: 'legendHiddenTypes',
  callouts: 'legendCallouts',
  hiddenRoutes: 'legendHiddenRoutes',
} as const
/** Kept for one tab only (sessionStorage): the next map opens in fullscreen too. */
export const FULLSCREEN_CARRY_KEY = 'mapFullscreenCarry'

/** What the privacy page lists, one line each; `what` names the line in the Privacy catalogue. */
export const KEPT = [
  { what: 'favourites', keys: [FAVOURITES_KEY] },
  { what: 'lastSeenPatch', keys: [LAST_SEEN_PATCH_KEY] },
  { what: 'lineups', keys: [LINEUPS_KEY] },
  { what: 'language', keys: [LANGUAGE_CHOICE_KEY] },
  { what: 'mapViewer', keys: [...Object.values(MAP_VIEWER_KEYS), FULLSCREEN_CARRY_KEY] },
  { what: 'fingerprint', keys: [FINGERPRINT_KEY] },
  // A cookie, not a key: the double-submit token the api client sets on its first POST (feedback, contact).
  { what: 'formToken', keys: [] },
  // Cache Storage: the media cache (src/browser/media-cache.ts) and whatever else the origin stores there.
  { what: 'media', keys: [] },
] as const

// Writes from this tab notify these; other tabs arrive through the storage event.
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** For useSyncExternalStore: called after any write here or in another tab. */
export function subscribeToMemory(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', notify)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', notify)
  }
}

/** The stored text, or null: nothing stored, or storage blocked (privacy modes). */
export function readMemory(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Stores `value` (null removes it); blocked storage remembers nothing, and the page goes on. */
export function writeMemory(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Not remembered; what the page shows still follows.
  }
  notify()
}

function clearStorage(storage: Storage, known: ReadonlySet<string>) {
  // Collected first: removing while walking the indexes skips keys.
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null)
  for (const key of keys) if (known.has(key) || key.startsWith(GUIDE_PREFIX)) storage.removeItem(key)
}

/**
 * "Forget me": every key above, every `guide.` key, in localStorage and sessionStorage, the CSRF cookie, and every Cache Storage
 * cache of the origin (the media cache, and an offline copy of pages when there is one). Answers whether all of it
 * went; storage the browser blocks holds nothing of ours to begin with.
 */
export async function forgetEverything(): Promise<boolean> {
  const known = new Set<string>(KEPT.flatMap((thing) => [...thing.keys]))
  let cleared = true
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      clearStorage(window[storage], known)
    } catch {
      // Blocked storage: nothing of ours is in it.
    }
  }
  // Max-Age=0 on the path it was set with removes it; the Secure variant needs no other spelling.
  document.cookie = `${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`
  if (typeof caches !== 'undefined') {
    try {
      const names = await caches.keys()
      const results = await Promise.all(names.map((name) => caches.delete(name)))
      cleared = results.every((deleted) => deleted)
    } catch {
      cleared = false
    }
  }
  notify()
  return cleared
}
