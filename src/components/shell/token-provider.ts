import type { TokenProvider } from '@/browser/api-client'

/**
 * The authentication service the browser client asks for a signed-in user's token (spec §6). The guide has
 * no visitor accounts, so there is none and no call carries an Authorization header. An operator who adds
 * sign-in sets this to an adapter for their service; docs/security.md, "Signing visitors in", shows one.
 */
export const tokenProvider: TokenProvider | null = null
