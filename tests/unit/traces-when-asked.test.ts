/**
 * Traces cost nothing unless asked for (issue 48, part 3): without OTEL_EXPORTER_OTLP_ENDPOINT the switch that
 * src/instrumentation.ts calls loads no OpenTelemetry module at all. Asked of a fresh node (through tsx, as the
 * source is TypeScript), which lists every file it loaded; the same process with the variable set is the control.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const traceSwitch = pathToFileURL(path.resolve('src/observability/traces-when-asked.ts')).href

/** What a fresh process loaded after the switch saw `env`: whether it started, and the OpenTelemetry files. */
async function afterSwitch(env: Record<string, string>): Promise<{ started: boolean; files: string[] }> {
  const script = `
    import { createRequire } from 'node:module'
    const { startTracesWhenAsked } = await import(${JSON.stringify(traceSwitch)})
    const started = await startTracesWhenAsked(${JSON.stringify(env)})
    const files = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('@opentelemetry'))
    console.log(JSON.stringify({ started, files }))
    process.exit(0)
  `
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 60_000 })
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { started: boolean; files: string[] }
}

// Each case starts a node through tsx: seconds on a busy machine, well past Vitest's default 5 s.
describe('traces only when asked', () => {
  it('without OTEL_EXPORTER_OTLP_ENDPOINT (or with it blank) not one OpenTelemetry module is loaded', async () => {
    for (const env of [{}, { OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }] as Record<string, string>[]) {
      expect(await afterSwitch(env)).toEqual({ started: false, files: [] })
    }
  }, 120_000)

  it('with it, the SDK, the exporter and the pg, Redis and AWS SDK instrumentations are loaded', async () => {
    const { started, files } = await afterSwitch({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })
    expect(started).toBe(true)
    for (const name of ['sdk-trace-node', 'exporter-trace-otlp-http', 'instrumentation-pg', 'instrumentation-redis', 'instrumentation-aws-sdk']) {
      expect(files.some((file) => file.includes(`${path.sep}@opentelemetry${path.sep}${name}${path.sep}`)), name).toBe(true)
    }
  }, 60_000)
})
