/**
 * The seeded admin against a running app over HTTP (tests/int/global-setup.ts's server, or one from
 * app-server.ts): signing in through POST /cms-api/users/login, and Payload REST calls with that session.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { DEV_API_KEYS } from '@/contract/api-keys'
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@/seed'

import { addressOf } from './client-address'
import { signedHeaders } from './raw-http'

/** Signs the seeded admin in (the sign-in must answer 200) and returns the session token. */
export async function signInAdmin(base: string): Promise<string> {
  const login = await fetch(new URL('/cms-api/users/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
  })
  expect(login.status).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** Payload REST at `base`/cms-api with a session token: each call answers its status and JSON body. */
export function cmsRestWith(base: string, token: string) {
  return async (method: string, pathname: string, body?: unknown) => {
    const response = await fetch(new URL(`/cms-api${pathname}`, base), {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
}

export type CmsRestCall = ReturnType<typeof cmsRestWith>

/** Signs a user in over HTTP, from an address of its own (sign-ins are throttled per address). */
export async function signInOverHttp(base: string, email: string, password: string): Promise<string> {
  const login = await fetch(new URL('/cms-api/users/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': addressOf(`login-${email}`) },
    body: JSON.stringify({ email, password }),
  })
  expect(login.status).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** A new user of each role, signed in: Payload REST calls as each, by role. */
export async function staffRest<R extends 'admin' | 'editor' | 'author'>(base: string, payload: Payload, roles: readonly R[], tag: string): Promise<Record<R, CmsRestCall>> {
  const password = `${tag}-test-password`
  const calls = {} as Record<R, CmsRestCall>
  for (const role of roles) {
    const email = `${tag}-${role}-${Date.now().toString(36)}@${tag}.test`
    await payload.create({ collection: 'users', data: { email, password, role }, overrideAccess: true })
    calls[role] = cmsRestWith(base, await signInOverHttp(base, email, password))
  }
  return calls
}

/** A signed /api GET as a client of its own (rate budgets are per client): its status and JSON body. */
export async function signedApiGet<T = unknown>(base: string, path: string, { signed = true } = {}): Promise<{ status: number; json: T }> {
  const fingerprint = `api-${randomUUID()}`
  const response = await fetch(new URL(path, base), {
    headers: {
      'Content-Type': 'application/json',
      ...(signed ? signedHeaders(new URL(path, base).pathname, { secret: DEV_API_KEYS.secret, fingerprint }) : {}),
      'X-Forwarded-For': addressOf(fingerprint),
    },
  })
  return { status: response.status, json: (await response.json()) as T }
}
