import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { findFreePort } from '@/startup/embedded-db'

import { startAppServer, type AppServer } from '../support/app-server'
import { runGuide } from '../support/backup-runs'
import { PURGE_TOKEN, startPurgeReceiver } from '../support/purge-receiver'
import { provisionTestDatabase, seededCopyTemplate } from '../support/test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    payloadSecret: string
    dataDir: string
    appUrl: string
    purgeReceiverUrl: string
    metricsToken: string
    metricsPort: number
    appOutputFile: string
    seededTemplate: string
  }
}

/** One real database and one real app server for the run. */
export default async function setup(project: TestProject) {
  const database = await provisionTestDatabase()
  console.log(`[int] PostgreSQL: ${database.source}`)
  const payloadSecret = randomBytes(32).toString('hex')
  // Uploads of this run go to a throwaway folder, never the checkout's .data/media.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-test-data-'))
  // The real app on the same database, started as `npm start` does: it applies the committed migrations and
  // seeds the empty database. The /api tests talk to it over HTTP; the others use Payload directly.
  // Loopback is trusted as a proxy, so tests speak for many client addresses through X-Forwarded-For.
  // Every cache entry the app writes is logged, so a test can count what an edit costs (hero-cache.int.test.ts).
  // Purges go to a receiver standing in for a CDN (purge.int.test.ts).
  const purgeReceiver = await startPurgeReceiver()
  // /metrics answers a bearer token on the app's port and anyone on a port of its own; the server's output (its
  // JSON log) is kept in a file (signals.int.test.ts).
  const metricsToken = randomBytes(24).toString('hex')
  const metricsPort = await findFreePort(9400 + Math.floor(Math.random() * 500))
  const appOutputFile = path.join(dataDir, 'app-output.log')
  const env = {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: payloadSecret,
    GUIDE_DATA_DIR: dataDir,
    GUIDE_TRUSTED_PROXIES: 'loopback',
    GUIDE_CACHE_WRITE_LOG: path.join(dataDir, 'cache-writes.log'),
    GUIDE_PURGE_URL: purgeReceiver.purgeUrl,
    GUIDE_PURGE_HEADERS: JSON.stringify({ Authorization: `Bearer ${PURGE_TOKEN}` }),
    METRICS_TOKEN: metricsToken,
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: 'info',
  }
  // The seed runs first, on its own, as `npm run seed` does, so that a copy of the freshly seeded guide can be kept
  // before the app connects: tests whose servers need a guide of their own start from a copy (fromDatabaseUrl's
  // template) instead of seeding again. The app then finds the content there and starts as a later `npm start` does.
  // With GUIDE_SEED=0 (the nested runs of test-run-interrupt.int.test.ts) there is neither seed nor copy, and the
  // app starts on the empty database as `npm start` would.
  let template: Awaited<ReturnType<typeof seededCopyTemplate>> | undefined
  let app: AppServer
  try {
    if (process.env.GUIDE_SEED !== '0') {
      const seeded = await runGuide(['seed'], env, { payloadSecret, timeoutMs: 600_000 })
      // What the seed printed goes where the app's output goes, as one `npm start` would print both.
      fs.appendFileSync(appOutputFile, seeded.output)
      if (seeded.code !== 0) throw new Error(`The seed failed (exit ${seeded.code}):\n${seeded.output.slice(-4000)}`)
      template = await seededCopyTemplate(database.url)
    }
    app = await startAppServer(env, { outputFile: appOutputFile })
  } catch (error) {
    await template?.drop()
    await purgeReceiver.stop()
    await database.release()
    throw error
  }
  console.log(`[int] The app serves ${app.url}`)

  project.provide('databaseUrl', database.url)
  project.provide('payloadSecret', payloadSecret)
  project.provide('dataDir', dataDir)
  project.provide('appUrl', app.url)
  project.provide('purgeReceiverUrl', purgeReceiver.url)
  project.provide('metricsToken', metricsToken)
  project.provide('metricsPort', metricsPort)
  project.provide('appOutputFile', appOutputFile)
  project.provide('seededTemplate', template?.name ?? '')
  return async () => {
    await app.stop()
    await template?.drop()
    await purgeReceiver.stop()
    await database.release()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
