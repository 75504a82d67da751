import { describe, expect, it } from 'vitest'

import { aToZ } from '@/rules/a-to-z'

describe('names A to Z', () => {
  it('orders ignoring case, as the roster and the maps list read', () => {
    expect(['thor', 'Adam Warlock', 'black panther', 'Blade'].sort(aToZ)).toEqual(['Adam Warlock', 'black panther', 'Blade', 'thor'])
    expect(aToZ('Hulk', 'hulk')).toBe(0)
  })

  it('orders ISO dates oldest first, so a reversed call lists newest first', () => {
    expect(['2025-01-10', '2024-12-06', '2025-04-17'].sort(aToZ)).toEqual(['2024-12-06', '2025-01-10', '2025-04-17'])
    expect(aToZ('2025-04-17', '2024-12-06')).toBeGreaterThan(0)
  })
})
