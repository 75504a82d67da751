/**
 * Real Redis and a real S3-compatible store for the tests that run several instances, each on a free port with
 * a throwaway directory. Redis is Debian's redis-server (`.ci/run` installs it); the store is s3rver from npm.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { findFreePort } from '@/startup/embedded-db'

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'
const INSTALL_HINT = 'install it with `apt-get update && apt-get install -y redis-server` (or set REDIS_SERVER_PATH)'

/**
 * Whether tests needing Redis can run. Outside CI a missing server prints one SKIPPED line; under CI=true it
 * is a failure (the caller throws).
 */
export function redisAvailability(): { ok: true } | { ok: false; message: string } {
  const found = fs.existsSync(REDIS_SERVER) && spawnSync(REDIS_SERVER, ['--version']).status === 0
  if (found) return { ok: true }
  return { ok: false, message: `redis-server not found at ${REDIS_SERVER}: ${INSTALL_HINT}.` }
}

/** Whether the S3-compatible test store (s3rver, a dev dependency) is installed; the same rules as for Redis. */
export function s3Availability(): { ok: true } | { ok: false; message: string } {
  try {
    createRequire(import.meta.url).resolve('s3rver')
    return { ok: true }
  } catch {
    return { ok: false, message: 's3rver is not installed: run `npm install` (it is a dev dependency).' }
  }
}

function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve()))
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`Nothing listens on port ${port}`))
        else setTimeout(attempt, 100)
      })
    }
    attempt()
  })
}

export type RedisServer = {
  url: string
  stop: () => Promise<void>
  start: () => Promise<void>
  /** Freezes the server (SIGSTOP): its connections stay open, but it answers nothing until `thaw`. */
  freeze: () => void
  thaw: () => void
  close: () => Promise<void>
}

/** A redis-server on a free port; `stop` and `start` take it away and bring it back on the same port. */
export async function startRedis(): Promise<RedisServer> {
  const port = await findFreePort(26_000 + Math.floor(Math.random() * 2_000))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-redis-'))
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    await waitForPort(port)
  }
  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    close: async () => {
      child?.kill('SIGCONT')
      await stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type S3Server = { env: Record<string, string>; close: () => Promise<void> }

/** s3rver on a free port with one bucket, and the S3_* variables that point the app at it. */
export async function startS3(bucket = 'guide-media'): Promise<S3Server> {
  const port = await findFreePort(28_000 + Math.floor(Math.random() * 2_000))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-s3-'))
  const { default: S3rver } = await import('s3rver')
  const server = new S3rver({ port, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: bucket }] })
  await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
