/**
 * Issue 43, findings 2 to 4, against the real app over HTTP (tests/int/global-setup.ts: `npm start`): what a
 * /cms-api query may reach, the shape of its plain parameters, bylines, document locks and the feedback fields
 * only the server fills. Every answer here is checked for its status and, for a refusal, for a message that names
 * what was refused. tests/int/fuzz.int.test.ts walks the same rules over every collection.
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { signIn } from '../support/cms-rest'
import { lexicalParagraph } from '../support/lexical'
import { rawRequest } from '../support/raw-http'

const base = inject('appUrl')
type Actor = 'anonymous' | 'author' | 'otherAuthor' | 'editor' | 'admin'
const PASSWORD = 'cms-api-checks-password'

let payload: Payload
const tokens: Partial<Record<Actor, string>> = {}
const users: Partial<Record<Actor, number>> = {}

type Answer = { status: number; body: Record<string, unknown> & { docs?: Record<string, unknown>[]; totalDocs?: number; errors?: { message?: string }[] } }

/** A /cms-api call over HTTP as `actor`; `body` is sent as JSON unless `form` says it is a form. */
async function call(actor: Actor, method: string, path: string, { body, form, headers = {} }: { body?: unknown; form?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const sent: Record<string, string> = { ...headers }
  if (tokens[actor]) sent.Authorization = `JWT ${tokens[actor]}`
  if (body !== undefined) sent['Content-Type'] = 'application/json'
  if (form !== undefined) sent['Content-Type'] = 'application/x-www-form-urlencoded'
  const response = await rawRequest(base, method, `/cms-api${path}`, { headers: sent, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) })
  let parsed: Answer['body'] = {}
  try {
    parsed = JSON.parse(response.body)
  } catch {
    parsed = { raw: response.body }
  }
  return { status: response.status, body: parsed }
}
const get = (actor: Actor, path: string) => call(actor, 'GET', path)
const message = (answer: Answer) => answer.body.errors?.[0]?.message ?? ''

/** A refusal: 400, JSON, a message naming `named`. */
function expectRefused(answer: Answer, named: string, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(400)
  expect(message(answer), what).toContain(named)
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const roles: [Actor, 'author' | 'editor' | 'admin'][] = [['author', 'author'], ['otherAuthor', 'author'], ['editor', 'editor'], ['admin', 'admin']]
  for (const [actor, role] of roles) {
    const email = `${actor}-${randomUUID()}@cms-checks.test`
    users[actor] = (await payload.create({ collection: 'users', data: { email, password: PASSWORD, role, name: `The ${actor}` }, overrideAccess: true })).id
    tokens[actor] = await signIn(email, PASSWORD)
  }
})

/** A news entry with `author` and `createdBy` set to `actor`, written with full rights. */
async function entryBy(actor: Actor, status: 'draft' | 'published' = 'published') {
  return payload.create({
    collection: 'news',
    data: { title: `Entry by ${actor} ${randomUUID()}`, body: lexicalParagraph('Checks.') as never, author: users[actor], createdBy: users[actor], _status: status, publishedAt: new Date().toISOString() },
    draft: status === 'draft',
    overrideAccess: true,
  })
}

describe('finding 2: no query reaches what its caller may not read', () => {
  let sessionPrefix: string
  beforeAll(async () => {
    await entryBy('editor')
    const editor = await payload.findByID({ collection: 'users', id: users.editor!, overrideAccess: true, showHiddenFields: true })
    const sessions = (editor as { sessions?: { id: string }[] }).sessions ?? []
    expect(sessions.length, 'signing in made a session').toBeGreaterThan(0)
    sessionPrefix = sessions[0].id.slice(0, 4)
  })

  const everyone: Actor[] = ['anonymous', 'author', 'editor', 'admin']

  it.each(everyone)('%s: session fields through `author` and `createdBy` are refused, in where and in sort', async (actor) => {
    const now = encodeURIComponent(new Date().toISOString())
    const cases: [string, string][] = [
      [`/news?where[author.sessions.id][like]=${sessionPrefix}&depth=0&limit=1`, 'author.sessions.id'],
      [`/news?where[author.sessions.expiresAt][greater_than]=${now}&depth=0&limit=1`, 'author.sessions.expiresAt'],
      [`/news?where[createdBy.sessions.id][like]=${sessionPrefix}&depth=0&limit=1`, 'createdBy.sessions.id'],
      [`/news?where[or][0][title][exists]=true&where[or][1][and][0][createdBy__sessions__id][exists]=true&depth=0`, 'createdBy.sessions.id'],
      ['/news?sort=author.sessions.createdAt&depth=0&limit=1', 'author.sessions.createdAt'],
      ['/news?sort=title,-createdBy.sessions.expiresAt&depth=0&limit=1', 'createdBy.sessions.expiresAt'],
      [`/news?where=${encodeURIComponent(JSON.stringify({ 'author.sessions.id': { like: sessionPrefix } }))}&depth=0`, 'author.sessions.id'],
      [`/news/count?where[author.sessions.id][like]=${sessionPrefix}`, 'author.sessions.id'],
    ]
    for (const [path, named] of cases) expectRefused(await get(actor, path), named, `${actor} GET ${path}`)
  })

  it('the same through a POST standing for a GET, with a form or JSON body', async () => {
    const override = { 'X-HTTP-Method-Override': 'GET' }
    const form = await call('anonymous', 'POST', '/news', { form: `where[author.sessions.id][like]=${sessionPrefix}&depth=0`, headers: override })
    expectRefused(form, 'author.sessions.id', 'form body')
    const json = await call('anonymous', 'POST', '/news', { body: { where: { 'author.sessions.id': { like: sessionPrefix } } }, headers: override })
    expectRefused(json, 'author.sessions.id', 'JSON body')
  })

  it('no path crosses into a collection its caller may not read, and no order into one read only in part', async () => {
    // Visitors read no accounts: no filter or order by an account's fields at all.
    expectRefused(await get('anonymous', '/news?where[author.name][like]=The&depth=0'), 'author.name', 'visitor where author.name')
    expectRefused(await get('anonymous', '/media?where[createdBy.role][equals]=admin&depth=0'), 'createdBy.role', 'visitor media createdBy.role')
    // Authors and editors read their own account only: no order by accounts' fields, and a filter only ever
    // matches through their own (Payload adds the accounts' rule to the same condition).
    const byName = '/news?where[author.name][equals]=The%20editor&depth=0&limit=5'
    for (const actor of ['anonymous', 'author', 'editor'] as const) {
      expectRefused(await get(actor, '/news?sort=author.email&depth=0'), 'author.email', `${actor} sort author.email`)
      expectRefused(await get(actor, '/news?sort=-createdBy.name,title&depth=0'), 'createdBy.name', `${actor} sort createdBy.name`)
    }
    expect((await get('author', byName)).body.totalDocs, 'the editor’s entries stay hidden from an author’s filter').toBe(0)
    expect((await get('editor', byName)).body.totalDocs, 'an editor’s filter on their own name').toBeGreaterThan(0)
    expect((await get('author', '/media?where[createdBy.role][equals]=admin&depth=0')).body.totalDocs).toBe(0)
    // Admins read every account.
    const admins = await get('admin', byName)
    expect(admins.status).toBe(200)
    expect(admins.body.totalDocs).toBeGreaterThan(0)
    expect((await get('admin', '/news?sort=-author.name&depth=0&limit=2')).status).toBe(200)
    // Published-only collections: a visitor filters through them, as the guide's own tests do, but does not sort by them.
    expect((await get('anonymous', '/hero-abilities?where[hero.slug][equals]=hulk&depth=0&limit=5')).status).toBe(200)
    expectRefused(await get('anonymous', '/hero-abilities?sort=hero.slug&depth=0&limit=5'), 'hero.slug', 'visitor sort hero.slug')
    expect((await get('editor', '/hero-abilities?sort=hero.slug&depth=0&limit=5')).status).toBe(200)
    // Uploads are everyone's to read: a path into them stays open, as does a relationship's own id.
    expect((await get('anonymous', '/news?where[cover.alt][like]=a&depth=0&limit=1')).status).toBe(200)
    expect((await get('anonymous', `/news?where[author.id][equals]=${users.editor}&depth=0&limit=1`)).status).toBe(200)
    expect((await get('anonymous', `/news?where[author][equals]=${users.editor}&sort=author&depth=0&limit=1`)).status).toBe(200)
  })

  it('versions get the same check: an author cannot order versions by accounts’ fields, nor reach their credentials', async () => {
    expectRefused(await get('author', '/news/versions?sort=version.author.name&depth=0'), 'version.author.name', 'versions sort')
    expectRefused(await get('author', '/news/versions?where[version.author.sessions.id][exists]=true&depth=0'), 'version.author.sessions.id', 'versions where')
    expectRefused(await get('author', '/news/versions?sort=version.createdBy.sessions.createdAt&depth=0'), 'version.createdBy.sessions.createdAt', 'versions sort')
    expect((await get('author', '/news/versions?where[version.title][like]=Entry&depth=0&limit=1')).status).toBe(200)
  })

  it('an account’s own credentials cannot be queried either, not even by an admin', async () => {
    for (const field of ['sessions.id', 'sessions.expiresAt', 'hash', 'salt', 'resetPasswordToken', 'loginAttempts', 'lockUntil']) {
      expectRefused(await get('admin', `/users?where[${field}][exists]=true&depth=0`), field.split('.')[0], `admin users where ${field}`)
      expectRefused(await get('admin', `/news?where[author.${field}][exists]=true&depth=0`), `author.${field}`, `admin news where author.${field}`)
    }
  })
})

describe('finding 3: plain parameters are one value of their kind', () => {
  const collections = () => payload.config.collections.map((collection) => collection.slug)

  it('a repeated or listed `limit` is a 400 naming it, on every collection, through GET, PATCH and a POST standing for a GET', async () => {
    const problems: string[] = []
    for (const slug of collections()) {
      for (const shape of ['limit=1&limit=2', 'limit[]=1&limit[]=2', 'limit[0]=1', 'limit[a]=1']) {
        const answers: [string, Answer][] = [
          ['GET', await get('admin', `/${slug}?${shape}&depth=0`)],
          ['PATCH', await call('admin', 'PATCH', `/${slug}?${shape}&where[id][equals]=0`, { body: {} })],
          ['POST override', await call('admin', 'POST', `/${slug}`, { form: `${shape}&depth=0`, headers: { 'X-HTTP-Method-Override': 'GET' } })],
        ]
        for (const [how, answer] of answers) {
          if (answer.status !== 400 || !message(answer).includes('`limit`')) problems.push(`${how} /${slug}?${shape}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`)
        }
      }
    }
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([])
  }, 300_000)

  it.each(['page', 'depth', 'sort', 'draft', 'trash', 'pagination', 'locale', 'fallback-locale', 'overrideLock'])('a repeated `%s` is a 400 naming it', async (name) => {
    const value = ['page', 'depth'].includes(name) ? '1' : name === 'sort' ? 'id' : name.includes('locale') ? 'en' : 'true'
    for (const shape of [`${name}=${value}&${name}=${value}`, `${name}[]=${value}`, `${name}[0]=${value}`]) {
      expectRefused(await get('admin', `/maps?${shape}${name === 'depth' ? '' : '&depth=0'}`), `\`${name}\``, `GET /maps?${shape}`)
      expectRefused(await call('editor', 'PATCH', `/heroes?${shape}&where[id][equals]=0`, { body: {} }), `\`${name}\``, `PATCH /heroes?${shape}`)
    }
  })

  it('`limit` is a whole number from 1 to 1000 (0, everything at once, for signed-in staff only)', async () => {
    for (const limit of ['-1', 'NaN', '1.5', '1e3', '1000000', '99999999999999999999', '', '0x10']) {
      expectRefused(await get('anonymous', `/map-markers?limit=${limit}&depth=0`), '`limit`', `limit=${limit}`)
    }
    expectRefused(await get('anonymous', '/map-markers?limit=0&depth=0'), '`limit=0`', 'limit=0 as a visitor')
    expectRefused(await get('anonymous', '/map-markers?pagination=false&depth=0'), '`pagination=false`', 'pagination=false as a visitor')
    const page = await get('anonymous', '/map-markers?limit=1000&depth=0')
    expect(page.status).toBe(200)
    expect(page.body.docs!.length).toBe(Math.min(1000, page.body.totalDocs!))
    expect((await get('anonymous', '/map-markers?pagination=false&limit=2&depth=0')).body.docs).toHaveLength(2)
    // The admin's own requests: bulk edits and its pickers ask for everything at once.
    const everything = await get('editor', '/maps?depth=0&limit=0&sort=name&select[name]=true')
    expect(everything.status).toBe(200)
    expect(everything.body.docs!.length).toBe(everything.body.totalDocs)
    expect((await get('author', '/media?limit=0&depth=0&where[id][equals]=0')).status).toBe(200)
    expectRefused(await get('anonymous', '/maps?page=0&depth=0'), '`page`', 'page=0')
    expectRefused(await get('anonymous', '/maps?depth=-1'), '`depth`', 'depth=-1')
  })

  it('objects stay objects: select, populate and joins given as one value are a 400 naming them', async () => {
    for (const name of ['select', 'populate', 'joins']) expectRefused(await get('anonymous', `/maps?${name}=x&depth=0`), `\`${name}\``, `${name}=x`)
    expectRefused(await get('anonymous', '/maps?joins[sections][limit]=1&joins[sections][limit]=2&depth=0'), '`joins[sections][limit]`', 'joins limit twice')
    expect((await get('anonymous', '/maps?joins[sections][limit]=2&depth=0&limit=1')).status).toBe(200)
  })

  it('a value PostgreSQL cannot read is a 400, never a 500', async () => {
    for (const path of ['/map-markers?where[id][in]=1,x', '/heroes?where[role][in]=nobody', '/maps?where[id][greater_than]=99999999999999999999', '/maps?where[id][equals][a]=1']) {
      const answer = await get('anonymous', `${path}&depth=0`)
      expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(400)
      expect(message(answer), path).toBeTruthy()
    }
  })
})

describe('finding 4: bylines, locks and the fields only the server fills', () => {
  it('an author’s new entry carries their own name whatever the request says, and they cannot change it later', async () => {
    const created = await call('author', 'POST', '/news?draft=true', { body: { title: `Byline ${randomUUID()}`, body: lexicalParagraph('Mine.'), _status: 'draft', author: users.admin } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const stored = () => payload.findByID({ collection: 'news', id, draft: true, depth: 0, overrideAccess: true })
    expect((await stored()).author).toBe(users.author)
    expect((await call('author', 'PATCH', `/news/${id}?draft=true`, { body: { author: users.otherAuthor, title: `Renamed ${randomUUID()}` } })).status).toBe(200)
    expect((await stored()).author).toBe(users.author)
    // Publishing keeps it too.
    expect((await call('author', 'PATCH', `/news/${id}`, { body: { _status: 'published', author: users.editor } })).status).toBe(200)
    expect((await payload.findByID({ collection: 'news', id, depth: 0, overrideAccess: true })).author).toBe(users.author)
    // Editors and admins give an entry another byline.
    expect((await call('editor', 'PATCH', `/news/${id}?draft=true`, { body: { author: users.otherAuthor } })).status).toBe(200)
    expect((await stored()).author).toBe(users.otherAuthor)
    const byEditor = await call('editor', 'POST', '/news?draft=true', { body: { title: `For someone ${randomUUID()}`, body: lexicalParagraph('Theirs.'), _status: 'draft', author: users.author } })
    expect(byEditor.status).toBe(201)
    expect((await payload.findByID({ collection: 'news', id: (byEditor.body.doc as { id: number }).id, draft: true, depth: 0, overrideAccess: true })).author).toBe(users.author)
  })

  describe('document locks', () => {
    type LockDoc = { id: number }
    const made: number[] = []
    const lock = async (on: { relationTo: string; value: number } | { global: string }, holder: Actor): Promise<LockDoc> => {
      const data = 'global' in on ? { document: null, globalSlug: on.global } : { document: on, globalSlug: null }
      const doc = await payload.create({ collection: 'payload-locked-documents', data: { ...data, user: { relationTo: 'users', value: users[holder]! } } as never, overrideAccess: true })
      made.push(doc.id)
      return doc
    }
    const holderOf = async (id: number) => {
      const stored = await payload.findByID({ collection: 'payload-locked-documents', id, depth: 0, overrideAccess: true })
      const value = stored.user?.value
      return typeof value === 'object' ? value?.id : value
    }
    let patchId: number
    let ownEntry: number
    beforeAll(async () => {
      patchId = (await payload.find({ collection: 'patches', limit: 1, depth: 0, overrideAccess: true })).docs[0].id
      ownEntry = (await entryBy('author', 'draft')).id
    })

    it('an author reads by id and counts only the locks the list shows them', async () => {
      const onPatch = await lock({ relationTo: 'patches', value: patchId }, 'editor')
      const own = await lock({ relationTo: 'news', value: ownEntry }, 'author')
      expect((await get('author', `/payload-locked-documents/${onPatch.id}?depth=0`)).status).toBe(404)
      expect((await get('author', `/payload-locked-documents/${own.id}?depth=0`)).status).toBe(200)
      const listed = await get('author', '/payload-locked-documents?depth=0&limit=100')
      const counted = await get('author', '/payload-locked-documents/count')
      expect(counted.status).toBe(200)
      expect(counted.body.totalDocs).toBe(listed.body.totalDocs)
      expect(listed.body.docs!.map((doc) => doc.id)).toContain(own.id)
      expect(listed.body.docs!.map((doc) => doc.id)).not.toContain(onPatch.id)
      // Editors see every lock, by id and counted.
      expect((await get('editor', `/payload-locked-documents/${onPatch.id}?depth=0`)).status).toBe(200)
      const all = await payload.count({ collection: 'payload-locked-documents', overrideAccess: true })
      expect((await get('editor', '/payload-locked-documents/count')).body.totalDocs).toBe(all.totalDocs)
    })

    it('taking a lock over needs the right to edit what it locks', async () => {
      const onPatch = await lock({ relationTo: 'patches', value: patchId }, 'editor')
      const takeOver = (actor: Actor, id: number) => call(actor, 'PATCH', `/payload-locked-documents/${id}`, { body: { user: { relationTo: 'users', value: users[actor] } } })
      const refused = await takeOver('author', onPatch.id)
      expect(refused.status).toBe(403)
      expect(message(refused)).toMatch(/edit/)
      expect(await holderOf(onPatch.id)).toBe(users.editor)
      // On their own entry an author takes an editor's lock over; an editor takes over any content's lock.
      const onOwn = await lock({ relationTo: 'news', value: ownEntry }, 'editor')
      expect((await takeOver('author', onOwn.id)).status).toBe(200)
      expect(await holderOf(onOwn.id)).toBe(users.author)
      expect((await takeOver('editor', onPatch.id)).status).toBe(200)
      // Globals by their own rule: authors edit the news desk, not the home page.
      const onDesk = await lock({ global: 'news-desk' }, 'editor')
      const onHome = await lock({ global: 'home' }, 'editor')
      expect((await takeOver('author', onHome.id)).status).toBe(403)
      expect((await takeOver('author', onDesk.id)).status).toBe(200)
      // The admin asks for the lock of the global on screen: shown where the author may edit it.
      expect((await get('author', '/payload-locked-documents?where[globalSlug][equals]=home&depth=0')).body.docs).toEqual([])
      await payload.update({ collection: 'payload-locked-documents', id: onDesk.id, data: { user: { relationTo: 'users', value: users.editor! } } as never, overrideAccess: true })
      expect((await get('author', '/payload-locked-documents?where[globalSlug][equals]=news-desk&depth=0')).body.docs!.map((doc) => doc.id)).toContain(onDesk.id)
    })

    it('cleans up its locks', async () => {
      for (const id of made) await payload.delete({ collection: 'payload-locked-documents', id, overrideAccess: true })
    })
  })

  it('only the server fills a feedback entry’s ip and country', async () => {
    const created = await call('editor', 'POST', '/feedback', { body: { message: `Forged ${randomUUID()}`, ip: '6.6.6.6', country: 'KP' } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const stored = () => payload.findByID({ collection: 'feedback', id, overrideAccess: true })
    expect((await stored()).ip ?? null).toBeNull()
    expect((await stored()).country ?? null).toBeNull()
    await payload.update({ collection: 'feedback', id, data: { ip: '10.0.0.1', country: 'DE' }, overrideAccess: true })
    expect((await call('admin', 'PATCH', `/feedback/${id}`, { body: { ip: '6.6.6.6', country: 'KP', read: true } })).status).toBe(200)
    const after = await stored()
    expect([after.ip, after.country, after.read]).toEqual(['10.0.0.1', 'DE', true])
  })
})
