/**
 * Issue 43, finding 5: values editors could send to /cms-api that were stored although they make no sense, and
 * a marker description that became a spreadsheet formula in the CSV export. Over HTTP against the real app
 * (tests/int/global-setup.ts), as an editor; the fixtures are made and removed with Payload's Local API.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { PATCH_CHANGES_MAX } from '@/rules/patch-changes'

import { addressOf } from '../support/client-address'
import { lexicalParagraph } from '../support/lexical'
import { signInOverHttp, type CmsRestCall, cmsRestWith } from '../support/app-admin'
import { makeMarkerSection, type MarkerSection } from '../support/marker-section'

const base = inject('appUrl')
const stamp = Date.now().toString(36)
let payload: Payload
let editorToken: string
let editor: CmsRestCall
let heroId: number
let sectionId: number
let iconSlug: string
let fixture: MarkerSection

/** The messages of a refused write, wherever Payload puts them (the answer's message and each field's). */
const messagesOf = (body: unknown) => JSON.stringify(body)

beforeAll(async () => {
  payload = await getPayload({ config })
  const email = `editor-${stamp}@values.test`
  await payload.create({ collection: 'users', data: { email, password: 'values-password', role: 'editor' }, overrideAccess: true })
  editorToken = await signInOverHttp(base, email, 'values-password')
  editor = cmsRestWith(base, editorToken)
  heroId = (await payload.find({ collection: 'heroes', limit: 1, depth: 0, overrideAccess: true })).docs[0].id
  fixture = await makeMarkerSection(payload, { name: 'Values', stamp, icon: 'Crate' })
  sectionId = fixture.sectionId
  iconSlug = fixture.iconSlug
})

// Other files count the seeded patches, maps and pages: leave none of this file's behind.
afterAll(async () => {
  await payload.delete({ collection: 'patches', where: { title: { like: `Values ${stamp}` } }, overrideAccess: true })
  await payload.delete({ collection: 'pages', where: { slug: { like: `values-${stamp}` } }, overrideAccess: true })
  await fixture?.remove()
  await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@values.test` } }, overrideAccess: true })
})

let versions = 0
const patch = (overrides: Record<string, unknown> = {}) => ({
  version: `S${900 + versions++}`,
  title: `Values ${stamp}`,
  releasedAt: '2025-06-01T12:00:00.000Z',
  changes: [{ hero: heroId, kind: 'buff', summary: 'More armour.' }],
  _status: 'published',
  ...overrides,
})

describe('patches', () => {
  it('a patch in range is stored (the rules below refuse only what is wrong)', async () => {
    const answer = await editor('POST', '/patches', patch())
    expect(answer.status, messagesOf(answer.body)).toBe(201)
  })

  it.each([
    ['9999-12-31T00:00:00.000Z', 'at most a year ahead'],
    ['2001-01-01T00:00:00.000Z', 'before the game'],
  ])('a patch dated %s is a 400 that says why', async (releasedAt, why) => {
    const answer = await editor('POST', '/patches', patch({ releasedAt }))
    expect(answer.status, messagesOf(answer.body)).toBe(400)
    expect(messagesOf(answer.body)).toContain(why)
    expect(messagesOf(answer.body)).toContain('releasedAt')
  })

  it('a change summary sent as an object is a 400 naming the field, not "[object Object]" on the guide', async () => {
    const answer = await editor('POST', '/patches', patch({ changes: [{ hero: heroId, kind: 'buff', summary: { text: 'More armour.' } }] }))
    expect(answer.status, messagesOf(answer.body)).toBe(400)
    expect(messagesOf(answer.body)).toContain('Summary must be text, not an object.')
    expect(messagesOf(answer.body)).toContain('changes.0.summary')
  })

  it(`a patch with more than ${PATCH_CHANGES_MAX} change rows is a 400 that gives the cap`, async () => {
    const changes = Array.from({ length: 1000 }, () => ({ hero: heroId, kind: 'adjust', summary: 'Tuned.' }))
    const answer = await editor('POST', '/patches', patch({ changes }))
    expect(answer.status, messagesOf(answer.body)).toBe(400)
    expect(messagesOf(answer.body)).toContain(`at most ${PATCH_CHANGES_MAX} changes; this one has 1000`)
  })
})

describe('callouts and pages', () => {
  it('aliases sent as one string are a 400, not silently stored as none', async () => {
    const answer = await editor('POST', '/map-callouts', { section: sectionId, name: `Crane ${stamp}`, aliases: 'the crane', labelLat: 10, labelLng: 10 })
    expect(answer.status, messagesOf(answer.body)).toBe(400)
    expect(messagesOf(answer.body)).toContain('Aliases must be a list of texts, not a string.')
    const listed = await editor('POST', '/map-callouts', { section: sectionId, name: `Crane ${stamp}`, aliases: ['the crane'], labelLat: 10, labelLng: 10 })
    expect(listed.status, messagesOf(listed.body)).toBe(201)
    expect(listed.body.doc.aliases).toEqual(['the crane'])
  })

  const profile = (socialUrl: string) =>
    editor('POST', '/pages', {
      title: `Values ${stamp}`,
      slug: `values-${stamp}-${Math.random().toString(36).slice(2, 6)}`,
      lastUpdated: '2025-06-01T00:00:00.000Z',
      socialUrl,
      body: lexicalParagraph('A profile.'),
    })

  it.each(['javascript:alert(document.domain)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'social.example/@someone'])(
    'a social link %j is a 400: only web addresses',
    async (socialUrl) => {
      const answer = await profile(socialUrl)
      expect(answer.status, messagesOf(answer.body)).toBe(400)
      expect(messagesOf(answer.body)).toContain('Use a web address that starts with https://')
    },
  )

  it('a social link to a web address is stored', async () => {
    const answer = await profile('https://social.example/@someone')
    expect(answer.status, messagesOf(answer.body)).toBe(201)
  })
})

describe('the markers CSV export', () => {
  const exportCsv = async () => {
    const response = await fetch(new URL(`/cms-api/map-markers/export?section=${sectionId}&format=csv`, base), {
      headers: { Authorization: `JWT ${editorToken}`, 'X-Forwarded-For': addressOf(`export-${stamp}`) },
    })
    expect(response.status).toBe(200)
    return response.text()
  }

  it('neutralises a description a spreadsheet would run as a formula, and reads its own export back unchanged', async () => {
    const descriptions = ['=HYPERLINK("https://evil.example","Click")', '+1 health pack', '-20 armour here', '@everyone hold', "'=already quoted", 'Plain words']
    const content = JSON.stringify(descriptions.map((description, index) => ({ icon: iconSlug, lat: -10 * index, lng: 5, description })))
    const imported = await editor('POST', '/map-markers/import', { section: sectionId, format: 'json', content })
    expect(imported.status, messagesOf(imported.body)).toBe(201)

    const csv = await exportCsv()
    const lines = csv.trim().split('\n').slice(1)
    // Every cell that starts like a formula starts with an apostrophe, so a spreadsheet shows it as text.
    expect(lines).toContain(`${iconSlug},0,5,"'=HYPERLINK(""https://evil.example"",""Click"")",`)
    expect(lines).toContain(`${iconSlug},-10,5,"'+1 health pack",`)
    expect(lines).toContain(`${iconSlug},-20,5,"'-20 armour here",`)
    expect(lines).toContain(`${iconSlug},-30,5,"'@everyone hold",`)
    expect(lines).toContain(`${iconSlug},-40,5,"''=already quoted",`)
    expect(lines).toContain(`${iconSlug},-50,5,Plain words,`)
    for (const line of lines) expect(line.split(',')[3], line).not.toMatch(/^"?[=+\-@]/)

    // Re-imported (replace), the markers read as they were written, and a second export is the same file.
    const again = await editor('POST', '/map-markers/import', { section: sectionId, format: 'csv', content: csv, replace: true })
    expect(again.status, messagesOf(again.body)).toBe(201)
    const stored = await payload.find({ collection: 'map-markers', where: { section: { equals: sectionId } }, sort: '-lat', pagination: false, depth: 0, overrideAccess: true })
    expect(stored.docs.map((marker) => marker.description)).toEqual(descriptions)
    expect(await exportCsv()).toBe(csv)
  })
})
