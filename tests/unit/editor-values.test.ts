/**
 * Issue 43, finding 5: the rules behind values editors may store. The same rules answered over /cms-api are in
 * tests/int/editor-values.int.test.ts.
 */
import type { CollectionConfig, Field, Validate } from 'payload'
import { describe, expect, it } from 'vitest'

import { textFieldsTakeText, textTypeProblem } from '@/fields/typed-text'
import { GAME_LAUNCH_DAY, PATCH_DAYS_AHEAD, patchDateProblem } from '@/rules/patch-changes'
import { isWebLink, webLinkProblem } from '@/rules/web-link'
import { SEASON_DATES } from '@/seed/facts'

describe('text fields take text', () => {
  it('names the field and what came instead', () => {
    expect(textTypeProblem({ text: 'x' }, { label: 'Summary', hasMany: false })).toBe('Summary must be text, not an object.')
    expect(textTypeProblem(['a'], { label: 'Summary', hasMany: false })).toBe('Summary must be text, not a list.')
    expect(textTypeProblem(5, { label: 'Summary', hasMany: false })).toBe('Summary must be text, not a number.')
    expect(textTypeProblem('the crane', { label: 'Aliases', hasMany: true })).toBe('Aliases must be a list of texts, not a string.')
    expect(textTypeProblem(['ok', {}], { label: 'Aliases', hasMany: true })).toBe('Aliases must be a list of texts; item 2 is an object.')
  })

  it('lets text, lists of texts and empty values through to the field’s own checks', () => {
    expect(textTypeProblem('More armour.', { label: 'Summary', hasMany: false })).toBeUndefined()
    expect(textTypeProblem(['a', 'b'], { label: 'Aliases', hasMany: true })).toBeUndefined()
    for (const empty of [undefined, null]) expect(textTypeProblem(empty, { label: 'Summary', hasMany: false })).toBeUndefined()
  })

  it('the plugin reaches text fields in arrays, tabs, rows and blocks, and keeps each field’s own validate after it', () => {
    const own: Validate = (value) => (value === 'refused by its own rule' ? 'own rule' : true)
    const collection: CollectionConfig = {
      slug: 'things',
      fields: [
        { name: 'changes', type: 'array', fields: [{ type: 'row', fields: [{ name: 'summary', type: 'text', validate: own }] }] },
        { type: 'tabs', tabs: [{ label: 'One', fields: [{ name: 'notes', type: 'textarea' }] }] },
        { name: 'layout', type: 'blocks', blocks: [{ slug: 'quote', fields: [{ name: 'aliases', type: 'text', hasMany: true }] }] },
      ],
    }
    const [changes, tabs, layout] = textFieldsTakeText({ collections: [collection] } as never).collections![0].fields as Field[]
    const summary = ((changes as { fields: { fields: Field[] }[] }).fields[0].fields[0] as { validate: Validate }).validate
    const notes = ((tabs as { tabs: { fields: Field[] }[] }).tabs[0].fields[0] as { validate: Validate }).validate
    const aliases = ((layout as { blocks: { fields: Field[] }[] }).blocks[0].fields[0] as { validate: Validate }).validate
    const options = { req: { payload: { config: {} }, t: (key: string) => key } } as never
    expect(summary({ a: 1 }, options)).toBe('Summary must be text, not an object.')
    expect(summary('refused by its own rule', options)).toBe('own rule')
    expect(summary('fine', options)).toBe(true)
    expect(notes(['x'], options)).toBe('Notes must be text, not a list.')
    expect(notes('fine', options)).toBe(true)
    expect(aliases('x', { ...(options as object), hasMany: true } as never)).toBe('Aliases must be a list of texts, not a string.')
    expect(aliases(['x'], { ...(options as object), hasMany: true } as never)).toBe(true)
  })
})

describe('a patch’s release date', () => {
  const now = new Date('2026-06-15T10:00:00.000Z')

  it('runs from the game’s launch to a year ahead', () => {
    expect(patchDateProblem(`${GAME_LAUNCH_DAY}T00:00:00.000Z`, now)).toBeUndefined()
    expect(patchDateProblem('2026-06-15T12:00:00.000Z', now)).toBeUndefined()
    expect(patchDateProblem(new Date(now.getTime() + (PATCH_DAYS_AHEAD - 1) * 86_400_000).toISOString(), now)).toBeUndefined()
    expect(patchDateProblem('9999-12-31T00:00:00.000Z', now)).toMatch(/at most a year ahead \(by 2027-06-16\)/)
    expect(patchDateProblem('2024-12-05T23:00:00.000Z', now)).toMatch(/before the game's launch on 2024-12-06/)
    expect(patchDateProblem('not a date', now)).toBe('The release date is not a date.')
    expect(patchDateProblem(undefined, now)).toBeUndefined()
  })

  it('the launch day is the seed’s first season, and every seeded patch is in range', () => {
    expect(SEASON_DATES.launch).toBe(GAME_LAUNCH_DAY)
    for (const day of Object.values(SEASON_DATES)) expect(patchDateProblem(`${day}T12:00:00.000Z`, now), day).toBeUndefined()
  })
})

describe('links visitors follow', () => {
  it('are http(s) addresses with a host', () => {
    for (const link of ['https://social.example/@someone', 'http://social.example', ' https://social.example/x ']) expect(isWebLink(link), link).toBe(true)
    for (const link of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'social.example/@x', '//social.example', 'https://', 5, null]) {
      expect(isWebLink(link), String(link)).toBe(false)
    }
  })

  it('the field allows empty and says what to write otherwise', () => {
    expect(webLinkProblem('')).toBeUndefined()
    expect(webLinkProblem(null)).toBeUndefined()
    expect(webLinkProblem('javascript:alert(1)')).toBe('Use a web address that starts with https:// (or http://).')
  })
})
