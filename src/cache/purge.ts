import { guideLog } from '@/observability/log'
import { guideMetrics } from '@/observability/metrics.mjs'

import { surrogateKeysOf } from './surrogate-keys.mjs'

/**
 * The purge call: after each committed edit, the tags it expired go to a CDN that can purge by key, so the pages
 * that name them in `Surrogate-Key` / `Cache-Tag` (src/cache/surrogate-keys.mjs) leave its cache at once.
 *
 * Off unless `GUIDE_PURGE_URL` is set. One POST per edit, its body `{"tags": [...]}` (Cloudflare's purge by tag)
 * and the same keys space-separated in a `Surrogate-Key` header (Fastly's batch purge). `GUIDE_PURGE_HEADERS`, a
 * JSON object, adds the CDN's credentials (`{"Authorization": "Bearer …"}`, `{"Fastly-Key": "…"}`).
 *
 * A purge that fails is tried once more, then logged: the pages' own short s-maxage (src/cache/cache-policy.ts)
 * still bounds how long the CDN can hold the old copy, so a lost purge delays an edit by seconds, never for good.
 */

/** How long one purge request may take before it counts as failed. */
const PURGE_TIMEOUT_MS = 5_000
/** The wait before the second and last try. */
const PURGE_RETRY_AFTER_MS = 1_000

type PurgeTarget = { url: string; headers: Record<string, string> }

let warnedAboutHeaders = false

/** Purge trouble goes to the guide's log (src/observability/log.ts) as `"name":"purge"` lines. */
const purgeLog = () => guideLog().child({ name: 'purge' })

/** Where purges go, read per call so that a test server or an operator can set it before the first edit. */
export function purgeTarget(env: Record<string, string | undefined> = process.env): PurgeTarget | null {
  const url = env.GUIDE_PURGE_URL
  if (!url) return null
  let headers: Record<string, string> = {}
  if (env.GUIDE_PURGE_HEADERS) {
    try {
      const parsed: unknown = JSON.parse(env.GUIDE_PURGE_HEADERS)
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
      headers = Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]))
    } catch (error) {
      if (!warnedAboutHeaders) purgeLog().warn(`GUIDE_PURGE_HEADERS is not a JSON object of header names and values (${(error as Error).message}); purging without them.`)
      warnedAboutHeaders = true
    }
  }
  return { url, headers }
}

async function post(target: PurgeTarget, keys: string[]): Promise<void> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { ...target.headers, 'content-type': 'application/json', 'surrogate-key': keys.join(' ') },
    body: JSON.stringify({ tags: keys }),
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`the purge URL answered ${response.status}`)
}

/** Tells the CDN to drop every page that names one of these tags. Never throws: an edit has already committed. */
export async function purgeNow(tags: string[], target = purgeTarget()): Promise<void> {
  const keys = surrogateKeysOf(tags)
  if (!target || keys.length === 0) return
  const { purges } = guideMetrics()
  try {
    await post(target, keys)
    purges.inc({ result: 'ok' })
  } catch {
    await new Promise((resolve) => setTimeout(resolve, PURGE_RETRY_AFTER_MS))
    try {
      await post(target, keys)
      purges.inc({ result: 'ok' })
    } catch (error) {
      purges.inc({ result: 'failed' })
      purgeLog().warn({ tags: keys.length, origin: new URL(target.url).origin, error: (error as Error).message }, `could not purge ${keys.length} tag(s)`)
    }
  }
}

let batch: { tags: Set<string>; sent: Promise<void> } | null = null

/**
 * Like purgeNow, but the tags that several hooks of one save expire in the same moment go in one request: a
 * CDN counts purge calls against a rate limit.
 */
export function purgeTags(tags: string[]): Promise<void> {
  if (!purgeTarget()) return Promise.resolve()
  if (!batch) {
    const tagsOfBatch = new Set<string>()
    batch = {
      tags: tagsOfBatch,
      sent: new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        batch = null
        return purgeNow([...tagsOfBatch])
      }),
    }
  }
  for (const tag of tags) batch.tags.add(tag)
  return batch.sent
}
