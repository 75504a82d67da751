/**
 * What a /cms-api request asks Payload for, read the way Payload will read it, and the first reason to refuse it
 * with a 400 (src/api/cms-rest.ts): plain parameters of the wrong shape (cms-params.ts), operators a field does not
 * answer (cms-query.ts), paths that reach what the caller may not read (cms-reach.ts).
 */
import { buildVersionCollectionFields, buildVersionGlobalFields, createLocalReq, type FlattenedField, type Payload } from 'payload'
import * as qs from 'qs-esm'

import { isStaffUser } from '@/access'
import { paramsProblem } from '@/api/cms-params'
import { whereProblem } from '@/api/cms-query'
import { reachProblem, type FieldScope, type ReachLookup, type Reads } from '@/api/cms-reach'

type Query = Record<string, unknown>
type User = Awaited<ReturnType<Payload['auth']>>['user']

/** Payload's own parse of a query string (payload: createPayloadRequest). */
export const parseQuery = (search: string): Query => (search ? (qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Query) : {})

const methodOverride = (request: Request) =>
  request.method === 'POST' && (request.headers.get('x-payload-http-method-override') === 'GET' || request.headers.get('x-http-method-override') === 'GET')

/**
 * The query Payload reads, and every `where` it may apply. A POST that stands for a GET carries its query in a form
 * body, which Payload appends to the address with a second "?" (payload: handleEndpoints), or a JSON body.
 */
async function requestedQuery(request: Request): Promise<{ query: Query; wheres: unknown[] }> {
  if (methodOverride(request)) {
    const type = request.headers.get('content-type')
    if (type === 'application/x-www-form-urlencoded') {
      const query = parseQuery(new URL(`${request.url}?${await request.clone().text()}`).search)
      return { query, wheres: [query.where] }
    }
    const query = parseQuery(new URL(request.url).search)
    if (type === 'application/json') {
      const body = (await request.clone().json().catch(() => null)) as { where?: unknown } | null
      return { query, wheres: [query.where, body?.where] }
    }
    return { query, wheres: [query.where] }
  }
  const query = parseQuery(new URL(request.url).search)
  return { query, wheres: [query.where] }
}

/** A `where` sent as JSON text is parsed by Payload; read it the same way (malformed JSON is Payload's 400). */
function whereObject(where: unknown): unknown {
  if (typeof where !== 'string' || !where) return where
  try {
    return JSON.parse(where)
  } catch {
    return undefined
  }
}

/** Which fields the request's paths start from: a collection's, or its versions' (or a global's versions'). */
export type Target = { collection: string; versions: boolean } | { global: string; versions: true }

function scopeOf(payload: Payload, target: Target): FieldScope | undefined {
  if ('global' in target) {
    const global = payload.config.globals.find((candidate) => candidate.slug === target.global)
    return global ? { fields: buildVersionGlobalFields(payload.config, global, true), label: `the versions of ${global.slug}` } : undefined
  }
  const collection = payload.collections[target.collection as keyof Payload['collections']]?.config
  if (!collection) return undefined
  if (target.versions) return { fields: buildVersionCollectionFields(payload.config, collection, true), label: `the versions of ${collection.slug}` }
  return { fields: collection.flattenedFields, label: collection.slug }
}

/** The caller, asked once and only when a rule needs to know. */
function callerOf(payload: Payload, request: Request) {
  let user: Promise<User> | undefined
  return () => (user ??= payload.auth({ headers: request.headers }).then(({ user }) => user).catch(() => null))
}

function lookupFor(payload: Payload, caller: () => Promise<User>): ReachLookup {
  const reads = new Map<string, Promise<Reads>>()
  const collectionOf = (slug: string) => payload.collections[slug as keyof Payload['collections']]?.config
  return {
    fields: (slug) => collectionOf(slug)?.flattenedFields,
    block: (slug) => (payload.blocks as Record<string, { flattenedFields: FlattenedField[] } | undefined>)[slug]?.flattenedFields,
    reads: (slug) => {
      let answer = reads.get(slug)
      if (!answer) {
        answer = (async () => {
          const rule = collectionOf(slug)?.access?.read
          if (!rule) return 'none'
          const req = await createLocalReq({ user: (await caller()) ?? undefined }, payload)
          const allowed = await rule({ req })
          return allowed === true ? 'all' : allowed ? 'some' : 'none'
        })()
        reads.set(slug, answer)
      }
      return answer
    },
  }
}

/** The first reason to answer a /cms-api request with 400 before Payload reads it, or undefined. */
export async function requestProblem(payload: Payload, request: Request, target: Target | undefined): Promise<string | undefined> {
  const { query, wheres } = await requestedQuery(request)
  const caller = callerOf(payload, request)
  const asksForEverything = query.limit === '0' || query.pagination === 'false' || Object.values((query.joins as Query | undefined) ?? {}).some((join) => (join as Query | null)?.limit === '0')
  const params = paramsProblem(query, { staff: asksForEverything ? isStaffUser(await caller()) : false })
  if (params) return params
  if (!target) return undefined
  const scope = scopeOf(payload, target)
  if (!scope) return undefined
  const lookup = lookupFor(payload, caller)
  const collection = 'collection' in target ? payload.collections[target.collection as keyof Payload['collections']]?.config : undefined
  for (const raw of wheres) {
    const where = whereObject(raw)
    if (where === undefined) continue
    // Versions have fields of their own (version.*, parent); Payload checks their operators.
    if (collection && !target.versions) {
      const problem = whereProblem(collection, where, (slug) => payload.collections[slug as keyof Payload['collections']]?.config)
      if (problem) return problem
    }
    const reach = await reachProblem(scope, { where }, lookup)
    if (reach) return reach
  }
  const sorted = await reachProblem(scope, { sort: query.sort, where: undefined }, lookup)
  if (sorted) return sorted
  // findDistinct's `field` is a path too.
  if (typeof query.field === 'string') {
    const distinct = await reachProblem(scope, { sort: query.field }, lookup)
    if (distinct) return distinct
  }
  // A join's own where and sort start from the joined collection.
  if (collection && query.joins && typeof query.joins === 'object') {
    for (const [name, settings] of Object.entries(query.joins as Query)) {
      const join = collection.flattenedFields.find((field) => field.name === name)
      if (!join || join.type !== 'join' || typeof join.collection !== 'string' || !settings || typeof settings !== 'object') continue
      const joined = scopeOf(payload, { collection: join.collection, versions: false })
      if (!joined) continue
      const problem = await reachProblem(joined, { where: whereObject((settings as Query).where), sort: (settings as Query).sort }, lookup)
      if (problem) return problem
    }
  }
  return undefined
}
