import { describe, expect, it } from 'vitest'

import { analyseLineup, lineupSearch, noneDropped, parseLineup, type TeamBuilderData } from '@/rules/team-lineup'

const data: TeamBuilderData = {
  roster: [
    { slug: 'hulk', nickname: 'Hulk', role: 'vanguard' },
    { slug: 'magneto', nickname: 'Magneto', role: 'vanguard' },
    { slug: 'iron-man', nickname: 'Iron Man', role: 'duelist' },
    { slug: 'scarlet-witch', nickname: 'Scarlet Witch', role: 'duelist' },
    { slug: 'doctor-strange', nickname: 'Doctor Strange', role: 'vanguard' },
    { slug: 'luna-snow', nickname: 'Luna Snow', role: 'strategist' },
    { slug: 'loki', nickname: 'Loki', role: 'strategist' },
    { slug: 'hela', nickname: 'Hela', role: 'duelist' },
  ],
  matchups: [
    // Hulk's guide: he counters Loki; Iron Man counters him.
    { slug: 'hulk', counters: ['loki'], counteredBy: ['iron-man'] },
    // Hela's guide: Scarlet Witch counters her (read the other way: Scarlet Witch > Hela).
    { slug: 'hela', counters: [], counteredBy: ['scarlet-witch'] },
  ],
  teamUps: [
    { slug: 'gamma-charge', name: 'Gamma Charge', anchor: 'hulk', members: ['hulk', 'iron-man', 'doctor-strange'] },
    { slug: 'metallic-chaos', name: 'Metallic Chaos', anchor: 'magneto', members: ['magneto', 'scarlet-witch'] },
  ],
  sections: [
    {
      key: 'yggdrasill-path.start',
      name: 'Start',
      map: 'yggdrasill-path',
      mapName: 'Yggdrasill Path',
      location: 'yggsgard',
      section: 'start',
      recommended: [
        { hero: 'hulk', side: 'atk' },
        { hero: 'luna-snow', side: 'def' },
      ],
    },
  ],
}
const heroes = new Set(data.roster.map((hero) => hero.slug))
const sections = new Set(data.sections.map((section) => section.key))

describe('parseLineup', () => {
  it('keeps known heroes in order and the section', () => {
    const { lineup, dropped } = parseLineup({ team: 'hulk,iron-man', vs: 'loki', map: 'yggdrasill-path.start' }, heroes, sections)
    expect(lineup).toEqual({ team: ['hulk', 'iron-man'], vs: ['loki'], map: 'yggdrasill-path.start' })
    expect(noneDropped(dropped)).toBe(true)
  })

  it('drops and names unknown slugs, repeats on either side, heroes past six and an unknown section', () => {
    const { lineup, dropped } = parseLineup(
      { team: ' Hulk ,nobody,hulk,iron-man,magneto,scarlet-witch,doctor-strange,luna-snow,loki', vs: 'hulk,hela,<script>', map: 'atlantis.gate' },
      heroes,
      sections,
    )
    expect(lineup.team).toEqual(['hulk', 'iron-man', 'magneto', 'scarlet-witch', 'doctor-strange', 'luna-snow'])
    expect(lineup.vs).toEqual(['hela'])
    expect(lineup.map).toBeNull()
    expect(dropped).toEqual({ unknown: ['nobody', '<script>'], repeated: ['hulk', 'hulk'], overflow: ['loki'], unknownMap: 'atlantis.gate' })
    expect(noneDropped(dropped)).toBe(false)
  })

  it('reads nothing from empty, missing or comma-only parameters', () => {
    expect(parseLineup({}, heroes, sections)).toEqual({ lineup: { team: [], vs: [], map: null }, dropped: { unknown: [], repeated: [], overflow: [], unknownMap: null } })
    expect(parseLineup({ team: ',,,', vs: '', map: '' }, heroes, sections).lineup).toEqual({ team: [], vs: [], map: null })
  })

  it('looks at a bounded number of entries, however long the address', () => {
    const { dropped } = parseLineup({ team: Array.from({ length: 5000 }, (_, index) => `x${index}`).join(',') }, heroes, sections)
    expect(dropped.unknown.length).toBeLessThanOrEqual(24)
  })
})

describe('lineupSearch', () => {
  it('writes the address with readable commas, and reads back the same lineup', () => {
    const lineup = { team: ['hulk', 'iron-man'], vs: ['loki'], map: 'yggdrasill-path.start' }
    const search = lineupSearch(lineup)
    expect(search).toBe('team=hulk,iron-man&vs=loki&map=yggdrasill-path.start')
    const query = new URLSearchParams(search)
    expect(parseLineup({ team: query.get('team'), vs: query.get('vs'), map: query.get('map') }, heroes, sections).lineup).toEqual(lineup)
  })

  it('leaves out empty parts', () => {
    expect(lineupSearch({ team: [], vs: [], map: null })).toBe('')
    expect(lineupSearch({ team: [], vs: ['loki'], map: null })).toBe('vs=loki')
  })
})

describe('analyseLineup', () => {
  it('activates a team-up only when every member is in our team', () => {
    const some = analyseLineup(data, { team: ['hulk', 'iron-man', 'magneto', 'scarlet-witch'], vs: ['doctor-strange'], map: null })
    expect(some.teamUps.map((teamUp) => teamUp.slug)).toEqual(['metallic-chaos'])
    const all = analyseLineup(data, { team: ['hulk', 'iron-man', 'doctor-strange'], vs: [], map: null })
    expect(all.teamUps.map((teamUp) => teamUp.slug)).toEqual(['gamma-charge'])
  })

  it('counts roles and names the missing ones only once the team has someone', () => {
    const analysis = analyseLineup(data, { team: ['hulk', 'magneto', 'iron-man'], vs: [], map: null })
    expect(analysis.roles).toEqual({ vanguard: 2, duelist: 1, strategist: 0 })
    expect(analysis.missingRoles).toEqual(['strategist'])
    expect(analyseLineup(data, { team: [], vs: ['hulk'], map: null }).missingRoles).toEqual([])
  })

  it('reads counters both ways, from either hero guide', () => {
    const analysis = analyseLineup(data, { team: ['hulk', 'scarlet-witch'], vs: ['loki', 'iron-man', 'hela'], map: null })
    expect(analysis.answers).toEqual([
      { enemy: 'loki', by: ['hulk'] },
      { enemy: 'iron-man', by: [] },
      { enemy: 'hela', by: ['scarlet-witch'] },
    ])
    expect(analysis.threats).toEqual([
      { hero: 'hulk', by: ['iron-man'] },
      { hero: 'scarlet-witch', by: [] },
    ])
  })

  it("marks the chosen section's recommended heroes that are in our team", () => {
    const analysis = analyseLineup(data, { team: ['hulk'], vs: [], map: 'yggdrasill-path.start' })
    expect(analysis.section?.name).toBe('Start')
    expect(analysis.recommended).toEqual([
      { hero: 'hulk', side: 'atk', inTeam: true },
      { hero: 'luna-snow', side: 'def', inTeam: false },
    ])
    expect(analyseLineup(data, { team: ['hulk'], vs: [], map: null }).recommended).toEqual([])
  })
})
