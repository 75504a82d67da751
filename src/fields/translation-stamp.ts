import type { CollectionBeforeChangeHook, CollectionConfig, DateField, Field } from 'payload'

import { adminWords } from '@/i18n/admin-words'

/**
 * When a guide document's text was last saved in each language (issue 45: stale translations). One localized
 * date: in English it is when the English reader-facing text last CHANGED (a save that changes none of it leaves
 * it), in Spanish and Portuguese when that language's text was last saved. `src/rules/translation-status.ts`
 * compares the two. Set only by the hook below, never by what a form or a request sends.
 */
const TEXT_SAVED_AT = 'textSavedAt'

const field: DateField = {
  name: TEXT_SAVED_AT,
  label: adminWords('shared.fields.textSaved'),
  type: 'date',
  localized: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime' },
    description: adminWords('shared.descriptions.textSaved'),
  },
}

/** The seed's fixed stamp (`req.context`), so a fresh install says the same dates every time. */
type TextStampContext = { textSavedAt?: string }

/** Only the localized values of `value` under `fields`, in their places: the reader-facing text of a document. */
function textOf(fields: readonly Field[], value: unknown): unknown {
  if (!value || typeof value !== 'object') return null
  const doc = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const item of fields) {
    if ('name' in item && item.name === TEXT_SAVED_AT) continue
    if (item.type === 'row' || item.type === 'collapsible') {
      Object.assign(out, textOf(item.fields, doc))
    } else if (item.type === 'tabs') {
      for (const tab of item.tabs) Object.assign(out, 'name' in tab && tab.name ? { [tab.name]: textOf(tab.fields, doc[tab.name]) } : textOf(tab.fields, doc))
    } else if ('name' in item && 'localized' in item && item.localized) {
      out[item.name] = doc[item.name] ?? null
    } else if (item.type === 'array' && Array.isArray(doc[item.name])) {
      const fields = item.fields
      out[item.name] = (doc[item.name] as unknown[]).map((row) => textOf(fields, row))
    } else if (item.type === 'group' && 'name' in item) {
      out[item.name] = textOf(item.fields, doc[item.name])
    }
  }
  return out
}

/** Whether any reader-facing text is there at all (an empty translation is no translation). */
function hasText(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false
  if (Array.isArray(value)) return value.some(hasText)
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).some(hasText)
  return true
}

const stampText =
  (fields: readonly Field[]): CollectionBeforeChangeHook =>
  ({ data, originalDoc, operation, req, context }) => {
    const localization = req.payload.config.localization
    if (!localization) return data
    // A write of every locale at once (`locale: 'all'`) says nothing about one language's text.
    const language = typeof req.locale === 'string' ? req.locale : localization.defaultLocale
    if (!localization.localeCodes.includes(language)) return data
    const previous = (originalDoc as Record<string, unknown> | undefined)?.[TEXT_SAVED_AT] ?? null
    const next = { ...(originalDoc ?? {}), ...data }
    const now = (context as TextStampContext).textSavedAt ?? new Date().toISOString()
    const text = textOf(fields, next)
    let stamp = previous
    if (language === localization.defaultLocale) {
      // English: only a change of the English text moves the date the translations are measured against.
      const changed = operation === 'create' || JSON.stringify(text) !== JSON.stringify(textOf(fields, originalDoc))
      if (changed && hasText(text)) stamp = now
    } else if (hasText(text)) {
      stamp = now
    }
    return { ...data, [TEXT_SAVED_AT]: stamp }
  }

/** A guide collection whose translations can fall behind: the stamp field and the hook that keeps it. */
export function withTextStamp(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    fields: [...collection.fields, field],
    hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), stampText(collection.fields)] },
  }
}
