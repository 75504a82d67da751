/**
 * The seeded admin against a running app over HTTP (tests/int/global-setup.ts's server, or one from
 * app-server.ts): signing in through POST /cms-api/users/login, and Payload REST calls with that session.
 */
import { expect } from 'vitest'

import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@/seed'

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
