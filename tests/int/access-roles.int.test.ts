/**
 * The role matrix, proven through Payload's REST API at /cms-api: anonymous visitors, authors, editors and
 * admins against feedback, beta keys, users, heroes and news (draft and published).
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeRichText } from '@/seed/rich-text'

import { cms, signIn } from '../support/cms-rest'
import { lexicalParagraph } from '../support/lexical'

type Actor = 'anonymous' | 'author' | 'editor' | 'admin'
const ACTORS: Actor[] = ['anonymous', 'author', 'editor', 'admin']
const PASSWORD = 'role-matrix-password'

let payload: Payload
const tokens: Partial<Record<Actor, string>> = {}
const userIds: Partial<Record<Actor, number>> = {}
const as = (actor: Actor) => ({ token: tokens[actor] })
let run = 0
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${run++}`

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'editor', 'author'] as const) {
    const email = `${unique(role)}@roles.test`
    const user = await payload.create({ collection: 'users', data: { email, password: PASSWORD, role }, overrideAccess: true })
    userIds[role] = user.id
    tokens[role] = await signIn(email, PASSWORD)
  }
})

/** Creates a document with full rights, for the read/update/delete checks. */
async function fixture(collection: 'feedback' | 'beta-keys' | 'heroes' | 'users'): Promise<number> {
  const data = {
    feedback: () => ({ message: 'The map legend is great', onPage: '/maps' }),
    'beta-keys': () => ({ key: unique('key'), validatedCount: 0 }),
    heroes: () => {
      const name = unique('Test Hero')
      return { name, nickname: name, role: 'duelist' }
    },
    users: () => ({ email: `${unique('someone')}@roles.test`, password: PASSWORD, role: 'author' }),
  }[collection]()
  const doc = await payload.create({ collection, data: data as never, overrideAccess: true })
  return doc.id as number
}

const newData = {
  feedback: () => ({ message: 'Created over REST' }),
  'beta-keys': () => ({ key: unique('rest-key') }),
  heroes: () => {
    const name = unique('Rest Hero')
    return { name, nickname: name, role: 'strategist' }
  },
  users: () => ({ email: `${unique('made')}@roles.test`, password: PASSWORD, role: 'author' }),
}
const changes = {
  feedback: { read: true },
  'beta-keys': { validatedCount: 3 },
  heroes: { nickname: 'Renamed' },
  users: { name: 'Renamed' },
}

type Expectation = Record<'read' | 'create' | 'update' | 'delete', boolean>
const allowed = (read: boolean, create: boolean, update: boolean, del: boolean): Expectation => ({ read, create, update, delete: del })

const MATRIX: Record<'feedback' | 'beta-keys' | 'heroes' | 'users', Record<Actor, Expectation>> = {
  feedback: {
    anonymous: allowed(false, false, false, false),
    author: allowed(false, false, false, false),
    editor: allowed(true, true, true, true),
    admin: allowed(true, true, true, true),
  },
  'beta-keys': {
    anonymous: allowed(false, false, false, false),
    author: allowed(false, false, false, false),
    editor: allowed(true, true, true, true),
    admin: allowed(true, true, true, true),
  },
  heroes: {
    anonymous: allowed(true, false, false, false),
    author: allowed(true, false, false, false),
    editor: allowed(true, true, true, true),
    admin: allowed(true, true, true, true),
  },
  // Other people's accounts; everyone may still read and edit their own (tested below).
  users: {
    anonymous: allowed(false, false, false, false),
    author: allowed(false, false, false, false),
    editor: allowed(false, false, false, false),
    admin: allowed(true, true, true, true),
  },
}

describe.each(Object.keys(MATRIX) as (keyof typeof MATRIX)[])('%s', (collection) => {
  it.each(ACTORS)('%s gets exactly the allowed operations', async (actor) => {
    const expected = MATRIX[collection][actor]

    const target = await fixture(collection)
    const read = await cms('GET', `/${collection}/${target}`, as(actor))
    // A refusal is 403, or 404 where access narrows the query to the actor's own documents.
    expect(expected.read ? [200] : [403, 404], `read ${collection} as ${actor}`).toContain(read.status)
    if (expected.read) expect(read.body.id).toBe(target)

    const list = await cms('GET', `/${collection}?limit=100&depth=0`, as(actor))
    if (expected.read) {
      expect(list.status).toBe(200)
      expect(list.body.docs?.some((doc) => doc.id === target)).toBe(true)
    } else {
      // Either refused outright or filtered down to nothing of anyone else's.
      expect(list.status === 403 || !list.body.docs?.some((doc) => doc.id === target)).toBe(true)
    }

    const created = await cms('POST', `/${collection}`, { ...as(actor), body: newData[collection]() })
    expect(created.status, `create ${collection} as ${actor}: ${JSON.stringify(created.body)}`).toBe(expected.create ? 201 : 403)

    const updated = await cms('PATCH', `/${collection}/${target}`, { ...as(actor), body: changes[collection] })
    expect([200, 403, 404], `update ${collection} as ${actor}`).toContain(updated.status)
    expect(updated.status === 200, `update ${collection} as ${actor}`).toBe(expected.update)

    const removed = await cms('DELETE', `/${collection}/${target}`, as(actor))
    expect([200, 403, 404]).toContain(removed.status)
    expect(removed.status === 200, `delete ${collection} as ${actor}`).toBe(expected.delete)
    const stillThere = await payload.count({ collection, where: { id: { equals: target } }, overrideAccess: true })
    expect(stillThere.totalDocs).toBe(expected.delete ? 0 : 1)
  })
})

describe('own account', () => {
  it.each(['author', 'editor'] as const)('a %s reads and edits their own account but cannot promote themselves', async (actor) => {
    const id = userIds[actor]!
    const me = await cms('GET', `/users/${id}`, as(actor))
    expect(me.status).toBe(200)

    const renamed = await cms('PATCH', `/users/${id}`, { ...as(actor), body: { name: `Still ${actor}`, role: 'admin' } })
    expect(renamed.status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id, overrideAccess: true })
    expect(stored.name).toBe(`Still ${actor}`)
    expect(stored.role).toBe(actor)
  })
})

describe('news: drafts and published entries', () => {
  let draftId: number
  let publishedId: number

  beforeAll(async () => {
    const body = (await makeRichText(payload.config))([{ p: 'Patch notes are in.' }])
    const published = await payload.create({
      collection: 'news',
      data: { title: unique('Published entry'), body, publishedAt: new Date().toISOString(), _status: 'published' },
      overrideAccess: true,
    })
    const draft = await payload.create({
      collection: 'news',
      data: { title: unique('Draft entry'), body, publishedAt: new Date().toISOString(), _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    publishedId = published.id
    draftId = draft.id
  })

  it('anonymous visitors read published news only', async () => {
    expect((await cms('GET', `/news/${publishedId}`)).status).toBe(200)
    expect((await cms('GET', `/news/${draftId}`)).status).toBe(404)
    const list = await cms('GET', '/news?limit=200&depth=0&draft=true')
    const ids = list.body.docs?.map((doc) => doc.id)
    expect(ids).toContain(publishedId)
    expect(ids).not.toContain(draftId)
  })

  it('anonymous visitors cannot write news', async () => {
    expect((await cms('POST', '/news', { body: { title: 'Nope', publishedAt: new Date().toISOString() } })).status).toBe(403)
    expect((await cms('PATCH', `/news/${publishedId}`, { body: { title: 'Defaced' } })).status).toBe(403)
    expect((await cms('DELETE', `/news/${publishedId}`)).status).toBe(403)
  })

  it.each(['author', 'editor', 'admin'] as const)('a %s reads drafts and writes news', async (actor) => {
    const draft = await cms('GET', `/news/${draftId}?draft=true`, as(actor))
    expect(draft.status).toBe(200)
    const created = await cms('POST', '/news?draft=true', {
      ...as(actor),
      body: { title: unique(`By ${actor}`), body: lexicalParagraph('Drafted.'), publishedAt: new Date().toISOString(), _status: 'draft' },
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    expect((await cms('PATCH', `/news/${id}?draft=true`, { ...as(actor), body: { title: unique('Edited') } })).status).toBe(200)
    expect((await cms('DELETE', `/news/${id}`, as(actor))).status).toBe(200)
  })
})
