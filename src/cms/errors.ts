import type { AfterErrorHook } from 'payload'

/**
 * Errors from Payload's REST (/cms-api), sorted into the client's and the server's. Payload answers every
 * unexpected error with a 500 and logs it with the full SQL and stack; but a malformed id, a negative page,
 * a NUL in a filter or a broken multipart body is bad input, not a server fault.
 *
 * Payload's own log of these error classes is off (`loggingLevels` in payload.config.ts); this hook logs
 * them instead: one line for bad input (answered 400), the whole error for anything else (still a 500).
 */
export const ROUTED_ERROR_NAMES = ['APIError', 'DrizzleQueryError', 'DatabaseError', 'SyntaxError', 'TypeError', 'Error'] as const

type Fault = { status: 400 | 404; message: string }

/** The SQLSTATE of a PostgreSQL error anywhere in the cause chain. */
function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
    current = current.cause as typeof current
  }
  return undefined
}

const MULTIPART = /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form|Unexpected end of file|Request is not eligible for file upload)/

const QUERY_BUILDING = /[\\/]queries[\\/](parseParams|buildQuery|getTableColumnFromPath|sanitizeQueryValue)|\bat (parseParams|buildQuery|buildAndOrConditions|getTableColumnFromPath|sanitizeQueryValue) \(/

/** A 4xx for errors the request caused, or undefined for a server fault. */
export function clientFault(error: unknown): Fault | undefined {
  if (!(error instanceof Error)) return undefined
  const state = sqlState(error)
  // Class 22, data exception: text where a number belongs, a number past bigint, a NUL, a negative offset.
  if (state?.startsWith('22')) return { status: 400, message: 'A value in the request does not fit the field it is compared with.' }
  if (state === '23503') return { status: 400, message: 'A relationship in the request points at a document that does not exist.' }
  // JSON.parse of a query parameter or a body.
  if (error.name === 'SyntaxError') return { status: 400, message: 'The request holds malformed JSON.' }
  if (MULTIPART.test(error.message)) return { status: 400, message: 'The request body is not a well-formed form.' }
  // SQL that the request's operators made invalid (an operator the column type lacks): 42883, 42601.
  if (state === '42883' || state === '42601') return { status: 400, message: 'The query cannot be answered: check its fields and operators.' }
  // A value of the wrong type where the SQL needs one (a list as a LIMIT: "must be type bigint, not type record"),
  // one that cannot be cast, or one whose type cannot be told: 42804, 42846, 42P18.
  if (state === '42804' || state === '42846' || state === '42P18') return { status: 400, message: 'A value in the request has the wrong type for the query: send each parameter once, as one value.' }
  // The database adapter failed while turning the request's `where` into SQL (e.g. an operator the field lacks).
  // In the source the frame names the file (queries/parseParams.ts); in the production bundle only the function.
  const topFrame = error.stack?.split('\n').find((line) => line.trim().startsWith('at '))
  if (topFrame && QUERY_BUILDING.test(topFrame)) {
    return { status: 400, message: 'The query cannot be answered: check its fields and operators.' }
  }
  return undefined
}

type FieldErrors = { errors: { path?: string; message?: string }[] }

/** Payload's answer to invalid fields, carrying each field's error: the admin marks those fields from it. */
export function invalidFieldsAnswer(error: Error & { data?: unknown; status?: number }, result: unknown) {
  if (error.name !== 'ValidationError' || error.status !== 400) return undefined
  const data = error.data as FieldErrors | undefined
  if (!data || !Array.isArray(data.errors)) return undefined
  const answered = (result as { errors?: { data?: unknown }[] } | undefined)?.errors?.[0]
  if (answered?.data) return undefined
  return { status: 400, response: { errors: [{ name: error.name, data, message: error.message }] } }
}

export const answerClientFaults: AfterErrorHook = ({ error, req, result }) => {
  // Payload adds the fields only to an error of its own ValidationError class, an `instanceof` test. The
  // production build holds one copy of Payload's modules per server layer (pages, route handlers) while
  // getPayload shares one instance, so an error thrown by the pages' copy fails the route's test and the
  // answer lost the fields: the admin could not mark the missing ones. Put them back.
  const invalid = invalidFieldsAnswer(error, result)
  if (invalid) return invalid
  if (!(ROUTED_ERROR_NAMES as readonly string[]).includes(error.name)) return // Payload logged it as configured
  const where = `${req.method ?? ''} ${req.url ? new URL(req.url).pathname : ''}`
  // Payload's own 4xx (a missing id or where, invalid JSON): its answer stands; one line is enough.
  const status = (error as { status?: number }).status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    req.payload.logger.info(`[cms-api] ${status} ${where}: ${error.message}`)
    return
  }
  const fault = clientFault(error)
  if (!fault) {
    req.payload.logger.error({ err: error, msg: `[cms-api] ${where} failed` })
    return
  }
  req.payload.logger.info(`[cms-api] ${fault.status} ${where}: ${fault.message}`)
  return { status: fault.status, response: { errors: [{ message: fault.message }] } }
}
