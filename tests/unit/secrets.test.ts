import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { ensureSecrets, type Env } from '@/startup/secrets'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-secrets-'))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('ensureSecrets', () => {
  it('generates a development secret and keeps it across restarts', () => {
    const dir = tempDir()
    const first: Env = {}
    ensureSecrets(dir, first)
    expect(first.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)

    const second: Env = {}
    ensureSecrets(dir, second)
    expect(second.PAYLOAD_SECRET).toBe(first.PAYLOAD_SECRET)
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o077).toBe(0)
  })

  it('leaves a secret from the environment alone', () => {
    const env: Env = { PAYLOAD_SECRET: 'set-by-operator' }
    ensureSecrets(tempDir(), env)
    expect(env.PAYLOAD_SECRET).toBe('set-by-operator')
  })

  it('refuses to start in production without a real secret', () => {
    const dir = tempDir()
    const env: Env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/guide' }
    expect(() => ensureSecrets(dir, env)).toThrow(/PAYLOAD_SECRET, GUIDE_APP_SECRET/)
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false)
  })

  it('accepts production with its secrets set', () => {
    const env: Env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/guide',
      PAYLOAD_SECRET: 'x'.repeat(64),
      GUIDE_APP_SECRET: 'y'.repeat(64),
    }
    expect(() => ensureSecrets(tempDir(), env)).not.toThrow()
  })

  it('generates a development preview secret beside the session secret, kept across restarts', () => {
    const dir = tempDir()
    const first: Env = {}
    ensureSecrets(dir, first)
    expect(first.PREVIEW_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(first.PREVIEW_SECRET).not.toBe(first.PAYLOAD_SECRET)
    const second: Env = {}
    ensureSecrets(dir, second)
    expect(second.PREVIEW_SECRET).toBe(first.PREVIEW_SECRET)
  })

  it('derives the preview secret in production unless it is set, and never equal to PAYLOAD_SECRET', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/guide', GUIDE_APP_SECRET: 'y'.repeat(64) }
    const one: Env = { ...base, PAYLOAD_SECRET: 'a'.repeat(64) }
    const again: Env = { ...base, PAYLOAD_SECRET: 'a'.repeat(64) }
    const other: Env = { ...base, PAYLOAD_SECRET: 'b'.repeat(64) }
    for (const env of [one, again, other]) ensureSecrets(tempDir(), env)
    expect(one.PREVIEW_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(one.PREVIEW_SECRET).toBe(again.PREVIEW_SECRET)
    expect(one.PREVIEW_SECRET).not.toBe(other.PREVIEW_SECRET)
    expect(one.PREVIEW_SECRET).not.toContain('a'.repeat(16))

    const chosen: Env = { ...base, PAYLOAD_SECRET: 'a'.repeat(64), PREVIEW_SECRET: 'operator-choice' }
    ensureSecrets(tempDir(), chosen)
    expect(chosen.PREVIEW_SECRET).toBe('operator-choice')
  })
})
