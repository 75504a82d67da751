import { createHmac } from 'node:crypto'

/**
 * A secret derived from PAYLOAD_SECRET for one purpose (HMAC, so neither reveals the other). Start-up derives the
 * secrets production leaves unset (src/startup/secrets.ts); the job runner and the cache's expiry endpoint derive
 * theirs while serving, so this lives apart from start-up.
 */
export function deriveSecret(payloadSecret: string, name: string): string {
  return createHmac('sha256', payloadSecret).update(`guide:${name}`).digest('hex')
}
