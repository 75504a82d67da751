/**
 * The guide's word mark is drawn twice: as the nav's file (logo.svg) and inline as the home page's large one
 * (Logo.tsx says why). Both must draw the same thing.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Logo } from '@/components/shell/Logo'

/** The drawing inside the outer <svg>, with elements written one way (`<x ...></x>`, not `<x .../>`). */
const drawing = (svg: string) =>
  svg
    .replace(/^\s*<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<(\w+)([^>]*?)\/>/g, '<$1$2></$1>')

describe('the word mark', () => {
  it('draws the same in the nav’s file as inline on the home page', () => {
    const file = readFileSync(path.resolve(__dirname, '../../src/components/shell/logo.svg'), 'utf8')
    const inline = renderToStaticMarkup(Logo({ size: 'large' }))
    expect(drawing(inline)).toContain('HERO SHOOTER')
    expect(drawing(inline)).toBe(drawing(file))
  })
})
