/**
 * deploy/'s alert rules and Grafana dashboard name only metrics the guide reports (src/observability/metrics.mjs
 * and Node's own), so a renamed metric cannot leave an alert that never fires or a panel that stays empty.
 * promtool checks their syntax and the alerts' behaviour in .ci/run.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { collectProcessMetrics, guideMetrics } from '@/observability/metrics.mjs'

const DEPLOY = path.resolve(__dirname, '../../deploy')

/** The metric names an expression uses, with a histogram's _bucket/_count/_sum taken back to its name. */
function metricNames(text: string): string[] {
  return [...text.matchAll(/\b((?:guide|nodejs|process)_[a-z0-9_]+)\b/g)].map((match) => match[1].replace(/_(bucket|count|sum)$/, ''))
}

async function reported(): Promise<Set<string>> {
  collectProcessMetrics()
  const metrics = await guideMetrics().registry.getMetricsAsJSON()
  return new Set(metrics.map((metric) => metric.name))
}

describe("deploy/'s signals", () => {
  it('alert only on metrics the guide reports', async () => {
    const names = metricNames(fs.readFileSync(path.join(DEPLOY, 'alerts.yml'), 'utf8'))
    expect(names.length).toBeGreaterThan(5)
    const known = await reported()
    expect(names.filter((name) => !known.has(name))).toEqual([])
  })

  it('chart only metrics the guide reports', async () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(DEPLOY, 'grafana-dashboard.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] }
    const names = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => metricNames(target.expr)))
    expect(names.length).toBeGreaterThan(10)
    const known = await reported()
    expect(names.filter((name) => !known.has(name))).toEqual([])
  })
})
