import type { AuthSettings } from '@/browser/api-client/auth'

/** Signed-in client (spec §6, §9): a token older than this is refreshed before it is synced (GUIDE_TOKEN_MAX_AGE_SECONDS overrides). */
export const TOKEN_SYNC_MAX_AGE_SECONDS = 300

/**
 * The one place the signed-in client is configured (spec §6): `GUIDE_TOKEN_SYNC_URL` turns token sync on
 * (POST on sign-in, DELETE on sign-out) and `GUIDE_TOKEN_MAX_AGE_SECONDS` bounds the age of a token before
 * it is refreshed for a sync. The token provider itself is src/components/shell/token-provider.ts.
 */
export function authSettings(env: Record<string, string | undefined> = process.env): AuthSettings {
  const age = Number(env.GUIDE_TOKEN_MAX_AGE_SECONDS)
  return {
    syncUrl: env.GUIDE_TOKEN_SYNC_URL?.trim() || null,
    maxTokenAgeSeconds: Number.isFinite(age) && age > 0 ? age : TOKEN_SYNC_MAX_AGE_SECONDS,
  }
}
