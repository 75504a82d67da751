/**
 * What a /cms-api query may reach (src/api/cms-rest.ts). A `where` or `sort` path can follow a relationship into
 * another collection (`author.name` on news reads the users collection), and a filter or an order answers
 * questions about every row it touches, also rows and fields the caller may not read:
 * `where[author.sessions.id][like]=ab` told anyone whether a signed-in user's session id starts with "ab".
 *
 * So each path is followed field by field, and refused when it
 * - crosses into a collection the caller may not read at all;
 * - sorts by a collection the caller may read only in part (its read rule for the caller is a filter: only
 *   published entries, only their own account). A filter across such a hop is fine: Payload adds the related
 *   collection's rule to the same condition (payload: validateSearchParams), so it only matches documents the
 *   caller may read; an order has no such condition, and where a row sorts tells what it is related to;
 * - names a hidden field or a field with a read rule of its own (Payload's auth fields: hash, salt, sessions,
 *   reset tokens, login attempts …), which decide document by document, so no filter or order may use them.
 * Unknown paths are left to Payload, whose answer to them is a 400.
 */
import type { FlattenedField } from 'payload'

/** The fields a query's paths start from, and the collection they belong to (for the messages). */
export type FieldScope = { fields: FlattenedField[]; label: string }

export type Reads = 'all' | 'some' | 'none'

/** A path filters (`where`) or orders (`sort`). */
export type PathUse = 'where' | 'sort'

export type ReachLookup = {
  /** The fields of a collection, or undefined for an unknown slug. */
  fields: (slug: string) => FlattenedField[] | undefined
  /** The fields of a reusable block (blockReferences), if any. */
  block: (slug: string) => FlattenedField[] | undefined
  /** How much of a collection the caller may read: every document, some (a filter), or none. */
  reads: (slug: string) => Promise<Reads>
}

const findField = (fields: FlattenedField[], name: string) => fields.find((field) => 'name' in field && field.name === name)

/** Fields a query may not use anywhere: they are hidden, or readable only document by document. */
function guarded(field: FlattenedField): boolean {
  return Boolean(('hidden' in field && field.hidden) || field.access?.read)
}

function blockFields(field: Extract<FlattenedField, { type: 'blocks' }>, lookup: ReachLookup): FlattenedField[] {
  const blocks = field.blockReferences ?? field.blocks ?? []
  return blocks.flatMap((block) => (typeof block === 'string' ? (lookup.block(block) ?? []) : block.flattenedFields))
}

/** The first reason `path` may not be used from `scope`, or undefined. */
export async function pathProblem(scope: FieldScope, path: string, use: PathUse, lookup: ReachLookup): Promise<string | undefined> {
  const segments = path.split('.')
  let fields: FlattenedField[] = scope.fields
  let where = scope.label
  for (let i = 0; i < segments.length; i++) {
    const field = findField(fields, segments[i])
    if (!field) return undefined // an id, or an unknown path: Payload answers it
    const last = i === segments.length - 1
    if (guarded(field)) return `The query path \`${path}\` names \`${segments[i]}\` of ${where}, a field no query may filter or sort by.`
    if (last) return undefined
    if (field.type === 'relationship' || field.type === 'upload' || field.type === 'join') {
      const target = field.type === 'join' ? field.collection : field.relationTo
      // Several collections: Payload takes only `.value` and `.relationTo` there, and no deeper path.
      if (typeof target !== 'string') return undefined
      // `author.id` is the relationship's own column: it reads nothing of the user.
      if (segments[i + 1] === 'id' && i + 2 === segments.length) return undefined
      const next = lookup.fields(target)
      if (!next) return undefined
      const reads = await lookup.reads(target)
      const own = `\`${segments.slice(0, i + 1).join('.')}\` (the id)`
      if (reads === 'none') return `The query path \`${path}\` reaches into ${target}, which you may not read; filter or sort by ${own} instead.`
      if (reads === 'some' && use === 'sort') return `The sort \`${path}\` orders by ${target}, which you may read only in part; sort by ${own} instead.`
      fields = next
      where = target
      continue
    }
    if (field.type === 'group' || field.type === 'array' || field.type === 'tab') {
      fields = field.flattenedFields
      continue
    }
    if (field.type === 'blocks') {
      fields = blockFields(field, lookup)
      continue
    }
    return undefined // a leaf with more after it (json, rich text): nothing further to cross
  }
  return undefined
}

/** Every field path a parsed `where` names, through nested and/or. */
export function wherePaths(where: unknown, depth = 0): string[] {
  if (!where || typeof where !== 'object' || depth > 64) return []
  return Object.entries(where).flatMap(([key, value]) => {
    if (/^(and|or)$/i.test(key)) {
      const branches = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []
      return branches.flatMap((branch) => wherePaths(branch, depth + 1))
    }
    return [key.replace(/__/g, '.')]
  })
}

/** The field paths of a `sort` ("-publishedAt,title"), without their direction. */
export function sortPaths(sort: unknown): string[] {
  const parts = typeof sort === 'string' ? sort.split(',') : Array.isArray(sort) ? sort.filter((part): part is string => typeof part === 'string') : []
  return parts.map((part) => part.trim().replace(/^-/, '').replace(/__/g, '.')).filter(Boolean)
}

/** The first path of a `where` and a `sort` that reaches too far, or undefined. */
export async function reachProblem(scope: FieldScope, { where, sort }: { where?: unknown; sort?: unknown }, lookup: ReachLookup): Promise<string | undefined> {
  const uses = [...wherePaths(where).map((path) => [path, 'where'] as const), ...sortPaths(sort).map((path) => [path, 'sort'] as const)]
  for (const [path, use] of uses) {
    const problem = await pathProblem(scope, path, use, lookup)
    if (problem) return problem
  }
  return undefined
}
