/**
 * Issue 43, finding 5: a CSV export must not hand a spreadsheet a formula (src/maps/row-file.ts), and the
 * import must read the guide's own export back as it was.
 */
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import { checkMarkerRecords, formatMarkerFile, parseMarkerFile } from '@/maps/marker-import'
import { unescapeFormula } from '@/maps/row-file'
import { formatCalloutFile, parseCalloutFile, readCalloutRecords } from '@/maps/shape-import'

const ICONS = [{ id: 1, slug: 'health-pack', name: 'Health pack' }]
const FORMULA_LIKE = ['=1+1', '=HYPERLINK("https://evil.example","Click")', '+1 armour', '-20 health', '@everyone', '\tTabbed', '\rReturned']

describe('the CSV export neutralises formulas', () => {
  it('puts an apostrophe before a text cell that starts with = + - @, a tab or a carriage return', () => {
    const rows = FORMULA_LIKE.map((description) => ({ icon: 'health-pack', lat: 1, lng: 2, description, hero: '' }))
    const cells = parseWithoutUnescaping(formatMarkerFile('csv', rows)).map((row) => row[3])
    expect(cells).toEqual(FORMULA_LIKE.map((description) => `'${description}`))
  })

  it('leaves numbers alone, so a negative lat stays a number another tool can read', () => {
    const csv = formatMarkerFile('csv', [{ icon: 'health-pack', lat: -120.5, lng: -3, description: 'Low ground', hero: '' }])
    expect(csv.split('\n')[1]).toBe('health-pack,-120.5,-3,Low ground,')
  })

  it('escapes a text that already starts with apostrophes before such a character once more, so nothing is lost', () => {
    const csv = formatMarkerFile('csv', [{ icon: 'health-pack', lat: 0, lng: 0, description: "''=x", hero: '' }])
    expect(parseWithoutUnescaping(csv)[0][3]).toBe("'''=x")
    expect(unescapeFormula("'''=x")).toBe("''=x")
    expect(unescapeFormula("'quoted, not a formula")).toBe("'quoted, not a formula")
  })
})

describe('an export reads back as it was written', () => {
  it('markers', () => {
    const descriptions = [...FORMULA_LIKE.filter((text) => text.trim() === text), "'=already", "'plain apostrophe", 'Plain words']
    const rows = descriptions.map((description, index) => ({ icon: 'health-pack', lat: -(index + 1), lng: index, description, hero: '' }))
    const parsed = parseMarkerFile('csv', formatMarkerFile('csv', rows))
    expect(parsed.problems).toEqual([])
    const checked = checkMarkerRecords(parsed.records, ICONS)
    expect(checked.problems).toEqual([])
    expect(checked.rows.map((row) => row.description)).toEqual(descriptions)
    expect(checked.rows.map((row) => row.lat)).toEqual(rows.map((row) => row.lat))
  })

  it('callouts, whose aliases share one cell', () => {
    const callout = { slug: 'crane', name: '=Crane', aliases: ['-the hook', 'crane top'], description: '@ the top', labelLat: 1, labelLng: -2, labelComputed: false, polygon: null }
    const csv = formatCalloutFile('csv', [callout])
    const parsed = parseCalloutFile('csv', csv)
    const read = readCalloutRecords(parsed.records)
    expect(read.problems).toEqual([])
    expect(read.rows[0]).toMatchObject({ slug: 'crane', name: '=Crane', aliases: ['-the hook', 'crane top'], description: '@ the top' })
  })
})

/** The cells as a spreadsheet would see them: CSV rows after the header, without the import's unescaping. */
const parseWithoutUnescaping = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.slice(1)
