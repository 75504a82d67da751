import { describe, expect, it } from 'vitest'

import { SEARCH } from '@/contract/limits'
import { parseSearchQuery, prefixQuery } from '@/rules/search-query'

describe('parseSearchQuery', () => {
  it('trims and folds spaces, and prepares a prefix query of every word', () => {
    expect(parseSearchQuery('  Luna   sn ')).toEqual({ ok: true, text: 'Luna sn', prefix: 'luna:* & sn:*' })
  })

  it('refuses empty, oversized and control-character queries with a message', () => {
    for (const bad of [null, undefined, '', '   ', 'x'.repeat(SEARCH.maxQueryChars + 1), 'a\u0000b', 'a\nb', 'a\tb', 'a\u0085b', 'a\u007fb']) {
      const parsed = parseSearchQuery(bad)
      expect(parsed.ok, JSON.stringify(bad)).toBe(false)
      if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(10)
    }
    expect(parseSearchQuery('x'.repeat(SEARCH.maxQueryChars)).ok).toBe(true)
    // Counted in characters, not UTF-16 units: 100 emoji are 100 characters.
    expect(parseSearchQuery('🦝'.repeat(SEARCH.maxQueryChars)).ok).toBe(true)
  })

  it('keeps only letters and digits in the prefix query, so to_tsquery can never fail on syntax', () => {
    expect(prefixQuery(`Dr. Strange's "mirror" | !& (ult):*`)).toBe('dr:* & strange:* & s:* & mirror:* & ult:*')
    expect(prefixQuery('Côte 2099')).toBe('côte:* & 2099:*')
    expect(prefixQuery('!!! ...')).toBeNull()
    expect(parseSearchQuery('!!!')).toEqual({ ok: true, text: '!!!', prefix: null })
  })
})
