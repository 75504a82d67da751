/**
 * The copy of the guide's database that a first `npm start` renders its pages against while the seed writes the
 * original (scripts/guide.ts, quickBuild): it holds what the original held when it was made and nothing written
 * after, it is refused while the original is in use, and dropping it leaves the original alone.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedDb, type EmbeddedDb } from '@/startup/embedded-db'

import { withClient } from '../support/pg-client'

let db: EmbeddedDb
let dataDir: string

const query = (url: string, sql: string) => withClient(url, async (client) => (await client.query(sql)).rows)

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-db-copy-'))
  fs.chmodSync(dataDir, 0o755)
  db = await startEmbeddedDb({ dataDir: path.join(dataDir, 'postgres'), password: 'copy-test-password' })
  await query(db.url, 'CREATE TABLE heroes (slug text PRIMARY KEY)')
}, 120_000)

afterAll(async () => {
  await db?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('a copy of the guide database', () => {
  it('has the tables as they were, and none of the rows written to the original afterwards', async () => {
    const copy = await db.copy('guide_pages_test')
    await query(db.url, "INSERT INTO heroes VALUES ('hulk')")

    expect(await query(copy.url, 'SELECT count(*)::int AS n FROM heroes')).toEqual([{ n: 0 }])
    expect(await query(db.url, 'SELECT slug FROM heroes')).toEqual([{ slug: 'hulk' }])

    await copy.drop()
    const names = await query(db.url, "SELECT datname FROM pg_database WHERE datname LIKE 'guide%' ORDER BY datname")
    expect(names).toEqual([{ datname: 'guide' }])
    expect(await query(db.url, 'SELECT slug FROM heroes')).toEqual([{ slug: 'hulk' }])
  })

  it("is refused, with PostgreSQL's reason, while someone is connected to the original", async () => {
    const holder = new pg.Client({ connectionString: db.url })
    await holder.connect()
    try {
      await expect(db.copy('guide_pages_busy')).rejects.toMatchObject({ code: '55006' })
    } finally {
      await holder.end()
    }
    // Once the connection has closed, the same copy is made.
    const copy = await db.copy('guide_pages_busy')
    expect(await query(copy.url, 'SELECT count(*)::int AS n FROM heroes')).toEqual([{ n: 1 }])
    await copy.drop()
  })

  it('replaces a copy of the same name left by a start that was killed', async () => {
    const first = await db.copy('guide_pages_left')
    await query(first.url, "INSERT INTO heroes VALUES ('left-behind')")
    const second = await db.copy('guide_pages_left')
    expect(await query(second.url, 'SELECT slug FROM heroes ORDER BY slug')).toEqual([{ slug: 'hulk' }])
    await second.drop()
  })

  it('takes plain names only', async () => {
    await expect(db.copy('guide; DROP DATABASE guide')).rejects.toThrow(/Not a plain database name/)
  })
})
