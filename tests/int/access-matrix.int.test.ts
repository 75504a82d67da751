/**
 * The access matrix over every collection Payload serves at /cms-api (the guide's and Payload's own): the four
 * actors (anonymous, author, editor, admin) against read, create, update and delete, through the same REST
 * handlers the app serves. Then the rows that depend on ownership (media, news, locks, accounts) with
 * fixtures, and the auth endpoints (unlock, forgot-password).
 *
 *   read   GET /{collection}/{an existing id}               200, or 403/404
 *   create POST /{collection} with an empty body            refused is 403; allowed is 201 or 400 (validation)
 *   update PATCH /{collection}/{an existing id} with {}     refused is 403/404; allowed is 200 or 400 (validation)
 *   delete DELETE /{collection}?where[id][equals]=0         200 (matches nothing), or 403
 */
import config from '@payload-config'
import { getPayload, type CollectionSlug, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeRichText } from '@/seed/rich-text'

import { cms, signIn } from '../support/cms-rest'

type Actor = 'anonymous' | 'author' | 'editor' | 'admin'
const ACTORS: Actor[] = ['anonymous', 'author', 'editor', 'admin']
const PASSWORD = 'access-matrix-password'
type Op = 'read' | 'create' | 'update' | 'delete'
type Row = Record<Actor, Op[]>

const R: Op[] = ['read']
const ALL: Op[] = ['read', 'create', 'update', 'delete']
const NONE: Op[] = []

/** Guide content: everyone reads, editors and admins write. */
const CONTENT: Row = { anonymous: R, author: R, editor: ALL, admin: ALL }
const INBOX: Row = { anonymous: NONE, author: NONE, editor: ALL, admin: ALL }

/**
 * "Own" rows: authors create, and update/delete only their own documents (checked with fixtures below); the
 * bulk delete that matches nothing is allowed to them because their access is a filter, not a refusal.
 */
const MATRIX: Record<string, Row> = {
  locations: CONTENT,
  maps: CONTENT,
  'map-sections': CONTENT,
  'map-markers': CONTENT,
  'map-callouts': CONTENT,
  'map-routes': CONTENT,
  'marker-icons': CONTENT,
  'map-heroes': CONTENT,
  'power-positions': CONTENT,
  breakouts: CONTENT,
  transformations: CONTENT,
  'utility-placements': CONTENT,
  heroes: CONTENT,
  'hero-abilities': CONTENT,
  'hero-details': CONTENT,
  'how-to-win': CONTENT,
  'team-ups': CONTENT,
  pages: CONTENT,
  // Patches: editors and admins write them; authors read them (drafts too, in the admin); visitors the published.
  patches: CONTENT,
  // Tier lists: the same rule as patches.
  'tier-lists': CONTENT,
  news: { anonymous: R, author: ['read', 'create', 'delete'], editor: ALL, admin: ALL },
  media: { anonymous: R, author: ['read', 'create', 'delete'], editor: ALL, admin: ALL },
  feedback: INBOX,
  'beta-keys': INBOX,
  // Other people's accounts (own account: below).
  users: { anonymous: NONE, author: NONE, editor: NONE, admin: ALL },
  // Payload's own: document locks are read by staff and never made by hand; jobs, key-value and migrations
  // are not served at all; preferences are each user's own (below).
  // Reading one lock by id answers 404 for everyone (the admin reads locks by query); writes as in cms-rest.ts.
  'payload-locked-documents': { anonymous: NONE, author: NONE, editor: NONE, admin: ['delete'] },
  'payload-jobs': { anonymous: NONE, author: NONE, editor: NONE, admin: NONE },
  'payload-kv': { anonymous: NONE, author: NONE, editor: NONE, admin: NONE },
  'payload-migrations': { anonymous: NONE, author: NONE, editor: NONE, admin: NONE },
  // GET /payload-preferences/{key} answers 200 with the caller's own value, or none (anonymous: always none).
  'payload-preferences': { anonymous: R, author: ['read', 'create', 'delete'], editor: ['read', 'create', 'delete'], admin: ['read', 'create', 'delete'] },
}

let payload: Payload
const tokens: Partial<Record<Actor, string>> = {}
const users: Partial<Record<Actor, number>> = {}
const as = (actor: Actor) => ({ token: tokens[actor] })
let run = 0
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${run++}`
const existing: Record<string, number | string> = {}

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'editor', 'author'] as const) {
    const email = `${unique(role)}@matrix.test`
    users[role] = (await payload.create({ collection: 'users', data: { email, password: PASSWORD, role }, overrideAccess: true })).id
    tokens[role] = await signIn(email, PASSWORD)
  }
  // Documents to read and update: the seed's, plus fixtures where the seed has none.
  await payload.create({ collection: 'feedback', data: { message: 'matrix fixture', onPage: '/maps' } as never, overrideAccess: true })
  await payload.create({ collection: 'beta-keys', data: { key: unique('matrix-key'), validatedCount: 0 } as never, overrideAccess: true })
  await payload.create({
    collection: 'payload-locked-documents',
    data: { document: { relationTo: 'heroes', value: (await payload.find({ collection: 'heroes', limit: 1, overrideAccess: true })).docs[0].id }, globalSlug: null, user: { relationTo: 'users', value: users.editor! } } as never,
    overrideAccess: true,
  })
  for (const slug of Object.keys(MATRIX)) {
    if (['payload-jobs', 'payload-kv', 'payload-migrations', 'payload-preferences'].includes(slug)) continue
    // A published document that is nobody's own account (the seeded admin for users).
    const where = slug === 'news' || slug === 'patches' || slug === 'tier-lists' ? { _status: { equals: 'published' } } : slug === 'users' ? { email: { equals: 'admin@guide.local' } } : undefined
    const { docs } = await payload.find({ collection: slug as CollectionSlug, where: where as never, limit: 1, depth: 0, overrideAccess: true, draft: false })
    expect(docs[0], `the seed or a fixture gives ${slug} a document`).toBeDefined()
    existing[slug] = docs[0].id
  }
  existing['payload-jobs'] = 1
  existing['payload-kv'] = 1
  existing['payload-migrations'] = 1
  existing['payload-preferences'] = 'matrix-key'
})

it('covers every collection the app serves', () => {
  expect(Object.keys(MATRIX).sort()).toEqual(payload.config.collections.map((collection) => collection.slug).sort())
})

describe.each(Object.keys(MATRIX))('%s', (slug) => {
  it.each(ACTORS)('%s', async (actor) => {
    const allowed = (op: Op) => MATRIX[slug][actor].includes(op)
    const id = existing[slug]

    const read = await cms('GET', `/${slug}/${id}?depth=0`, as(actor))
    expect(read.status < 500, `read ${slug} as ${actor}: ${read.status}`).toBe(true)
    expect(read.status === 200, `read ${slug} as ${actor}: ${read.status}`).toBe(allowed('read'))

    const created = await cms('POST', `/${slug}`, { ...as(actor), body: {} })
    expect(created.status < 500, `create ${slug} as ${actor}: ${created.status}`).toBe(true)
    expect(![401, 403, 404, 405].includes(created.status), `create ${slug} as ${actor}: ${created.status} ${JSON.stringify(created.body)}`).toBe(allowed('create'))
    const made = (created.body.doc as { id?: number } | undefined)?.id
    if (created.status === 201 && made && !slug.startsWith('payload-')) await payload.delete({ collection: slug as CollectionSlug, id: made, overrideAccess: true })

    // ?draft=true: on collections with drafts the empty change lands in a draft, so the published document that
    // other test files read (the /api contract) stays exactly as seeded.
    const updated = await cms('PATCH', `/${slug}/${id}?draft=true`, { ...as(actor), body: {} })
    expect(updated.status < 500, `update ${slug} as ${actor}: ${updated.status}`).toBe(true)
    // A preference has no update by key in Payload's REST (400 "Missing ID"): it is written again with POST.
    if (slug !== 'payload-preferences') {
      expect(![401, 403, 404, 405].includes(updated.status), `update ${slug} as ${actor}: ${updated.status} ${JSON.stringify(updated.body)}`).toBe(allowed('update'))
    }

    const removed = await cms('DELETE', `/${slug}?where[id][equals]=0`, as(actor))
    expect(removed.status < 500, `delete ${slug} as ${actor}: ${removed.status}`).toBe(true)
    expect(removed.status === 200, `delete ${slug} as ${actor}: ${removed.status} ${JSON.stringify(removed.body)}`).toBe(allowed('delete'))
  })
})

describe('ownership: authors manage only what they made', () => {
  let otherAuthor: string
  beforeAll(async () => {
    const email = `${unique('other-author')}@matrix.test`
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'author' }, overrideAccess: true })
    otherAuthor = await signIn(email, PASSWORD)
  })

  it('media: an author cannot change or delete an upload of someone else (Hulk’s avatar), but can their own', async () => {
    const hulk = (await payload.find({ collection: 'heroes', where: { slug: { equals: 'hulk' } }, depth: 0, overrideAccess: true })).docs[0]
    const avatarId = hulk.avatar as number
    expect((await cms('PATCH', `/media/${avatarId}`, { ...as('author'), body: { alt: 'Replaced' } })).status).toBe(403)
    expect((await cms('DELETE', `/media/${avatarId}`, as('author'))).status).toBe(403)
    expect((await payload.findByID({ collection: 'media', id: avatarId, overrideAccess: true })).alt).not.toBe('Replaced')
    // Editors may manage all media.
    expect((await cms('PATCH', `/media/${avatarId}`, { ...as('editor'), body: {} })).status).toBe(200)

    // An author's own upload (made with the author as creator, as the admin's upload does).
    const own = await payload.create({
      collection: 'media',
      data: { alt: 'Own upload' },
      file: await (async () => {
        const data = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } }).png().toBuffer()
        return { data, mimetype: 'image/png', name: `${unique('own')}.png`, size: data.length }
      })(),
      user: { ...(await payload.findByID({ collection: 'users', id: users.author!, overrideAccess: true })), collection: 'users' },
      overrideAccess: false,
    })
    expect(typeof own.createdBy === 'object' ? own.createdBy?.id : own.createdBy).toBe(users.author)
    expect((await cms('PATCH', `/media/${own.id}`, { token: otherAuthor, body: { alt: 'Not yours' } })).status).toBe(403)
    expect((await cms('PATCH', `/media/${own.id}`, { ...as('author'), body: { alt: 'Mine, renamed' } })).status).toBe(200)
    expect((await cms('DELETE', `/media/${own.id}`, as('author'))).status).toBe(200)
  })

  it('news: an author edits and deletes their own entries, not another author’s; editors all', async () => {
    const body = (await makeRichText(payload.config))([{ p: 'Ownership test.' }])
    const created = await cms('POST', '/news?draft=true', { ...as('author'), body: { title: unique('Mine'), body, _status: 'draft', createdBy: users.admin } })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number; createdBy: number | { id: number } }).id
    const stored = await payload.findByID({ collection: 'news', id, draft: true, depth: 0, overrideAccess: true })
    expect(stored.createdBy, 'the creator is the signed-in author, whatever the body says').toBe(users.author)

    expect((await cms('PATCH', `/news/${id}?draft=true`, { token: otherAuthor, body: { title: 'Defaced' } })).status).toBe(403)
    expect((await cms('DELETE', `/news/${id}`, { token: otherAuthor })).status).toBe(403)
    expect((await cms('PATCH', `/news/${id}?draft=true`, { ...as('author'), body: { title: unique('Edited'), createdBy: users.editor } })).status).toBe(200)
    expect((await payload.findByID({ collection: 'news', id, draft: true, depth: 0, overrideAccess: true })).createdBy).toBe(users.author)
    expect((await cms('PATCH', `/news/${id}?draft=true`, { ...as('editor'), body: { title: unique('Edited by the editor') } })).status).toBe(200)
    expect((await cms('DELETE', `/news/${id}`, as('author'))).status).toBe(200)
  })

  it('document locks: nobody makes one by hand; staff take one over for themselves where they may edit; only holders and admins release', async () => {
    const hero = (await payload.find({ collection: 'heroes', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    const body = (await makeRichText(payload.config))([{ p: 'Lock take-over test.' }])
    const entry = (await cms('POST', '/news?draft=true', { ...as('author'), body: { title: unique('Locked'), body, _status: 'draft' } })).body.doc as { id: number }
    const lockData = (relationTo: string, value: number, userId: number) => ({ document: { relationTo, value }, globalSlug: null, user: { relationTo: 'users', value: userId } })
    expect((await cms('POST', '/payload-locked-documents', { ...as('editor'), body: lockData('heroes', hero.id, users.editor!) })).status).toBe(403)
    const onHero = await payload.create({ collection: 'payload-locked-documents', data: lockData('heroes', hero.id, users.editor!) as never, overrideAccess: true })
    // Authors do not edit heroes, so they cannot take a hero's lock over.
    expect((await cms('PATCH', `/payload-locked-documents/${onHero.id}`, { ...as('author'), body: { user: { relationTo: 'users', value: users.author } } })).status).toBe(403)
    const lock = await payload.create({ collection: 'payload-locked-documents', data: lockData('news', entry.id, users.editor!) as never, overrideAccess: true })
    expect((await cms('PATCH', `/payload-locked-documents/${lock.id}`, { ...as('author'), body: { user: { relationTo: 'users', value: users.admin } } })).status).toBe(403)
    expect((await cms('DELETE', `/payload-locked-documents/${lock.id}`, as('author'))).status).toBe(403)
    expect((await cms('PATCH', `/payload-locked-documents/${lock.id}`, { ...as('author'), body: { user: { relationTo: 'users', value: users.author } } })).status).toBe(200)
    expect((await cms('DELETE', `/payload-locked-documents/${lock.id}`, as('editor'))).status).toBe(403)
    expect((await cms('DELETE', `/payload-locked-documents/${lock.id}`, as('author'))).status).toBe(200)
    await payload.delete({ collection: 'payload-locked-documents', id: onHero.id, overrideAccess: true })
    await payload.delete({ collection: 'news', id: entry.id, overrideAccess: true })
  })

  it('locks and preferences: an author lists their own, and the lock on a document they may edit; staff list every lock', async () => {
    const hero = (await payload.find({ collection: 'heroes', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    const body = (await makeRichText(payload.config))([{ p: 'Lock test.' }])
    const mine = await cms('POST', '/news?draft=true', { ...as('author'), body: { title: unique('Locked entry'), body, _status: 'draft' } })
    const entry = (mine.body.doc as { id: number }).id
    const lock = (relationTo: string, value: number, userId: number) =>
      payload.create({ collection: 'payload-locked-documents', data: { document: { relationTo, value }, globalSlug: null, user: { relationTo: 'users', value: userId } } as never, overrideAccess: true })
    const editorsHero = await lock('heroes', hero.id, users.editor!)
    const editorsOnAuthorsEntry = await lock('news', entry, users.editor!)
    const authorsOwn = await lock('news', entry, users.author!)
    await cms('POST', '/payload-preferences/matrix-lock-test', { ...as('editor'), body: { value: { editor: true } } })
    await cms('POST', '/payload-preferences/matrix-lock-test', { ...as('author'), body: { value: { author: true } } })
    try {
      const ids = (response: { body: { docs?: Record<string, unknown>[] } }) => (response.body.docs ?? []).map((doc) => doc.id)
      const listed = await cms('GET', '/payload-locked-documents?depth=0&limit=100', as('author'))
      expect(listed.status).toBe(200)
      expect(ids(listed)).toContain(authorsOwn.id)
      expect(ids(listed)).not.toContain(editorsHero.id)
      expect(ids(listed)).not.toContain(editorsOnAuthorsEntry.id)
      const owners = (listed.body.docs ?? []).map((doc) => (doc.user as { value: unknown }).value)
      expect(new Set(owners)).toEqual(new Set([users.author]))
      // A filter of one's own cannot widen it, nested or not.
      const widened = await cms('GET', `/payload-locked-documents?depth=0&where[or][0][user.value][equals]=${users.editor}&where[or][1][id][exists]=true`, as('author'))
      expect(ids(widened)).not.toContain(editorsHero.id)
      // The admin asks for the lock of the document on screen: on their own entry the author sees who holds it.
      const onEntry = await cms('GET', `/payload-locked-documents?depth=0&where[document.relationTo][equals]=news&where[document.value][equals]=${entry}`, as('author'))
      expect(ids(onEntry)).toEqual(expect.arrayContaining([editorsOnAuthorsEntry.id, authorsOwn.id]))
      const onHero = await cms('GET', `/payload-locked-documents?depth=0&where[document.relationTo][equals]=heroes&where[document.value][equals]=${hero.id}`, as('author'))
      expect(ids(onHero)).toEqual([])
      // Staff who edit everything see every lock.
      expect(ids(await cms('GET', '/payload-locked-documents?depth=0&limit=100', as('editor')))).toEqual(expect.arrayContaining([editorsHero.id, editorsOnAuthorsEntry.id, authorsOwn.id]))
      expect((await cms('GET', '/payload-locked-documents?depth=0', {})).status).toBe(403)

      const preferences = await cms('GET', '/payload-preferences?depth=0&limit=100', as('author'))
      expect(preferences.status).toBe(200)
      const holders = (preferences.body.docs ?? []).map((doc) => (doc.user as { value: unknown }).value)
      expect(holders.length).toBeGreaterThan(0)
      expect(new Set(holders)).toEqual(new Set([users.author]))
    } finally {
      for (const id of [editorsHero.id, editorsOnAuthorsEntry.id, authorsOwn.id]) await payload.delete({ collection: 'payload-locked-documents', id, overrideAccess: true })
      await payload.delete({ collection: 'news', id: entry, overrideAccess: true })
    }
  })

  it.each(['author', 'editor'] as const)('a %s reads and edits their own account only, and never their role', async (actor) => {
    const id = users[actor]!
    expect((await cms('GET', `/users/${id}`, as(actor))).status).toBe(200)
    expect((await cms('PATCH', `/users/${id}`, { ...as(actor), body: { name: `Still ${actor}`, role: 'admin' } })).status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id, overrideAccess: true })).role).toBe(actor)
    expect((await cms('GET', `/users/${users.admin}`, as(actor))).status).toBe(404)
  })
})

describe('auth endpoints', () => {
  it.each(ACTORS)('unlock as %s: only admins may unlock an account', async (actor) => {
    const email = `${unique('locked')}@matrix.test`
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'author', lockUntil: new Date(Date.now() + 600_000).toISOString(), loginAttempts: 20 } as never, overrideAccess: true })
    const response = await cms('POST', '/users/unlock', { ...as(actor), body: { email } })
    expect(response.status < 500).toBe(true)
    expect(response.status === 200, `unlock as ${actor}: ${response.status}`).toBe(actor === 'admin')
    const stored = (await payload.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true, overrideAccess: true })).docs[0] as { lockUntil?: string | null }
    expect(Boolean(stored.lockUntil && new Date(stored.lockUntil) > new Date())).toBe(actor !== 'admin')
  })

  it.each(ACTORS)('forgot-password as %s answers the same for a known and an unknown account', async (actor) => {
    const known = await cms('POST', '/users/forgot-password', { ...as(actor), body: { email: `${unique('nobody')}@matrix.test` } })
    const unknown = await cms('POST', '/users/forgot-password', { ...as(actor), body: { email: 'admin@guide.local' } })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
  })
})
