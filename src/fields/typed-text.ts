import { type Config, type Field, type Validate, validations } from 'payload'

/**
 * Payload's text checks measure a value's length but never ask whether it is text: a change summary sent to
 * /cms-api as an object was stored as "[object Object]", aliases sent as one string were stored as none. This
 * plugin puts a type check in front of every text, textarea and code field of the guide's collections and
 * globals (their own validate, or Payload's, runs after it), so such a value is a 400 naming the field.
 */

const TEXT_TYPES = new Set(['text', 'textarea', 'code'])

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value === 'boolean' ? 'true or false' : `a ${typeof value}`

/** The field's English label (a message to an API client, not to an editor in the admin). */
function labelOf(field: { name: string; label?: unknown }): string {
  if (typeof field.label === 'string') return field.label
  const english = field.label && typeof field.label === 'object' ? (field.label as { en?: unknown }).en : undefined
  if (typeof english === 'string') return english
  return field.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())
}

/** Why a value cannot be stored in a text field (one text, or a list of texts when `hasMany`); undefined when it can. */
export function textTypeProblem(value: unknown, { label, hasMany }: { label: string; hasMany: boolean }): string | undefined {
  if (value === undefined || value === null) return undefined
  if (hasMany) {
    if (!Array.isArray(value)) return `${label} must be a list of texts, not ${kindOf(value)}.`
    const wrong = value.findIndex((item) => typeof item !== 'string')
    return wrong === -1 ? undefined : `${label} must be a list of texts; item ${wrong + 1} is ${kindOf(value[wrong])}.`
  }
  return typeof value === 'string' ? undefined : `${label} must be text, not ${kindOf(value)}.`
}

function typed(field: Field): Field {
  if ('virtual' in field && field.virtual) return field
  if (TEXT_TYPES.has(field.type) && 'name' in field) {
    const own = (field as { validate?: Validate }).validate
    const builtIn = validations[field.type as 'text' | 'textarea' | 'code'] as Validate
    const label = labelOf(field as { name: string; label?: unknown })
    const hasMany = field.type === 'text' && Boolean((field as { hasMany?: boolean }).hasMany)
    const validate: Validate = (value, options) => textTypeProblem(value, { label, hasMany }) ?? (own ?? builtIn)(value, options)
    return { ...field, validate } as Field
  }
  if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: field.fields.map(typed) } as Field
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(typed) })) }
  if (field.type === 'blocks') {
    return { ...field, blocks: field.blocks.map((block) => (typeof block === 'object' ? { ...block, fields: block.fields.map(typed) } : block)) }
  }
  return field
}

/** The Payload plugin: every text-like field of every collection and global checks its value's type first. */
export function textFieldsTakeText(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({ ...collection, fields: collection.fields.map(typed) })),
    globals: config.globals?.map((global) => ({ ...global, fields: global.fields.map(typed) })),
  }
}
