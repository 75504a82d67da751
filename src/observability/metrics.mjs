// @ts-check
/**
 * The guide's Prometheus metrics: one registry per process, whoever loads this file first makes it.
 *
 * Plain JavaScript kept on globalThis because one process loads this file several times over: scripts/serve.ts
 * (its esbuild bundle), the cache handlers (Next loads them as they are, outside its bundle) and the app's own
 * server code (Next's bundle, possibly with its own copy of prom-client). Each copy finds the metrics the first
 * one made, so a counter moved by a cache handler is the one /metrics reports.
 *
 * Every label has a bounded set of values (routes come from the app's route table, src/observability/route-label.ts),
 * so no visitor can grow the series a scrape returns.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

const METRICS = Symbol.for('guide.metrics')

/** Upper bounds of the request duration buckets, in seconds; 0.5 is the pages' alert line (deploy/alerts.yml). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** A scrape waits this long for the database's answer before it reports it down. */
const DB_PROBE_TIMEOUT_MS = 2_000

/** @typedef {{ totalCount: number, idleCount: number, waitingCount: number, query?: (sql: string) => Promise<unknown> }} PoolCounts */

/**
 * Whether the pool's database answers a trivial query within DB_PROBE_TIMEOUT_MS.
 * @param {PoolCounts} pool
 */
async function databaseAnswers(pool) {
  if (typeof pool.query !== 'function') return false
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), DB_PROBE_TIMEOUT_MS)
  })
  const answer = pool.query('SELECT 1').then(
    () => true,
    () => false,
  )
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}

function makeMetrics() {
  const registry = new Registry()
  const registers = [registry]
  /**
   * What the metrics read at a scrape and /api/health?detail=1 reports: the pool, when the job runner last
   * ticked (0: not yet), whether the shared cache reaches Redis (null: no Redis handler in this process yet).
   * @type {{ pool: PoolCounts | null, jobRunnerLastTickAt: number, redisUp: boolean | null }}
   */
  const watched = { pool: null, jobRunnerLastTickAt: 0, redisUp: null }
  const redisConnected = new Gauge({
    name: 'guide_redis_connected',
    help: 'Whether the shared cache reaches Redis (1) or serves from its local fallback (0). Absent without REDIS_URL.',
    registers,
  })
  return {
    registry,
    watched,
    redisConnected,
    /** The shared cache reaches Redis, or stopped reaching it. @param {boolean} up */
    noteRedis(up) {
      watched.redisUp = up
      redisConnected.set(up ? 1 : 0)
    },
    requestDuration: new Histogram({
      name: 'guide_http_request_duration_seconds',
      help: 'Requests answered by this instance and how long each took, by route template, method and status class.',
      labelNames: /** @type {const} */ (['route', 'method', 'status_class']),
      buckets: DURATION_BUCKETS,
      registers,
    }),
    pageCacheAnswers: new Counter({
      name: 'guide_page_cache_answers_total',
      help: "Cached pages and route answers by how Next's cache answered them (its x-nextjs-cache header): hit, stale, miss, revalidated.",
      labelNames: /** @type {const} */ (['answer']),
      registers,
    }),
    memoryOnlyAnswers: new Counter({
      name: 'guide_cache_memory_only_answers_total',
      help: "Cache reads answered from this process's memory-only layer (unknown slugs, redirects, searches).",
      registers,
    }),
    staleIfErrorAnswers: new Counter({
      name: 'guide_cache_stale_if_error_answers_total',
      help: 'Data-layer reads answered with the last good copy because PostgreSQL could not be reached.',
      registers,
    }),
    expiries: new Counter({
      name: 'guide_cache_expiries_total',
      help: 'Expiries after an edit (one per save hook that expires tags).',
      registers,
    }),
    tagsExpired: new Counter({
      name: 'guide_cache_tags_expired_total',
      help: 'Cache tags expired after edits.',
      registers,
    }),
    searchRebuilds: new Counter({
      name: 'guide_search_index_rebuilds_total',
      help: 'Rebuilds of the site search index (each reads every indexed collection in the languages it rebuilds).',
      registers,
    }),
    entriesWritten: new Counter({
      name: 'guide_cache_entries_written_total',
      help: 'Entries written to the shared store (disk or Redis), by kind.',
      labelNames: /** @type {const} */ (['kind']),
      registers,
    }),
    purges: new Counter({
      name: 'guide_cdn_purges_total',
      help: 'Purge calls to the CDN (GUIDE_PURGE_URL) after edits, by result: ok, or failed after its retry.',
      labelNames: /** @type {const} */ (['result']),
      registers,
    }),
    dbPool: new Gauge({
      name: 'guide_db_pool_connections',
      help: "Payload's PostgreSQL pool on this instance: connections in use, idle, and requests waiting for one.",
      labelNames: /** @type {const} */ (['state']),
      registers,
      collect() {
        const pool = watched.pool
        if (!pool) return
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    }),
    dbUp: new Gauge({
      name: 'guide_db_up',
      help: 'Whether PostgreSQL answers this instance (SELECT 1 through its pool at each scrape, 2 s at most).',
      registers,
      async collect() {
        const pool = watched.pool
        if (pool) this.set((await databaseAnswers(pool)) ? 1 : 0)
      },
    }),
    dbQueryErrors: new Counter({
      name: 'guide_db_query_errors_total',
      help: "Queries through Payload's pool that failed (bad queries and lost connections alike).",
      registers,
    }),
    redisErrors: new Counter({
      name: 'guide_redis_errors_total',
      help: 'Redis client errors and commands that failed or went unanswered in time.',
      registers,
    }),
    jobRunnerTicks: new Counter({
      name: 'guide_job_runner_ticks_total',
      help: 'Job runner ticks on this instance: ran (held the lock), skipped (another instance held it), failed.',
      labelNames: /** @type {const} */ (['result']),
      registers,
    }),
    jobs: new Counter({
      name: 'guide_jobs_total',
      help: 'Jobs (scheduled publishing) run by this instance, by result: ok or failed.',
      labelNames: /** @type {const} */ (['result']),
      registers,
    }),
    jobRunnerLockHeld: new Gauge({
      name: 'guide_job_runner_lock_held',
      help: "Whether this instance holds the job runners' lock right now (1 while its tick runs).",
      registers,
    }),
    jobRunnerLastTick: new Gauge({
      name: 'guide_job_runner_last_tick_timestamp_seconds',
      help: "When this instance's job runner last ticked (ran or skipped), in Unix seconds.",
      registers,
      collect() {
        if (watched.jobRunnerLastTickAt) this.set(watched.jobRunnerLastTickAt / 1_000)
      },
    }),
    apiRefusals: new Counter({
      name: 'guide_api_refusals_total',
      help: '/api calls refused before any read, by reason: a signature check that failed, or a rate budget spent.',
      labelNames: /** @type {const} */ (['reason']),
      registers,
    }),
  }
}

/** @typedef {ReturnType<typeof makeMetrics>} GuideMetrics */

/** This process's metrics, made on first use. @returns {GuideMetrics} */
export function guideMetrics() {
  const global = /** @type {Record<symbol, GuideMetrics | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (global[METRICS] ??= makeMetrics())
}

/** Adds Node's own process metrics (event loop lag, heap, GC, CPU); once, from the web server. */
export function collectProcessMetrics() {
  const metrics = guideMetrics()
  if (metrics.registry.getSingleMetric('process_cpu_user_seconds_total')) return
  collectDefaultMetrics({ register: metrics.registry })
}

/** Next's kinds of cache entry; anything else (a future kind) counts as OTHER, so the label stays bounded. */
const ENTRY_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'FETCH', 'PAGES', 'REDIRECT', 'IMAGE'])

/** The kind label of a cache entry. @param {unknown} kind */
export const entryKind = (kind) => (typeof kind === 'string' && ENTRY_KINDS.has(kind) ? kind : 'OTHER')
