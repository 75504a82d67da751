/**
 * Payload's REST API at /cms-api, called through the same route handlers the app serves
 * (src/app/(payload)/cms-api: Payload's, behind src/api/cms-rest.ts), without a running web server.
 */
import { CLIENT_IP_HEADER, EDGE_MARK } from '@/edge/client-address'
import { cmsRest } from '@/api/cms-rest'

// As scripts/serve.ts does for the app: each call arrives with the client's address established, here a
// fresh one per call, so per-address budgets (sign-in, forgot-password) of one test never touch another's.
;(globalThis as Record<symbol, unknown>)[EDGE_MARK] = true
let calls = 0
const nextAddress = () => `10.77.${Math.floor(calls / 250) % 250}.${(calls++ % 250) + 1}`

const handlers = {
  GET: cmsRest.GET,
  POST: cmsRest.POST,
  PATCH: cmsRest.PATCH,
  DELETE: cmsRest.DELETE,
}

export type CmsResponse = { status: number; body: Record<string, unknown> & { docs?: Record<string, unknown>[] } }

export async function cms(
  method: keyof typeof handlers,
  path: string,
  { token, body, headers: extra }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CmsResponse> {
  const url = new URL(`http://guide.test/cms-api${path}`)
  const headers = new Headers({ 'Content-Type': 'application/json', [CLIENT_IP_HEADER]: nextAddress(), ...extra })
  if (token) headers.set('Authorization', `JWT ${token}`)
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const slug = url.pathname.replace(/^\/cms-api\//, '').split('/').map(decodeURIComponent)
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {} }
}

/** Signs in through POST /cms-api/users/login and returns the session token. */
export async function signIn(email: string, password: string): Promise<string> {
  const { status, body } = await cms('POST', '/users/login', { body: { email, password } })
  if (status !== 200 || typeof body.token !== 'string') throw new Error(`Login failed for ${email}: ${status} ${JSON.stringify(body)}`)
  return body.token
}
