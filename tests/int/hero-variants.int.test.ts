import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { cms, signIn } from '../support/cms-rest'
import { lexicalParagraph } from '../support/lexical'

// Issue 14: variants kept on the hero (an ability picks one of them), slugs made before they are checked,
// and news entries with their own slug.

let payload: Payload
let editor: string
const stamp = Date.now().toString(36)

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({ collection: 'users', data: { email: `editor-${stamp}@variants.test`, password: 'variants-password', role: 'editor' }, overrideAccess: true })
  editor = await signIn(`editor-${stamp}@variants.test`, 'variants-password')
})

describe('hero variants', () => {
  it('a hero saved without variants has one, its own slug; an ability must use one of the hero’s variants', async () => {
    const hero = await cms('POST', '/heroes', { token: editor, body: { name: `Tide Warden ${stamp}`, nickname: `Tide Warden ${stamp}`, role: 'vanguard' } })
    expect(hero.status).toBe(201)
    const heroDoc = hero.body.doc as { id: number; slug: string; variants: string[] }
    expect(heroDoc.variants).toEqual([`tide-warden-${stamp}`])

    const ability = (variant: string, name: string) =>
      cms('POST', '/hero-abilities', {
        token: editor,
        body: { hero: heroDoc.id, name, variant, type: 'ability', button: 'e', description: 'Raises a wall of water.' },
      })
    const foreign = await ability('monster-hulk', 'Wave Wall')
    expect(foreign.status).toBe(400)
    expect(JSON.stringify(foreign.body)).toContain('not one of the hero’s variants')

    // An editor adds a variant on the hero; then it is a valid choice.
    const added = await cms('PATCH', `/heroes/${heroDoc.id}`, { token: editor, body: { variants: [...heroDoc.variants, 'Storm Form'] } })
    expect(added.status).toBe(200)
    expect((added.body.doc as { variants: string[] }).variants).toEqual([`tide-warden-${stamp}`, 'storm-form'])
    expect((await ability('storm-form', 'Wave Wall')).status).toBe(201)
  })

  it('a slug left empty is made from the name; without a name, the name is what is reported', async () => {
    const hero = (await payload.find({ collection: 'heroes', where: { slug: { equals: 'hulk' } }, overrideAccess: true, joins: false })).docs[0]
    const empty = await cms('POST', '/hero-abilities', {
      token: editor,
      body: { hero: hero.id, variant: 'hero-hulk', type: 'ability', button: 'e', description: 'No name.' },
    })
    expect(empty.status).toBe(400)
    const paths = ((empty.body.errors as { data?: { errors?: { path: string }[] } }[])[0].data?.errors ?? []).map((error) => error.path)
    expect(paths).toContain('name')
    expect(paths).not.toContain('slug')
  })
})

describe('news slugs', () => {
  it('an entry gets a slug from its title', async () => {
    const created = await cms('POST', '/news', {
      token: editor,
      body: { title: `Patch Notes: Season ${stamp}!`, body: lexicalParagraph('Changes.'), publishedAt: new Date().toISOString(), _status: 'published' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect((created.body.doc as { slug: string }).slug).toBe(`patch-notes-season-${stamp}`)
  })
})
