/**
 * A first look at the `where` of a /cms-api request (src/api/cms-request.ts), before Payload turns it into SQL.
 * Payload checks that each path names a field, but not that the operator fits the field: `near` on a slug or
 * `like` on a date reaches PostgreSQL as broken SQL, or fails inside the adapter, and Payload answers 500.
 * Here each condition is resolved to the field it names (through groups, arrays, blocks and relationships)
 * and checked against the operators that field's type answers on PostgreSQL. Paths that name no field are
 * left to Payload, whose own answer to them is a 400.
 */
import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

/** Every field type answers these. */
const BASE = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const RANGE = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT = ['like', 'not_like', 'contains']
const GEO = ['near', 'within', 'intersects']

/** The operators a field of each type answers here; a type missing from the table answers BASE. */
const OPERATORS: Record<string, string[]> = {
  text: [...BASE, ...RANGE, ...TEXT],
  textarea: [...BASE, ...RANGE, ...TEXT],
  email: [...BASE, ...RANGE, ...TEXT],
  code: [...BASE, ...RANGE, ...TEXT],
  json: [...BASE, ...RANGE, ...TEXT],
  number: [...BASE, ...RANGE],
  date: [...BASE, ...RANGE],
  point: [...BASE, ...RANGE, ...GEO],
  // Payload's "all" is MongoDB's; the PostgreSQL adapter has no SQL for it.
}

/** Operators whose value must be one string (the adapter wraps it in %…%). */
const SCALAR_ONLY = new Set(TEXT)

const LOGICAL = /^(and|or)$/i

type Lookup = (slug: string) => SanitizedCollectionConfig | undefined

/** What a path names: a field (with how it was reached), or nothing this check knows. */
type Resolved = { type: string; hasMany: boolean; label: string } | undefined

const findField = (fields: FlattenedField[], name: string) => fields.find((field) => field.name === name)

function resolvePath(collection: SanitizedCollectionConfig, path: string, lookup: Lookup): Resolved {
  const segments = path.split('.')
  let fields: FlattenedField[] | undefined = collection.flattenedFields
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i]
    const last = i === segments.length - 1
    if (!fields) return undefined
    if (name === 'id' && !findField(fields, 'id')) return last ? { type: 'number', hasMany: false, label: 'the id' } : undefined
    const field = findField(fields, name)
    if (!field) return undefined
    const hasMany = 'hasMany' in field && Boolean(field.hasMany)
    const label = `\`${segments.slice(0, i + 1).join('.')}\` (a ${field.type} field)`
    if (field.type === 'relationship' || field.type === 'upload') {
      if (Array.isArray(field.relationTo)) {
        // A relationship to several collections is queried by its parts, as the admin does.
        if (last) return { type: 'polymorphic', hasMany, label }
        const part = segments[i + 1]
        if (i + 2 !== segments.length) return undefined
        if (part === 'value') return { type: 'relationship', hasMany, label: `\`${path}\` (an id)` }
        if (part === 'relationTo') return { type: 'select', hasMany: false, label: `\`${path}\` (a collection name)` }
        return undefined
      }
      if (last) return { type: field.type, hasMany, label }
      fields = lookup(field.relationTo)?.flattenedFields
      const target = lookup(field.relationTo)
      if (target && segments[i + 1] === 'id' && i + 2 === segments.length) return { type: 'number', hasMany: false, label: `\`${path}\` (an id)` }
      continue
    }
    if (last) return { type: field.type, hasMany, label }
    if (field.type === 'group' || field.type === 'array' || field.type === 'tab') {
      fields = field.flattenedFields
      continue
    }
    if (field.type === 'blocks') {
      fields = (field.blocks ?? []).flatMap((block) => block.flattenedFields)
      continue
    }
    return undefined
  }
  return undefined
}

function checkCondition(collection: SanitizedCollectionConfig, path: string, condition: unknown, lookup: Lookup): string | undefined {
  if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return undefined // Payload's own answer
  const operators = Object.keys(condition)
  if (operators.includes('all')) return `The operator \`all\` is not supported by this database (on \`${path}\`).`
  const field = resolvePath(collection, path, lookup)
  for (const operator of operators) {
    const value = (condition as Record<string, unknown>)[operator]
    if (GEO.includes(operator) && field?.type !== 'point') {
      return `The operator \`${operator}\` only works on point fields; ${field ? field.label : `\`${path}\``} is not one.`
    }
    if (!field) continue
    if (field.type === 'polymorphic') {
      return `${field.label} points at several collections: query \`${path}.value\` (an id) and \`${path}.relationTo\` (a collection) instead.`
    }
    const allowed = field.hasMany && ['relationship', 'upload', 'text', 'number', 'select'].includes(field.type) ? [...(OPERATORS[field.type] ?? BASE), 'contains'] : (OPERATORS[field.type] ?? BASE)
    if (!allowed.includes(operator)) {
      return `The operator \`${operator}\` does not work on ${field.label}; it takes ${allowed.map((op) => `\`${op}\``).join(', ')}.`
    }
    if (SCALAR_ONLY.has(operator) && typeof value !== 'string') {
      return `The operator \`${operator}\` on ${field.label} takes one text value, not a list or an object.`
    }
  }
  return undefined
}

/** The first problem in a parsed `where`, walking nested and/or; undefined when Payload may have it. */
export function whereProblem(collection: SanitizedCollectionConfig, where: unknown, lookup: Lookup, depth = 0): string | undefined {
  if (!where || typeof where !== 'object' || depth > 64) return undefined
  for (const [key, value] of Object.entries(where)) {
    if (LOGICAL.test(key)) {
      const branches = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []
      for (const branch of branches) {
        const problem = whereProblem(collection, branch, lookup, depth + 1)
        if (problem) return problem
      }
      continue
    }
    const problem = checkCondition(collection, key, value, lookup)
    if (problem) return problem
  }
  return undefined
}
