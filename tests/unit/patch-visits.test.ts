/**
 * "New since your last visit" (src/rules/patch-visits.ts): which published patches are newer than the one the
 * visitor saw, never any on a first visit, the stamp kept after opening a patch, and favourite heroes' changes first.
 */
import { describe, expect, it } from 'vitest'

import { changesFavouritesFirst, isNewerPatch, parseSeenPatch, patchesSince, seenAfterOpening } from '@/rules/patch-visits'

const patch = (version: string, releasedAt: string, changes: { type: string; slug: string }[] = []) => ({ version, releasedAt, changes })
// Newest first, as /api/patches answers; S5.5 and S5.5.1 came out on one day.
const published = [
  patch('S6', '2026-01-16T00:00:00.000Z'),
  patch('S5.5.1', '2025-11-14T00:00:00.000Z'),
  patch('S5.5', '2025-11-14T00:00:00.000Z'),
  patch('S5', '2025-10-10T00:00:00.000Z'),
]
const versions = (list: { version: string }[]) => list.map((entry) => entry.version)

describe('isNewerPatch', () => {
  it('orders by release, then by version on one day', () => {
    expect(isNewerPatch(published[0], published[1])).toBe(true)
    expect(isNewerPatch(published[1], published[2])).toBe(true)
    expect(isNewerPatch(published[2], published[1])).toBe(false)
    expect(isNewerPatch(published[3], published[3])).toBe(false)
  })
})

describe('patchesSince', () => {
  it('lists the patches newer than the one seen, newest first', () => {
    expect(versions(patchesSince(published, { version: 'S5.5', releasedAt: '2025-11-14T00:00:00.000Z' }))).toEqual(['S6', 'S5.5.1'])
    expect(versions(patchesSince([...published].reverse(), { version: 'S5', releasedAt: '2025-10-10T00:00:00.000Z' }))).toEqual(['S6', 'S5.5.1', 'S5.5'])
  })

  it('lists nothing once the newest was seen, or on a first visit', () => {
    expect(patchesSince(published, { version: 'S6', releasedAt: '2026-01-16T00:00:00.000Z' })).toEqual([])
    expect(patchesSince(published, null)).toEqual([])
  })
})

describe('seenAfterOpening', () => {
  const s5 = { version: 'S5', releasedAt: '2025-10-10T00:00:00.000Z' }
  const s6 = { version: 'S6', releasedAt: '2026-01-16T00:00:00.000Z' }
  it('moves to a newer patch opened, and stays when an older one is opened', () => {
    expect(seenAfterOpening(s5, s6)).toEqual(s6)
    expect(seenAfterOpening(s6, s5)).toBe(s6)
    expect(seenAfterOpening(null, s5)).toEqual(s5)
  })
})

describe('parseSeenPatch', () => {
  it('reads the stored stamp, and nothing stored as a first visit', () => {
    expect(parseSeenPatch('{"version":"S5","releasedAt":"2025-10-10T00:00:00.000Z"}')).toEqual({
      seen: { version: 'S5', releasedAt: '2025-10-10T00:00:00.000Z' },
      corrupt: false,
    })
    expect(parseSeenPatch(null)).toEqual({ seen: null, corrupt: false })
  })

  it('calls anything else corrupt, so the caller resets it', () => {
    for (const raw of ['S5', '{"version":"S5"}', '{"version":"S5","releasedAt":"yesterday"}', '{"version":"","releasedAt":"2025-10-10"}', '[]', '{']) {
      expect(parseSeenPatch(raw), raw).toEqual({ seen: null, corrupt: true })
    }
  })
})

describe('changesFavouritesFirst', () => {
  const changes = [
    { type: 'map', slug: 'hulk', summary: 'a map that shares a slug' },
    { type: 'hero', slug: 'storm', summary: 'storm' },
    { type: 'hero', slug: 'hulk', summary: 'hulk' },
    { type: 'hero', slug: 'thor', summary: 'thor' },
  ]
  it('puts changes to favourite heroes first, in the order they were starred, maps never', () => {
    expect(changesFavouritesFirst(changes, ['thor', 'hulk']).map((change) => change.summary)).toEqual(['thor', 'hulk', 'a map that shares a slug', 'storm'])
  })

  it('keeps the published order without favourites', () => {
    expect(changesFavouritesFirst(changes, [])).toEqual(changes)
  })
})
