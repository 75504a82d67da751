/**
 * An interrupted `npm test` (Ctrl-C, SIGTERM, a time limit) stops every server it started. A real run of
 * scripts/test.ts, held open by tests/hold once a layer's servers are up, gets SIGTERM; afterwards none of its
 * processes (the embedded PostgreSQL, which runs detached, included) is left, and none of the ports they
 * listened on answers. The nested run starts its guides without the sample content (GUIDE_SEED=0): the servers are
 * what is interrupted, and two seeds side by side would take minutes of a 2-core machine.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** Parent of every process on the machine, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name may hold spaces and brackets; the fields after its closing bracket do not.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      map.set(Number(entry), ppid)
    } catch {
      // ended meanwhile
    }
  }
  return map
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}

/** The run's processes: its descendants, and the detached ones that work in its scratch folder. */
function processesOf(rootPid: number, scratch: string): number[] {
  const map = parents()
  const found = new Set<number>([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, ppid] of map) {
      if (!found.has(pid) && (found.has(ppid) || commandLine(pid).includes(scratch))) {
        found.add(pid)
        grew = true
      }
    }
  }
  return [...found]
}

/** TCP ports these processes listen on, through their sockets' inodes. */
function listeningPorts(pids: number[]): number[] {
  const inodes = new Set<string>()
  for (const pid of pids) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`)
        const socket = /^socket:\[(\d+)\]$/.exec(link)
        if (socket) inodes.add(socket[1])
      }
    } catch {
      // ended meanwhile
    }
  }
  const ports = new Set<number>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      // state 0A is LISTEN
      if (fields.length > 9 && fields[3] === '0A' && inodes.has(fields[9])) ports.add(parseInt(fields[1].split(':')[1], 16))
    }
  }
  return [...ports]
}

function alive(pid: number): boolean {
  try {
    // A zombie is already gone; only its parent has yet to read its exit code.
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

/** The processes still alive once they have had up to 10 s to go, polled. */
async function survivors(pids: number[]): Promise<string[]> {
  const deadline = Date.now() + 10_000
  let left = pids.filter(alive)
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    left = left.filter(alive)
  }
  return left.map((pid) => `${pid} ${commandLine(pid)}`)
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

describe.concurrent('SIGTERM to a running `npm test`', () => {
  for (const layer of ['int', 'e2e']) {
    it(`during the ${layer} layer: no process and no open port is left`, async () => {
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-interrupt-'))
      fs.chmodSync(scratch, 0o755)
      const held = path.join(scratch, 'held')
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        GUIDE_TEST_LAYERS: layer,
        GUIDE_TEST_HOLD: '1',
        GUIDE_TEST_HOLD_SIGNAL: held,
        TMPDIR: scratch,
        E2E_DATA_DIR: path.join(scratch, 'e2e'),
        GUIDE_TEST_RESULTS_DIR: path.join(scratch, 'results'),
        GUIDE_SEED: '0',
      }
      // This run's own database and secrets (tests/int/setup.ts) are not the nested run's.
      for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'GUIDE_DATA_DIR']) delete env[name]
      const run = spawn(process.execPath, ['--import', 'tsx', 'scripts/test.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      run.stdout.on('data', (chunk) => (output += chunk))
      run.stderr.on('data', (chunk) => (output += chunk))
      const exited = new Promise<number | null>((resolve) => run.once('exit', (code) => resolve(code)))
      try {
        // Held: the layer's servers are up.
        const deadline = Date.now() + 600_000
        while (!fs.existsSync(held)) {
          if (run.exitCode !== null) throw new Error(`the run ended before it held:\n${output.slice(-4000)}`)
          if (Date.now() > deadline) throw new Error(`the run did not hold within 10 minutes:\n${output.slice(-4000)}`)
          await new Promise((r) => setTimeout(r, 200))
        }
        // The switch reached `npm start` in the layer's servers: they serve an empty guide.
        expect(JSON.parse(fs.readFileSync(held, 'utf8'))).toEqual({ layer, heroes: 0 })
        const pids = processesOf(run.pid!, scratch)
        const ports = listeningPorts(pids)
        // What a leak would be made of is really there: a detached PostgreSQL, and the app's and the database's ports.
        expect(pids.some((pid) => /\bpostgres -D /.test(commandLine(pid)))).toBe(true)
        expect(ports.length).toBeGreaterThanOrEqual(2)

        run.kill('SIGTERM')
        expect(await exited).toBe(128 + os.constants.signals.SIGTERM)
        expect(output).toMatch(/interrupted by SIGTERM/)
        // A helper that ends with its parent's pipe (esbuild's service, reading the stdin of the run that spawned it)
        // may outlive the run by a moment under load; a leaked server never goes by itself.
        expect(await survivors(pids)).toEqual([])
        const open: number[] = []
        for (const port of ports) if (await answers(port)) open.push(port)
        expect(open).toEqual([])
      } finally {
        if (run.exitCode === null) run.kill('SIGKILL')
        fs.rmSync(scratch, { recursive: true, force: true })
      }
    }, 900_000)
  }
})
