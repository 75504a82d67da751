import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { derivePort, findFreePort, unreachableByPostgresUser } from '@/startup/embedded-db'

describe('derivePort', () => {
  it('gives one data folder the same port every time, away from 5432 and the ephemeral range', () => {
    const port = derivePort('/srv/guide/.data/postgres')
    expect(derivePort('/srv/guide/.data/postgres')).toBe(port)
    expect(port).toBeGreaterThanOrEqual(15432)
    expect(port).toBeLessThan(25432)
  })

  it('gives two checkouts different ports', () => {
    const ports = new Set(['/a', '/b', '/c', '/home/x/guide', '/home/y/guide'].map((dir) => derivePort(`${dir}/.data/postgres`)))
    expect(ports.size).toBe(5)
  })
})

describe('findFreePort', () => {
  it('skips a port that is already taken', async () => {
    const server = net.createServer()
    const taken = await new Promise<number>((resolve) =>
      server.listen({ port: 0, host: '127.0.0.1' }, () => resolve((server.address() as net.AddressInfo).port)),
    )
    try {
      const port = await findFreePort(taken, 5)
      expect(port).toBeGreaterThan(taken)
    } finally {
      server.close()
    }
  })
})

describe('unreachableByPostgresUser', () => {
  it('names the folder that other users cannot enter', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-perm-'))
    const locked = path.join(base, 'locked')
    fs.mkdirSync(path.join(locked, 'inner'), { recursive: true })
    fs.chmodSync(base, 0o755)
    fs.chmodSync(locked, 0o700)
    try {
      expect(unreachableByPostgresUser(path.join(locked, 'inner', 'postgres'))).toBe(locked)
      fs.chmodSync(locked, 0o755)
      expect(unreachableByPostgresUser(path.join(locked, 'inner', 'postgres'))).toBeUndefined()
    } finally {
      fs.chmodSync(locked, 0o755)
      fs.rmSync(base, { recursive: true, force: true })
    }
  })
})
