import { describe, expect, it } from 'vitest'

import { ROUTE_CASING_COLOUR, ROUTE_STYLES } from '@/components/map-viewer/route-styles'
import { ROUTE_KINDS } from '@/maps/routes'
import { MODE_COLOURS } from '@/site/palette'

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe('route styles', () => {
  it('give every kind its own dash pattern, so kinds differ by more than colour', () => {
    const dashes = ROUTE_KINDS.map((kind) => ROUTE_STYLES[kind].dashArray ?? 'solid')
    expect(new Set(dashes).size).toBe(ROUTE_KINDS.length)
  })

  it('give every kind its own colour, none of them a mode’s colour the plans paint their lane in', () => {
    const colours = ROUTE_KINDS.map((kind) => ROUTE_STYLES[kind].color.toLowerCase())
    expect(new Set(colours).size).toBe(ROUTE_KINDS.length)
    for (const colour of colours) expect(Object.values(MODE_COLOURS).map((mode) => mode.toLowerCase())).not.toContain(colour)
  })

  it('read against their dark casing and the plans’ floor and buildings (3:1 for graphics)', () => {
    for (const kind of ROUTE_KINDS) {
      for (const ground of [ROUTE_CASING_COLOUR, '#141924', '#2a3140']) expect(contrast(ROUTE_STYLES[kind].color, ground), `${kind} on ${ground}`).toBeGreaterThanOrEqual(3)
    }
  })
})
