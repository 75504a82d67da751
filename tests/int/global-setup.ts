import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { provisionTestDatabase } from '../support/test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    payloadSecret: string
    dataDir: string
  }
}

function migrate(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/payload'), ['migrate'], { env, stdio: 'pipe' })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`payload migrate exited with ${code}:\n${output}`)),
    )
  })
}

/** One real database for the run, with the committed migrations applied exactly as `npm start` does. */
export default async function setup(project: TestProject) {
  const database = await provisionTestDatabase()
  console.log(`[int] PostgreSQL: ${database.source}`)
  const payloadSecret = randomBytes(32).toString('hex')
  // Uploads of this run go to a throwaway folder, never the checkout's .data/media.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-test-data-'))
  try {
    await migrate({ ...process.env, DATABASE_URL: database.url, PAYLOAD_SECRET: payloadSecret, GUIDE_DATA_DIR: dataDir })
  } catch (error) {
    await database.release()
    throw error
  }
  project.provide('databaseUrl', database.url)
  project.provide('payloadSecret', payloadSecret)
  project.provide('dataDir', dataDir)
  return async () => {
    await database.release()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
