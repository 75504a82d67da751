import { describe, expect, it } from 'vitest'

import { excerptFromHtml } from '@/rules/news-excerpt'

describe('excerptFromHtml', () => {
  it('keeps short text whole, without tags and with entities decoded', () => {
    expect(excerptFromHtml('<p>Season <strong>2</strong> &amp; more</p><p>Soon.</p>', 100)).toBe('Season 2 & more Soon.')
  })

  it('cuts long text at a word boundary and marks the cut', () => {
    const text = excerptFromHtml(`<p>${'word '.repeat(100)}</p>`, 50)
    expect(text.length).toBeLessThanOrEqual(50)
    expect(text.endsWith('word…')).toBe(true)
  })
})
