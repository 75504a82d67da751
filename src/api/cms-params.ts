/**
 * The plain parameters of a /cms-api request (src/api/cms-rest.ts), checked before Payload reads them.
 * Payload converts `limit`, `page` and `depth` with Number() and passes anything else on: a parameter sent twice
 * (`limit=1&limit=2`, `limit[]=1`) reached PostgreSQL as `limit ($7, $8)` and answered 500, and -1, NaN or a
 * million returned every row. Here each scalar parameter must be one value of its kind, and a page holds at most
 * CMS_PAGE_MAX documents.
 */
/** At most this many documents a page; the admin's own lists ask for 500 at most (its list views for 100). */
export const CMS_PAGE_MAX = 1000

/** Payload's numeric parameters (payload: utilities/parseParams): whole numbers only. */
const WHOLE_NUMBERS = ['limit', 'page', 'depth'] as const

/** Payload's boolean parameters and the ones it reads as one text value: each given once. */
const SCALARS = [
  'autosave', 'draft', 'trash', 'overrideLock', 'pagination', 'flattenLocales', 'publishAllLocales', 'unpublishAllLocales',
  'sort', 'locale', 'fallback-locale', 'fallbackLocale', 'field', 'publishSpecificLocale', 'data', 'allSessions',
] as const

/** Parameters that are objects by design (where may also be JSON text). */
const OBJECTS = ['select', 'populate', 'joins'] as const

/** The parts of a join (joins[field][…]) Payload reads as one value each. */
const JOIN_SCALARS = ['limit', 'page', 'sort', 'count'] as const

const DIGITS = /^\d+$/

type Query = Record<string, unknown>

const given = (query: Query, key: string) => Object.prototype.hasOwnProperty.call(query, key)

function numberProblem(name: string, value: unknown, { staff }: { staff: boolean }): string | undefined {
  if (typeof value !== 'string') return `\`${name}\` is given more than once or as a list; send it once, as one whole number.`
  if (!DIGITS.test(value)) return `\`${name}\` must be a whole number of 0 or more, not \`${value.slice(0, 40)}\`.`
  const number = Number(value)
  if (name.endsWith('page') && number < 1) return `\`${name}\` counts from 1.`
  if (name.endsWith('limit')) {
    if (number > CMS_PAGE_MAX) return `\`${name}\` is at most ${CMS_PAGE_MAX} documents a page; ask for the next page instead.`
    // 0 is Payload's "everything at once": the admin asks for it (bulk edits, its pickers), strangers may not.
    if (number === 0 && !staff) return `\`${name}=0\` (everything at once) is for signed-in staff; ask for at most ${CMS_PAGE_MAX} a page.`
  }
  return undefined
}

/**
 * The first problem with the plain parameters of a parsed query, or undefined. `staff`: the caller is signed-in
 * staff, who may ask for everything at once (limit=0, pagination=false), as the admin does.
 */
export function paramsProblem(query: Query, { staff }: { staff: boolean }): string | undefined {
  for (const name of WHOLE_NUMBERS) {
    if (!given(query, name)) continue
    const problem = numberProblem(name, query[name], { staff })
    if (problem) return problem
  }
  for (const name of SCALARS) {
    if (given(query, name) && typeof query[name] !== 'string') return `\`${name}\` is given more than once or as a list; send it once, as one value.`
  }
  for (const name of OBJECTS) {
    if (!given(query, name)) continue
    const value = query[name]
    if (!value || typeof value !== 'object' || Array.isArray(value)) return `\`${name}\` takes named parts (\`${name}[field]=…\`), not a list or one value.`
  }
  if (query.pagination === 'false' && !given(query, 'limit') && !staff) {
    return `\`pagination=false\` without a \`limit\` (everything at once) is for signed-in staff; ask for at most ${CMS_PAGE_MAX} a page.`
  }
  const joins = query.joins as Record<string, unknown> | undefined
  for (const [join, settings] of Object.entries(joins ?? {})) {
    if (settings === 'false') continue
    if (!settings || typeof settings !== 'object' || Array.isArray(settings)) return `\`joins[${join}]\` takes named parts (limit, page, sort, where, count) or \`false\`.`
    const parts = settings as Query
    for (const part of JOIN_SCALARS) {
      if (!given(parts, part)) continue
      const name = `joins[${join}][${part}]`
      if (part === 'limit' || part === 'page') {
        const problem = numberProblem(name, parts[part], { staff })
        if (problem) return problem
      } else if (typeof parts[part] !== 'string') return `\`${name}\` is given more than once or as a list; send it once, as one value.`
    }
  }
  return undefined
}
