import { type Config, type Field, type Validate, validations } from 'payload'

import { adminMessage, type AdminMessageKey } from '@/i18n/admin-words'

/**
 * Payload's text checks measure a value's length but never ask whether it is text: a change summary sent to
 * /cms-api as an object was stored as "[object Object]", aliases sent as one string were stored as none. This
 * plugin puts a type check in front of every text, textarea and code field of the guide's collections and
 * globals (their own validate, or Payload's, runs after it), so such a value is a 400 naming the field.
 */

const TEXT_TYPES = new Set(['text', 'textarea', 'code'])

type Request = { t?: unknown; i18n?: { language?: string } } | null | undefined

/** What a value is, in the request's language ("an object"). */
function kindOf(value: unknown, req: Request): string {
  if (Array.isArray(value)) return adminMessage(req, 'kinds.list')
  if (typeof value === 'object') return adminMessage(req, 'kinds.object')
  if (typeof value === 'boolean') return adminMessage(req, 'kinds.boolean')
  if (typeof value === 'number') return adminMessage(req, 'kinds.number')
  if (typeof value === 'string') return adminMessage(req, 'kinds.string')
  return adminMessage(req, 'kinds.other', { type: typeof value })
}

/** A field's label: one text, or one per admin language (`{ en, es, pt }`). */
type Label = string | Record<string, string>

/** The field's label as given (its words per admin language), or its name in words as Payload shows it. */
function labelOf(field: { name: string; label?: unknown }): Label {
  if (typeof field.label === 'string') return field.label
  if (field.label && typeof field.label === 'object' && typeof (field.label as { en?: unknown }).en === 'string') return field.label as Record<string, string>
  return field.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())
}

/** The label in the request's admin language; English (an API client's, or without a request) otherwise. */
function labelIn(label: Label, req: Request): string {
  if (typeof label === 'string') return label
  const language = req?.i18n?.language
  return (language && label[language]) || label.en
}

/**
 * Why a value cannot be stored in a text field (one text, or a list of texts when `hasMany`); undefined when it
 * can. In the request's language (the field's label too); in English without one.
 */
export function textTypeProblem(value: unknown, { label, hasMany }: { label: Label; hasMany: boolean }, req?: Request): string | undefined {
  if (value === undefined || value === null) return undefined
  const say = (key: AdminMessageKey, values: Record<string, string | number>) => adminMessage(req, key, { label: labelIn(label, req), ...values })
  if (hasMany) {
    if (!Array.isArray(value)) return say('notTextList', { kind: kindOf(value, req) })
    const wrong = value.findIndex((item) => typeof item !== 'string')
    return wrong === -1 ? undefined : say('notTextItem', { item: wrong + 1, kind: kindOf(value[wrong], req) })
  }
  return typeof value === 'string' ? undefined : say('notText', { kind: kindOf(value, req) })
}

function typed(field: Field): Field {
  if ('virtual' in field && field.virtual) return field
  if (TEXT_TYPES.has(field.type) && 'name' in field) {
    const own = (field as { validate?: Validate }).validate
    const builtIn = validations[field.type as 'text' | 'textarea' | 'code'] as Validate
    const label = labelOf(field as { name: string; label?: unknown })
    const hasMany = field.type === 'text' && Boolean((field as { hasMany?: boolean }).hasMany)
    const validate: Validate = (value, options) => textTypeProblem(value, { label, hasMany }, options?.req) ?? (own ?? builtIn)(value, options)
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
