/**
 * The start's database step runs in plain node on a bundle (scripts/bundle.mjs). Several at once, as when
 * instances start together on a busy machine, each must get as far as our own code: without a database it
 * says so and exits 1. Before SEED_NODE_FLAGS, plain node ended every one of them with exit code 13 while
 * still loading lexical.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { describe, expect, it } from 'vitest'

import { bundleScript, SEED_NODE_FLAGS } from '../../scripts/bundle.mjs'

function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

describe('the database step of a start', () => {
  it('loads in plain node, four at once: each reaches our code and none exits 13', async () => {
    const bundle = await bundleScript('src/seed/cli.ts', 'seed')
    // Each file keeps its own address (the seed reads its videos from src/seed/assets), even when bundled here.
    expect(fs.readFileSync(bundle, 'utf8')).toContain(pathToFileURL(path.resolve('src/seed/seeder.ts')).href)
    const env = { ...process.env }
    delete env.DATABASE_URL
    const runs = await Promise.all(Array.from({ length: 4 }, () => runNode([...SEED_NODE_FLAGS, bundle, '--migrate'], env)))
    for (const run of runs) {
      expect(run.output).toMatch(/DATABASE_URL is not set/)
      expect(run.code).toBe(1)
    }
  }, 120_000)
})
