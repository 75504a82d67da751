/**
 * Payload's REST API at /cms-api, called through the same route handlers the app serves
 * (src/app/(payload)/cms-api: Payload's, behind src/lib/cms-rest.ts), without a running web server.
 */
import { cmsRest } from '@/lib/cms-rest'

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
  const headers = new Headers({ 'Content-Type': 'application/json', ...extra })
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
