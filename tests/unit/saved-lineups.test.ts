import { describe, expect, it } from 'vitest'

import { deleteLineup, LINEUPS_KEY, MAX_SAVED_LINEUPS, readSavedLineups, renameLineup, saveLineup } from '@/browser/saved-lineups'

/** The part of the Web Storage API the store uses, over a Map, as a browser's localStorage behaves. */
class MemoryStorage {
  private readonly items = new Map<string, string>()
  getItem(key: string) {
    return this.items.has(key) ? this.items.get(key)! : null
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

describe('saved lineups', () => {
  it('starts empty, without a reset, when nothing was saved', () => {
    expect(readSavedLineups(new MemoryStorage())).toEqual({ lineups: [], reset: false })
  })

  it('saves under a name, newest first, and reads them back', () => {
    const storage = new MemoryStorage()
    const first = saveLineup(storage, '  Dive   comp ', 'team=hulk,magik', new Date('2026-11-28T10:00:00Z'))
    const second = saveLineup(storage, 'Brawl', 'team=hulk&vs=loki')
    expect(first.ok && first.saved.name).toBe('Dive comp')
    expect(second.ok).toBe(true)
    const { lineups, reset } = readSavedLineups(storage)
    expect(reset).toBe(false)
    expect(lineups.map((lineup) => [lineup.name, lineup.query])).toEqual([
      ['Brawl', 'team=hulk&vs=loki'],
      ['Dive comp', 'team=hulk,magik'],
    ])
    expect(JSON.parse(storage.getItem(LINEUPS_KEY)!).version).toBe(1)
  })

  it('refuses an empty name or lineup', () => {
    const storage = new MemoryStorage()
    expect(saveLineup(storage, '   ', 'team=hulk')).toEqual({ ok: false, reason: 'empty' })
    expect(saveLineup(storage, 'Nothing', '')).toEqual({ ok: false, reason: 'empty' })
    expect(storage.getItem(LINEUPS_KEY)).toBeNull()
  })

  it('renames and deletes by id', () => {
    const storage = new MemoryStorage()
    const saved = saveLineup(storage, 'One', 'team=hulk')
    saveLineup(storage, 'Two', 'team=magik')
    if (!saved.ok) throw new Error('not saved')
    expect(renameLineup(storage, saved.saved.id, 'Uno').map((lineup) => lineup.name)).toEqual(['Two', 'Uno'])
    expect(renameLineup(storage, saved.saved.id, '  ').map((lineup) => lineup.name)).toEqual(['Two', 'Uno'])
    expect(deleteLineup(storage, saved.saved.id).map((lineup) => lineup.name)).toEqual(['Two'])
    expect(readSavedLineups(storage).lineups.map((lineup) => lineup.name)).toEqual(['Two'])
  })

  it(`keeps ${MAX_SAVED_LINEUPS} and refuses the next until one is deleted`, () => {
    const storage = new MemoryStorage()
    for (let index = 0; index < MAX_SAVED_LINEUPS; index++) expect(saveLineup(storage, `Lineup ${index}`, `team=hulk`).ok).toBe(true)
    expect(saveLineup(storage, 'One too many', 'team=hulk')).toEqual({ ok: false, reason: 'full' })
    const oldest = readSavedLineups(storage).lineups.at(-1)!
    deleteLineup(storage, oldest.id)
    expect(saveLineup(storage, 'One too many', 'team=hulk').ok).toBe(true)
    expect(readSavedLineups(storage).lineups).toHaveLength(MAX_SAVED_LINEUPS)
  })

  it.each([
    ['not JSON', '{broken'],
    ['an older format (a bare list)', JSON.stringify([{ name: 'Old', team: ['hulk'] }])],
    ['another version', JSON.stringify({ version: 99, lineups: [] })],
    ['entries of the wrong shape', JSON.stringify({ version: 1, lineups: [{ id: 1, name: '', query: 5 }] })],
    ['null', 'null'],
  ])('resets a store that holds %s, says so once, and saves again', (_, value) => {
    const storage = new MemoryStorage()
    storage.setItem(LINEUPS_KEY, value)
    expect(readSavedLineups(storage)).toEqual({ lineups: [], reset: true })
    expect(storage.getItem(LINEUPS_KEY)).toBeNull()
    expect(readSavedLineups(storage)).toEqual({ lineups: [], reset: false })
    expect(saveLineup(storage, 'Fresh', 'team=hulk').ok).toBe(true)
    expect(readSavedLineups(storage).lineups.map((lineup) => lineup.name)).toEqual(['Fresh'])
  })
})
