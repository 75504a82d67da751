/**
 * Issue 45: our validate messages in the language of whoever asks. Payload reads a /cms-api request's language
 * from the `payload-lng` cookie (the admin's choice in the account) or else `Accept-Language`; a client that sends
 * neither gets today's English. Over HTTP against the real app (tests/int/global-setup.ts), as an editor.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { lexicalParagraph } from '../support/lexical'
import { signInOverHttp } from '../support/app-admin'

const base = inject('appUrl')
const stamp = Date.now().toString(36)
let payload: Payload
let token: string

beforeAll(async () => {
  payload = await getPayload({ config })
  const email = `editor-${stamp}@messages.test`
  await payload.create({ collection: 'users', data: { email, password: 'messages-password', role: 'editor' }, overrideAccess: true })
  token = await signInOverHttp(base, email, 'messages-password')
})

afterAll(async () => {
  await payload.delete({ collection: 'pages', where: { slug: { like: `messages-${stamp}` } }, overrideAccess: true })
  await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@messages.test` } }, overrideAccess: true })
})

/** A page whose title makes no slug and whose social link is no web address: two refusals of ours. */
async function postBadPage(headers: Record<string, string> = {}) {
  const response = await fetch(new URL('/cms-api/pages', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, ...headers },
    body: JSON.stringify({ title: '!!!', lastUpdated: '2025-06-01T00:00:00.000Z', socialUrl: 'javascript:alert(1)', body: lexicalParagraph('A page.') }),
  })
  const body = (await response.json()) as { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }
  const fields = Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message]))
  return { status: response.status, fields, text: JSON.stringify(body) }
}

const ENGLISH = { slug: 'The title gives no slug (it needs a letter or digit); type one.', socialUrl: 'Use a web address that starts with https:// (or http://).' }

describe('a refused write names the problem in the language asked for', () => {
  it('in English when the client sends no language (as before)', async () => {
    const answer = await postBadPage()
    expect(answer.status, answer.text).toBe(400)
    expect(answer.fields).toMatchObject(ENGLISH)
  })

  it('in Spanish with Accept-Language: es', async () => {
    const answer = await postBadPage({ 'Accept-Language': 'es' })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.fields).toMatchObject({
      slug: 'El título no da un slug (necesita una letra o un dígito); escribe uno.',
      socialUrl: 'Usa una dirección web que empiece con https:// (o http://).',
    })
  })

  it('in the admin language an editor chose (the payload-lng cookie; Payload calls pt-BR `pt`)', async () => {
    const answer = await postBadPage({ Cookie: 'payload-lng=pt', 'Accept-Language': 'es' })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.fields.socialUrl).toBe('Use um endereço web que comece com https:// (ou http://).')
  })

  it('in English for a language the admin does not speak', async () => {
    const answer = await postBadPage({ 'Accept-Language': 'de-DE,de;q=0.9' })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.fields).toMatchObject(ENGLISH)
  })
})
