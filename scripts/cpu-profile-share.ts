/**
 * What share of a process's busy CPU went through the named packages, from a V8 `.cpuprofile`
 * (`node --cpu-prof`). A sample counts for a package when any frame of its stack comes from a file under that
 * package, so a package's share includes what it called. Used for the cost of metrics and request logs
 * (docs/benchmarks.md): a side-by-side throughput bench on this shared 2-core machine moves ±10 % between runs,
 * a profile of one server says what the code itself costs.
 *
 *   npx tsx scripts/cpu-profile-share.ts FILE.cpuprofile prom-client pino
 */
import { readFileSync } from 'node:fs'

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const [file, ...packages] = process.argv.slice(2)
if (!file || packages.length === 0) {
  console.error('usage: npx tsx scripts/cpu-profile-share.ts FILE.cpuprofile PACKAGE [PACKAGE ...]')
  process.exit(2)
}

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const parentOf = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)

// Microseconds per leaf node; idle time is when the process waited, not what it cost.
const timeAt = new Map<number, number>()
profile.samples.forEach((id, i) => timeAt.set(id, (timeAt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
let busy = 0
const through = new Map(packages.map((name) => [name, 0]))
for (const [leaf, micros] of timeAt) {
  if (byId.get(leaf)?.callFrame.functionName === '(idle)') continue
  busy += micros
  const seen = new Set<string>()
  for (let id: number | undefined = leaf; id !== undefined; id = parentOf.get(id)) {
    const url = byId.get(id)?.callFrame.url ?? ''
    for (const name of packages) if (!seen.has(name) && url.includes(`/node_modules/${name}/`)) seen.add(name)
  }
  for (const name of seen) through.set(name, (through.get(name) ?? 0) + micros)
}

console.log(`busy CPU in the profile: ${(busy / 1e6).toFixed(1)} s`)
for (const [name, micros] of through) console.log(`${name}: ${((micros / busy) * 100).toFixed(2)} % (${(micros / 1e6).toFixed(2)} s)`)
