import { describe, expect, it } from 'vitest'

import { guidePatchStatus, PATCH_VERSION, type GuideChange, type PatchStamp } from '@/rules/patch-changes'
import { patchSeeds, SEASONS } from '@/seed/content/patches'
import { factHeroes, factMaps, factTeamUps } from '@/seed/facts'

const patch = (version: string, releasedAt: string, published = true): PatchStamp => ({ version, releasedAt: `${releasedAt}T12:00:00.000Z`, published })

const S4 = patch('S4', '2025-09-12')
const S5 = patch('S5', '2025-11-14')
const S55 = patch('S5.5', '2025-12-12')
const change = (stamp: PatchStamp, kind: GuideChange['kind'], summary: string): GuideChange => ({ patch: stamp, kind, summary })

describe('the staleness rule', () => {
  it('a published patch released after verifiedOn with a change makes the guide stale, and lists the change', () => {
    const status = guidePatchStatus({ verifiedOn: S5, added: S4, changes: [change(S4, 'new', 'Arrives.'), change(S55, 'nerf', 'Less damage.')] })
    expect(status.stale).toBe(true)
    expect(status.checkedOn?.version).toBe('S5')
    expect(status.laterChanges).toEqual([{ version: 'S5.5', releasedAt: S55.releasedAt, kind: 'nerf', summary: 'Less damage.' }])
    // The history holds every published change, newest first.
    expect(status.history.map((entry) => entry.version)).toEqual(['S5.5', 'S4'])
  })

  it('a change in the very patch the guide was checked on does not', () => {
    const status = guidePatchStatus({ verifiedOn: S55, added: S4, changes: [change(S55, 'buff', 'More health.')] })
    expect(status.stale).toBe(false)
    expect(status.laterChanges).toEqual([])
    expect(status.history).toHaveLength(1)
  })

  it('a change in an older patch does not', () => {
    expect(guidePatchStatus({ verifiedOn: S55, added: S4, changes: [change(S5, 'rework', 'New kit.')] }).stale).toBe(false)
  })

  it('a draft patch never makes a guide stale, nor shows in its history', () => {
    const draft = patch('S6', '2026-01-16', false)
    const status = guidePatchStatus({ verifiedOn: S55, added: S4, changes: [change(draft, 'nerf', 'Not out yet.')] })
    expect(status.stale).toBe(false)
    expect(status.history).toEqual([])
  })

  it('a scheduled patch (still a draft until its publish time, even with a past release date) never does either', () => {
    const scheduled = patch('S6', '2025-12-20', false)
    expect(guidePatchStatus({ verifiedOn: S55, added: null, changes: [change(scheduled, 'buff', 'Soon.')] }).stale).toBe(false)
  })

  it('without verifiedOn the guide counts as checked on the patch that added it', () => {
    const current = guidePatchStatus({ verifiedOn: null, added: S4, changes: [change(S4, 'new', 'Arrives.')] })
    expect(current).toMatchObject({ stale: false, checkedOn: { version: 'S4' } })
    const stale = guidePatchStatus({ verifiedOn: null, added: S4, changes: [change(S4, 'new', 'Arrives.'), change(S5, 'adjust', 'New team-up.')] })
    expect(stale).toMatchObject({ stale: true, checkedOn: { version: 'S4' } })
    expect(stale.laterChanges.map((entry) => entry.version)).toEqual(['S5'])
  })

  it('without verifiedOn or a known added patch, every published change counts', () => {
    const status = guidePatchStatus({ verifiedOn: null, added: null, changes: [change(S5, 'buff', 'More.')] })
    expect(status).toMatchObject({ stale: true, checkedOn: null })
  })

  it('a verifiedOn that is not published falls back to the added patch', () => {
    const status = guidePatchStatus({ verifiedOn: patch('S6', '2026-01-16', false), added: S4, changes: [change(S5, 'buff', 'More.')] })
    expect(status).toMatchObject({ stale: true, checkedOn: { version: 'S4' } })
  })
})

describe('patch versions', () => {
  it('accepts seasons, point releases and the first weeks, nothing else', () => {
    for (const version of ['S5', 'S5.5', 'S5.5.2', 'launch', 'early']) expect(PATCH_VERSION.test(version)).toBe(true)
    for (const version of ['5.5', 'S', 'S5.', 'S5..5', 's5', 'S5/5', 'S5.5.2.1', '']) expect(PATCH_VERSION.test(version)).toBe(false)
  })
})

describe('the seeded patches', () => {
  const seeds = patchSeeds()

  it('are one per season of the facts, in release order', () => {
    expect(seeds.map((seed) => seed.version)).toEqual(SEASONS)
    expect(SEASONS[0]).toBe('launch')
    expect(SEASONS.at(-1)).toBe('S5.5')
  })

  it('add every hero and map in the season the facts name, and claim no buff or nerf', () => {
    const newRows = seeds.flatMap((seed) => seed.changes.filter((row) => row.kind === 'new').map((row) => ({ season: seed.version, ...row })))
    expect(newRows.filter((row) => row.hero)).toHaveLength(factHeroes.length)
    expect(newRows.filter((row) => row.map)).toHaveLength(factMaps.length)
    expect(newRows.find((row) => row.hero === 'angela')?.season).toBe('S4')
    const kinds = new Set(seeds.flatMap((seed) => seed.changes.map((row) => row.kind)))
    expect([...kinds].sort()).toEqual(['adjust', 'new'])
  })

  it('name each hero of a team-up in the season it began and the season after its last', () => {
    const s5 = seeds.find((seed) => seed.version === 'S5')!
    expect(s5.changes.filter((row) => row.hero === 'moon-knight').map((row) => row.summary)).toEqual([
      'Team-up Lunar Force with Cloak & Dagger is retired; its last season was S4.5.',
    ])
    const started = factTeamUps.reduce((sum, teamUp) => sum + 1 + teamUp.partners.length, 0)
    const adjustRows = seeds.flatMap((seed) => seed.changes.filter((row) => row.kind === 'adjust' && row.summary.startsWith('New team-up')))
    expect(adjustRows).toHaveLength(started)
  })
})
