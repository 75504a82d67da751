import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { deriveSecret } from '@/cms-wiring/derived-secret'

/** Secrets the app cannot run without. Each gets a generated value on a development machine. */
const REQUIRED_SECRETS = ['PAYLOAD_SECRET'] as const

/**
 * Secrets generated on a development machine that production derives from PAYLOAD_SECRET when unset, so an
 * operator needs to set them only to rotate them on their own. PREVIEW_SECRET guards /preview (draft mode).
 */
const DERIVED_SECRETS = ['PREVIEW_SECRET'] as const

/** Secrets with a documented development default (src/contract/api-keys.ts) that production must replace. */
const PRODUCTION_ONLY_SECRETS = ['GUIDE_APP_SECRET'] as const

/** Secrets of the embedded database, which never leaves this machine. */
const LOCAL_SECRETS = ['EMBEDDED_DB_PASSWORD'] as const

/** Any environment-like record: process.env, or a plain object in tests. */
export type Env = Record<string, string | undefined>

type SecretName = (typeof REQUIRED_SECRETS)[number] | (typeof DERIVED_SECRETS)[number] | (typeof LOCAL_SECRETS)[number]

export function isProduction(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL)
}

/**
 * Fills the secrets that are missing from `env`. In production (NODE_ENV=production with DATABASE_URL set)
 * a missing secret is an error: a generated one would silently change on every new machine.
 * Elsewhere the generated values are kept in `<dataDir>/secrets.json`, so sessions survive a restart.
 */
export function ensureSecrets(dataDir: string, env: Env = process.env): void {
  if (isProduction(env)) {
    const missing = [...REQUIRED_SECRETS, ...PRODUCTION_ONLY_SECRETS].filter((name) => !env[name])
    if (missing.length) {
      throw new Error(
        `Refusing to start in production without ${missing.join(', ')}. ` +
          'Set each to a long random value (for example `openssl rand -hex 32`).',
      )
    }
    for (const name of DERIVED_SECRETS) env[name] ||= deriveSecret(env.PAYLOAD_SECRET!, name)
    return
  }
  const file = path.join(dataDir, 'secrets.json')
  const stored: Partial<Record<SecretName, string>> = fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, 'utf8'))
    : {}
  let changed = false
  for (const name of [...REQUIRED_SECRETS, ...DERIVED_SECRETS, ...LOCAL_SECRETS]) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('hex')
      changed = true
    }
    env[name] ||= stored[name]
  }
  if (changed) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 })
  }
}
