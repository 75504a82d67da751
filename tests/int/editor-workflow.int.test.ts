import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { cms, signIn } from '../support/cms-rest'
import { lexicalParagraph } from '../support/lexical'

let payload: Payload
let editor: string
let author: string
const stamp = Date.now().toString(36)

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['editor', 'author'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `${role}-${stamp}@workflow.test`, password: 'workflow-password', role },
      overrideAccess: true,
    })
  }
  editor = await signIn(`editor-${stamp}@workflow.test`, 'workflow-password')
  author = await signIn(`author-${stamp}@workflow.test`, 'workflow-password')
})

describe('an editor at work in the CMS', () => {
  it('places a marker, writes a hero ability and drafts a news entry; slugs fill themselves in', async () => {
    const location = await cms('POST', '/locations', { token: editor, body: { name: `Test Harbour ${stamp}`, description: 'Docks.' } })
    expect(location.status).toBe(201)
    const locationDoc = location.body.doc as { id: number; slug: string }
    expect(locationDoc.slug).toBe(`test-harbour-${stamp}`)

    const map = await cms('POST', '/maps', {
      token: editor,
      body: { name: `Dockside ${stamp}`, type: 'convoy', location: locationDoc.id, releaseDate: '2026-01-01T00:00:00.000Z' },
    })
    expect(map.status).toBe(201)
    const mapId = (map.body.doc as { id: number }).id

    const section = await cms('POST', '/map-sections', { token: editor, body: { name: 'Spawn Gate', map: mapId, order: 1 } })
    expect(section.status).toBe(201)
    const sectionDoc = section.body.doc as { id: number; slug: string; title: string }
    expect(sectionDoc.slug).toBe('spawn-gate')
    expect(sectionDoc.title).toBe(`Dockside ${stamp} · Spawn Gate`)

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f2c230' } }).png().toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Test icon' },
      file: { data: png, mimetype: 'image/png', name: `icon-${stamp}.png`, size: png.length },
      overrideAccess: true,
    })
    const iconId = (await payload.create({ collection: 'marker-icons', data: { name: `Crane ${stamp}`, image: media.id }, overrideAccess: true })).id
    const marker = await cms('POST', '/map-markers', {
      token: editor,
      body: { section: sectionDoc.id, lat: 120.5, lng: -300.25, icon: iconId, description: 'Hold the crane for the sightline.' },
    })
    expect(marker.status, JSON.stringify(marker.body)).toBe(201)

    const outOfBounds = await cms('POST', '/map-markers', {
      token: editor,
      body: { section: sectionDoc.id, lat: 5000, lng: 0, icon: iconId, description: 'Off the map' },
    })
    expect(outOfBounds.status).toBe(400)

    const duplicateSection = await cms('POST', '/map-sections', { token: editor, body: { name: 'Spawn Gate', map: mapId, order: 2 } })
    expect(duplicateSection.status).toBe(400)

    const hero = await cms('POST', '/heroes', { token: editor, body: { name: `Tide Caller ${stamp}`, nickname: `Tide Caller ${stamp}`, role: 'strategist' } })
    expect(hero.status).toBe(201)
    const ability = await cms('POST', '/hero-abilities', {
      token: editor,
      body: {
        hero: (hero.body.doc as { id: number }).id,
        name: 'Rising Tide',
        variant: `tide-caller-${stamp}`,
        type: 'ability',
        button: 'shift',
        description: 'Heals allies standing in the water.',
        properties: [{ name: 'heal_per_second', value: '40' }],
      },
    })
    expect(ability.status).toBe(201)
    expect((ability.body.doc as { slug: string }).slug).toBe('rising-tide')

    const draft = await cms('POST', '/news?draft=true', {
      token: editor,
      body: { title: `Dockside arrives ${stamp}`, body: lexicalParagraph('The docks open next season.'), publishedAt: new Date().toISOString(), _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    expect((draft.body.doc as { _status: string })._status).toBe('draft')
  })

  it('an author cannot edit a hero', async () => {
    const groot = (await payload.find({ collection: 'heroes', limit: 1, overrideAccess: true })).docs[0]
    const edit = await cms('PATCH', `/heroes/${groot.id}`, { token: author, body: { nickname: 'Hijacked' } })
    expect(edit.status).toBe(403)
    const after = await payload.findByID({ collection: 'heroes', id: groot.id, overrideAccess: true })
    expect(after.nickname).not.toBe('Hijacked')
  })
})
