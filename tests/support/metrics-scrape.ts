import { expect } from 'vitest'

/** The app's /metrics as a scraper holding METRICS_TOKEN reads it. */
export async function scrapeMetrics(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return response.text()
}

/** The sum of a metric's samples whose labels include these (0 when none). */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]))
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) sum += Number(match[3])
  }
  return sum
}
