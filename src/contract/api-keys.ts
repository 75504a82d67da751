/**
 * The app id, client id and secret that sign /api calls (spec §7). A secret embedded in a public web client
 * only deters casual scraping; it is not an access control. Development defaults are documented in docs/api-contract.md.
 */
export const DEV_API_KEYS = {
  appId: 'guide-web',
  clientId: 'guide-web-client',
  secret: 'guide-dev-app-secret-not-for-production',
} as const

export type ApiKeys = { appId: string; clientId: string; secret: string }

export function apiKeys(env: Record<string, string | undefined> = process.env): ApiKeys {
  return {
    appId: env.GUIDE_APP_ID || DEV_API_KEYS.appId,
    clientId: env.GUIDE_CLIENT_ID || DEV_API_KEYS.clientId,
    secret: env.GUIDE_APP_SECRET || DEV_API_KEYS.secret,
  }
}
