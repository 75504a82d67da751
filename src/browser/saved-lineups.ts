/**
 * The team builder's saved lineups, kept in the visitor's browser only (localStorage, `guide.lineups`: every key
 * the guide keeps there starts with `guide.`, so "Forget me" can clear them all). A lineup is stored as its
 * address query (`team=hulk,thor&vs=loki`), which the page reads like any shared link, so a hero removed from
 * the guide since is dropped with the page's note rather than breaking the list.
 *
 * The stored value is versioned JSON. Anything else (an older format, a broken write, a value edited by hand) is
 * reset, and the reader says so once, so the page can tell the visitor instead of breaking.
 */

export const LINEUPS_KEY = 'guide.lineups'
export const MAX_SAVED_LINEUPS = 50
const VERSION = 1
const MAX_NAME = 60
const MAX_QUERY = 1000

export type SavedLineup = { id: string; name: string; query: string; savedAt: string }

type LineupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type SavedLineups = { lineups: SavedLineup[]; reset: boolean }

export type SaveResult = { ok: true; lineups: SavedLineup[]; saved: SavedLineup } | { ok: false; reason: 'full' | 'empty' }

const isLineup = (value: unknown): value is SavedLineup => {
  if (!value || typeof value !== 'object') return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.id === 'string' &&
    typeof entry.name === 'string' &&
    entry.name.length > 0 &&
    entry.name.length <= MAX_NAME &&
    typeof entry.query === 'string' &&
    entry.query.length <= MAX_QUERY &&
    typeof entry.savedAt === 'string'
  )
}

/** The saved lineups, newest first; a store that is not this version's, or not valid, is removed and `reset` says so. */
export function readSavedLineups(storage: LineupStorage): SavedLineups {
  let raw: string | null
  try {
    raw = storage.getItem(LINEUPS_KEY)
  } catch {
    // Storage blocked (a privacy setting): nothing saved, nothing to reset.
    return { lineups: [], reset: false }
  }
  if (raw === null) return { lineups: [], reset: false }
  try {
    const stored = JSON.parse(raw) as { version?: unknown; lineups?: unknown }
    if (stored && stored.version === VERSION && Array.isArray(stored.lineups) && stored.lineups.length <= MAX_SAVED_LINEUPS && stored.lineups.every(isLineup)) {
      return { lineups: stored.lineups, reset: false }
    }
  } catch {
    // Not JSON: reset below.
  }
  try {
    storage.removeItem(LINEUPS_KEY)
  } catch {
    // Nothing more to do: the next save writes a good store.
  }
  return { lineups: [], reset: true }
}

function write(storage: LineupStorage, lineups: SavedLineup[]): SavedLineup[] {
  storage.setItem(LINEUPS_KEY, JSON.stringify({ version: VERSION, lineups }))
  return lineups
}

const cleanName = (name: string) => name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME)

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** Saves a lineup under a name, first in the list; the 51st is refused (`full`) until one is deleted. */
export function saveLineup(storage: LineupStorage, name: string, query: string, now = new Date()): SaveResult {
  const clean = cleanName(name)
  if (!clean || !query || query.length > MAX_QUERY) return { ok: false, reason: 'empty' }
  const { lineups } = readSavedLineups(storage)
  if (lineups.length >= MAX_SAVED_LINEUPS) return { ok: false, reason: 'full' }
  const saved = { id: newId(), name: clean, query, savedAt: now.toISOString() }
  return { ok: true, saved, lineups: write(storage, [saved, ...lineups]) }
}

export function renameLineup(storage: LineupStorage, id: string, name: string): SavedLineup[] {
  const clean = cleanName(name)
  const { lineups } = readSavedLineups(storage)
  if (!clean) return lineups
  return write(
    storage,
    lineups.map((lineup) => (lineup.id === id ? { ...lineup, name: clean } : lineup)),
  )
}

export function deleteLineup(storage: LineupStorage, id: string): SavedLineup[] {
  return write(
    storage,
    readSavedLineups(storage).lineups.filter((lineup) => lineup.id !== id),
  )
}

// The page's live view of the store, for useSyncExternalStore: read once (a bad store is reset then, and the
// snapshot keeps saying so until the next change), then replaced on every change this page or another tab makes.
const EMPTY: SavedLineups = { lineups: [], reset: false }
let snapshot: SavedLineups | null = null
const listeners = new Set<() => void>()

const onStorage = (event: StorageEvent) => {
  if (event.key !== null && event.key !== LINEUPS_KEY) return
  snapshot = null
  listeners.forEach((listener) => listener())
}

export function subscribeSavedLineups(listener: () => void): () => void {
  if (!listeners.size) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (!listeners.size) window.removeEventListener('storage', onStorage)
  }
}

/** Nothing saved is the server's own object, so hydration finds no change to re-render for (most visitors). */
const orServers = (read: SavedLineups): SavedLineups => (read.lineups.length === 0 && !read.reset ? EMPTY : read)

export const savedLineupsSnapshot = (): SavedLineups => (snapshot ??= orServers(readSavedLineups(window.localStorage)))

/** The server's (and the first render's) view: nothing saved, so the cached page is the same for everyone. */
export const serverSavedLineups = (): SavedLineups => EMPTY

/** Tells the page the list it has just written. */
export function publishSavedLineups(lineups: SavedLineup[]): void {
  snapshot = { lineups, reset: false }
  listeners.forEach((listener) => listener())
}
