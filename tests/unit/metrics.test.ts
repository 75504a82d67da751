/**
 * The metrics registry (src/observability/metrics.mjs) and who may read it (src/observability/metrics-door.ts).
 */
import { describe, expect, it, vi } from 'vitest'

import { bearerOpensMetrics, metricsDoor } from '@/observability/metrics-door'

describe('the metrics registry', () => {
  it('is one per process, however many copies of the module load (serve.ts, the cache handlers, the app)', async () => {
    const first = await import('@/observability/metrics.mjs')
    vi.resetModules()
    const second = await import('@/observability/metrics.mjs')
    expect(second).not.toBe(first)
    first.guideMetrics().purges.inc({ result: 'failed' })
    expect(second.guideMetrics()).toBe(first.guideMetrics())
    const text = await second.guideMetrics().registry.metrics()
    expect(text).toMatch(/^guide_cdn_purges_total\{result="failed"\} 1$/m)
  })

  it('reports the pool it watches at each scrape', async () => {
    const { guideMetrics } = await import('@/observability/metrics.mjs')
    guideMetrics().watched.pool = { totalCount: 7, idleCount: 3, waitingCount: 2 }
    const text = await guideMetrics().registry.metrics()
    expect(text).toMatch(/^guide_db_pool_connections\{state="in_use"\} 4$/m)
    expect(text).toMatch(/^guide_db_pool_connections\{state="idle"\} 3$/m)
    expect(text).toMatch(/^guide_db_pool_connections\{state="waiting"\} 2$/m)
  })

  it('keeps the kind label bounded', async () => {
    const { entryKind } = await import('@/observability/metrics.mjs')
    expect([entryKind('APP_PAGE'), entryKind('FETCH'), entryKind('<script>'), entryKind(undefined), entryKind(42)]).toEqual(['APP_PAGE', 'FETCH', 'OTHER', 'OTHER', 'OTHER'])
  })
})

describe('the door of /metrics', () => {
  const token = 'a-token-of-32-characters-or-so-x'

  it('is off without METRICS_TOKEN or METRICS_PORT', () => {
    expect(metricsDoor({})).toEqual({ tokenHash: null, port: null })
    expect(bearerOpensMetrics(`Bearer ${token}`, metricsDoor({}))).toBe(false)
  })

  it('opens for the bearer token only', () => {
    const door = metricsDoor({ METRICS_TOKEN: token })
    expect(bearerOpensMetrics(`Bearer ${token}`, door)).toBe(true)
    expect(bearerOpensMetrics(`bearer ${token}`, door)).toBe(true)
    for (const wrong of [undefined, '', token, `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, `Basic ${token}`, `Bearer ${token} extra`, 'Bearer ', `Bearer ${token.toUpperCase()}`]) {
      expect(bearerOpensMetrics(wrong, door), String(wrong)).toBe(false)
    }
  })

  it('refuses a short token and a port that is not one, naming the variable', () => {
    expect(() => metricsDoor({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
    for (const port of ['0', '65536', 'abc', '80.5', '-1']) expect(() => metricsDoor({ METRICS_PORT: port })).toThrow(/METRICS_PORT/)
    expect(metricsDoor({ METRICS_PORT: '9464' }).port).toBe(9464)
  })
})
