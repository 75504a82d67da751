/**
 * `npm run backup` and `npm run restore` as an operator runs them, for the backup tests (tests/int/backup*.int.test.ts).
 * The integration run seeds its guide with it too (tests/int/global-setup.ts).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export type Run = { code: number; output: string }

/**
 * Runs `npm run <command>` the way npm would (scripts/guide.mjs), for one guide's database, folder and bucket;
 * with `script: 'scripts/backup.ts'`, the backup or restore step alone, as scripts/guide.ts runs it once the
 * schema is current (the refusals happen there, and skipping the migration step's Payload start is quicker).
 * `onOutput` sees the output as it comes, for a test that acts at a step.
 */
export function runGuide(
  args: string[],
  env: Record<string, string>,
  {
    payloadSecret,
    script = 'scripts/guide.mjs',
    onOutput,
    timeoutMs = 300_000,
  }: { payloadSecret: string; script?: string; onOutput?: (output: string) => void; timeoutMs?: number },
): Promise<Run> {
  const base = { ...process.env }
  for (const name of Object.keys(base)) {
    if (name.startsWith('S3_') || name.startsWith('BACKUP_KEY') || name === 'REDIS_URL' || name === 'PORT') delete base[name]
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(script.endsWith('.mjs') ? [] : ['--import', 'tsx']), script, ...args], {
      env: { ...base, PAYLOAD_SECRET: payloadSecret, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const take = (chunk: Buffer) => {
      output += chunk
      onOutput?.(output)
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    // A hung step fails here, naming itself and showing what it printed, instead of running out the hook's time.
    const overstay = setTimeout(() => {
      output += `\n[test] ${script} ${args.join(' ')} was still running after ${timeoutMs / 1000} s: stopped.`
      child.kill('SIGKILL')
    }, timeoutMs)
    child.once('error', (error) => {
      clearTimeout(overstay)
      reject(error)
    })
    child.once('exit', (code) => {
      clearTimeout(overstay)
      resolve({ code: code ?? 1, output })
    })
  })
}

/** Per-client rows (rate limits) and editors' bookkeeping change with every call; everything else must match. */
export const withoutTraffic = (fingerprint: Record<string, string>) => {
  const { api_rate_limits: _limits, payload_jobs: _jobs, payload_jobs_id_seq: _jobIds, ...rest } = fingerprint
  return rest
}

/** The names in a guide's uploads folder. */
export function mediaListing(dir: string) {
  const media = path.join(dir, 'media')
  return fs.existsSync(media) ? fs.readdirSync(media).sort() : []
}
