/**
 * The admin in the editor's language (issue 45): every name an editor meets in our collections and globals (the
 * collection's or global's name, its group, each visible field's label and description, select options, array
 * rows, tabs) is a text per admin language from the `Admin` catalogue, never a plain English string.
 */
import type { CollectionConfig, Field, GlobalConfig, Tab } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections } from '@/collections'
import { globals } from '@/globals'
import { adminOptions, adminWords } from '@/i18n/admin-words'
import { CLIENT_NAMESPACES } from '@/i18n/client-messages'

const ADMIN_LANGUAGES = ['en', 'es', 'pt'] as const

/** Why `value` is not a text in every admin language; undefined when it is. */
function notTranslated(value: unknown): string | undefined {
  if (typeof value === 'string') return `English only: "${value}"`
  if (!value || typeof value !== 'object') return `none (${String(value)})`
  const texts = value as Record<string, unknown>
  for (const language of ADMIN_LANGUAGES) {
    const text = texts[language]
    if (typeof text !== 'string' || !text.trim()) return `no ${language} text`
    if (/\{\w+\}/.test(text)) return `an unfilled placeholder in ${language}: "${text}"`
  }
  return undefined
}

type Problem = string

/** The descriptions an editor reads: a static one must be translated; a function picks its own words. */
function checkDescription(description: unknown, where: string, problems: Problem[]) {
  if (description === undefined || typeof description === 'function') return
  const problem = notTranslated(description)
  if (problem) problems.push(`${where} description: ${problem}`)
}

function isHidden(field: Field): boolean {
  return Boolean(('hidden' in field && field.hidden) || (field.admin && 'hidden' in field.admin && field.admin.hidden === true))
}

function checkFields(fields: readonly Field[], where: string, problems: Problem[]) {
  fields.forEach((field, index) => {
    const at = 'name' in field && field.name ? `${where}.${field.name}` : `${where}[${index}:${field.type}]`
    if (isHidden(field)) return
    if ('name' in field && field.name) {
      const problem = notTranslated('label' in field ? field.label : undefined)
      if (problem) problems.push(`${at} label: ${problem}`)
    }
    checkDescription((field.admin as { description?: unknown } | undefined)?.description, at, problems)
    if ((field.type === 'select' || field.type === 'radio') && field.options) {
      for (const option of field.options) {
        const problem = typeof option === 'string' ? `English only: "${option}"` : notTranslated(option.label)
        if (problem) problems.push(`${at} option ${typeof option === 'string' ? option : option.value}: ${problem}`)
      }
    }
    if (field.type === 'array' || field.type === 'blocks') {
      // Payload names an array's rows from the field's name otherwise ("Add Glossary").
      for (const which of ['singular', 'plural'] as const) {
        const problem = notTranslated(field.labels?.[which])
        if (problem) problems.push(`${at} ${which} row label: ${problem}`)
      }
    }
    if (field.type === 'blocks') {
      for (const block of field.blocks) {
        for (const which of ['singular', 'plural'] as const) {
          const problem = notTranslated(block.labels?.[which])
          if (problem) problems.push(`${at} block ${block.slug} ${which}: ${problem}`)
        }
        checkFields(block.fields, `${at}.${block.slug}`, problems)
      }
    }
    if (field.type === 'collapsible') {
      const problem = typeof field.label === 'function' ? undefined : notTranslated(field.label)
      if (problem) problems.push(`${at} label: ${problem}`)
    }
    if (field.type === 'tabs') {
      field.tabs.forEach((tab: Tab, tabIndex) => {
        const tabAt = `${at}.${'name' in tab && tab.name ? tab.name : `tab${tabIndex}`}`
        const problem = typeof tab.label === 'function' ? undefined : notTranslated(tab.label)
        if (problem) problems.push(`${tabAt} tab label: ${problem}`)
        checkDescription(tab.description, tabAt, problems)
        checkFields(tab.fields, tabAt, problems)
      })
    }
    if ('fields' in field && Array.isArray(field.fields)) checkFields(field.fields, at, problems)
  })
}

function collectionProblems(collection: CollectionConfig): Problem[] {
  const problems: Problem[] = []
  for (const which of ['singular', 'plural'] as const) {
    const problem = notTranslated(collection.labels?.[which])
    if (problem) problems.push(`${collection.slug} ${which}: ${problem}`)
  }
  const group = notTranslated(collection.admin?.group)
  if (group) problems.push(`${collection.slug} group: ${group}`)
  checkDescription(collection.admin?.description, collection.slug, problems)
  checkFields(collection.fields, collection.slug, problems)
  return problems
}

function globalProblems(global: GlobalConfig): Problem[] {
  const problems: Problem[] = []
  const label = notTranslated(global.label)
  if (label) problems.push(`${global.slug} label: ${label}`)
  const group = notTranslated(global.admin?.group)
  if (group) problems.push(`${global.slug} group: ${group}`)
  checkDescription(global.admin?.description, global.slug, problems)
  checkFields(global.fields, global.slug, problems)
  return problems
}

describe('the admin in the editor’s language', () => {
  it.each(collections.map((collection) => [collection.slug, collection] as const))('collection %s names everything in every admin language', (_slug, collection) => {
    expect(collectionProblems(collection)).toEqual([])
  })

  it.each(globals.map((global) => [global.slug, global] as const))('global %s names everything in every admin language', (_slug, global) => {
    expect(globalProblems(global)).toEqual([])
  })

  it('catches an English-only label, a missing one, an English description, option or tab', () => {
    const broken: CollectionConfig = {
      slug: 'broken',
      labels: { singular: adminWords('heroes.singular'), plural: 'Broken things' },
      fields: [
        { name: 'plain', label: 'Plain', type: 'text' },
        { name: 'unnamed', type: 'text' },
        { name: 'hiddenOne', type: 'text', admin: { hidden: true } },
        { name: 'said', label: adminWords('shared.fields.name'), type: 'text', admin: { description: 'In English' } },
        { type: 'row', fields: [{ name: 'pick', label: adminWords('shared.fields.role'), type: 'select', options: [{ label: 'One', value: 'one' }] }] },
        { type: 'tabs', tabs: [{ label: 'Tab', fields: [{ name: 'deep', label: { en: 'Deep', es: '' }, type: 'text' }] }] },
      ],
    }
    expect(collectionProblems(broken)).toEqual([
      'broken plural: English only: "Broken things"',
      'broken group: none (undefined)',
      'broken.plain label: English only: "Plain"',
      'broken.unnamed label: none (undefined)',
      'broken.said description: English only: "In English"',
      'broken[4:row].pick option one: English only: "One"',
      'broken[5:tabs].tab0 tab label: English only: "Tab"',
      'broken[5:tabs].tab0.deep label: no es text',
    ])
  })

  it('reads each language’s catalogue, Payload’s pt from pt-BR, and fills placeholders', () => {
    expect(adminWords('heroes.fields.nickname')).toEqual({ en: 'Nickname', es: 'Apodo', pt: 'Apelido' })
    expect(adminWords('groups.heroes')).toEqual({ en: 'Heroes', es: 'Héroes', pt: 'Heróis' })
    expect(adminWords('home.descriptions.taglines', { max: 35 }).es).toBe('Frases célebres de los héroes; la página de inicio las va rotando (hasta 35).')
    expect(adminOptions('shared.options.role', ['vanguard'])).toEqual([{ value: 'vanguard', label: { en: 'Vanguard', es: 'Vanguardia', pt: 'Vanguarda' } }])
  })

  it('never sends the admin’s words with a page', () => {
    expect(CLIENT_NAMESPACES).not.toContain('Admin')
  })
})
