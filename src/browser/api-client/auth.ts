/**
 * The signed-in client (spec §6). The guide has no visitor accounts, so nothing is signed in by default; an
 * operator who adds an authentication service hands the client a TokenProvider (see docs/security.md, "Signing
 * visitors in"). Then every call carries `Authorization: Bearer {token}`, and, when a sync URL is configured,
 * the client POSTs the token there on sign-in and sends DELETE on sign-out.
 */

/** A user's token as the authentication service issued it. */
export type AuthToken = {
  token: string
  /** When the service issued it, in ms since the epoch: the client refreshes a token older than the maximum age before syncing it. */
  issuedAt: number
}

/** What the client needs from an authentication service. */
export interface TokenProvider {
  /** The signed-in user's token, or null while nobody is signed in. `forceRefresh` asks the service for a new one. */
  getToken(options?: { forceRefresh?: boolean }): Promise<AuthToken | null>
  /** Calls `listener` whenever a user signs in; returns a function that stops listening. */
  onSignIn(listener: () => void): () => void
  /** Calls `listener` whenever the user signs out; returns a function that stops listening. */
  onSignOut(listener: () => void): () => void
}

export type AuthOptions = {
  provider: TokenProvider
  /** Where the token is synced; no sync calls at all without it. */
  syncUrl?: string | null
  /** A token older than this is refreshed before it is synced (spec §9: 300 s). */
  maxTokenAgeSeconds: number
  now?: () => number
}

/** The settings an operator changes, read once on the server (src/app/(frontend)/layout.tsx) and handed to the browser. */
export type AuthSettings = { syncUrl: string | null; maxTokenAgeSeconds: number }
