import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

/** The very first account (Payload's create-first-user screen, or the seed) is the site's admin. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

/**
 * The cost of the password check Payload 3.90 runs for an account's hash as it writes them today
 * ("pbkdf2-sha256-v1:", payload/dist/auth/strategies/local/generatePasswordSaltHash.js): PBKDF2 with SHA-256,
 * 600,000 iterations, a 32-byte key. Check it again when Payload is upgraded.
 */
const PASSWORD_CHECK = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const derive = promisify(pbkdf2)
const STAND_IN_SALT = 'no-such-account'

/** A password check as costly as Payload's, whose result nobody reads. */
const standInPasswordCheck = (password: unknown) =>
  derive(typeof password === 'string' ? password : '', STAND_IN_SALT, PASSWORD_CHECK.iterations, PASSWORD_CHECK.keyLength, PASSWORD_CHECK.digest)

/**
 * A sign-in takes as long for an unknown address or a locked account as for a wrong password: Payload answers
 * those two at once, without checking the password, so the time alone would tell a stranger which addresses
 * have accounts. Before Payload looks, the account is looked up the same way, and where Payload will not check
 * the password, a stand-in check of the same cost runs instead. Every sign-in pays one indexed read for it.
 */
export const evenSignInTime: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  // No address at all is Payload's 400, the same for everyone.
  if (!email) return args
  const account = (await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req })) as { lockUntil?: string | Date | null } | null
  const locked = Boolean(account?.lockUntil && new Date(account.lockUntil).getTime() > Date.now())
  if (!account || locked) await standInPasswordCheck(data?.password)
  return args
}
