import { randomBytes } from 'node:crypto'

import type { AuthToken, TokenProvider } from '@/browser/api-client'

/**
 * A small but real authentication service for tests: it issues random tokens stamped with its clock,
 * refreshes them on request and tells its listeners about sign-in and sign-out, as a hosted service's SDK does.
 */
export class MemoryAuthService implements TokenProvider {
  private current: AuthToken | null = null
  private readonly listeners = { in: new Set<() => void>(), out: new Set<() => void>() }
  /** Every token ever issued, oldest first. */
  readonly issued: AuthToken[] = []

  constructor(private readonly clock: () => number = Date.now) {}

  private issue(): AuthToken {
    const token = { token: randomBytes(16).toString('hex'), issuedAt: this.clock() }
    this.issued.push(token)
    return token
  }

  signIn() {
    this.current = this.issue()
    this.listeners.in.forEach((listener) => listener())
  }

  signOut() {
    this.current = null
    this.listeners.out.forEach((listener) => listener())
  }

  async getToken(options?: { forceRefresh?: boolean }): Promise<AuthToken | null> {
    if (this.current && options?.forceRefresh) this.current = this.issue()
    return this.current
  }

  onSignIn(listener: () => void) {
    this.listeners.in.add(listener)
    return () => void this.listeners.in.delete(listener)
  }

  onSignOut(listener: () => void) {
    this.listeners.out.add(listener)
    return () => void this.listeners.out.delete(listener)
  }
}
