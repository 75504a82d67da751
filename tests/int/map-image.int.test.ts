/**
 * The section image a map guide paints first, against the real app: a plan an editor uploads as PNG is drawn from
 * its WebP rendition (the lighter file), while the seeded WebP plans are drawn as they were sent.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { cmsRestWith, type CmsRestCall, signInAdmin, staffRest } from '../support/app-admin'
import { screenshotPlan } from '../support/editor-plan'
import { stillAddress } from '../support/map-still'

const base = inject('appUrl')
const stamp = Date.now().toString(36)

let payload: Payload
let editor: CmsRestCall
const made: { collection: 'locations' | 'maps' | 'map-sections' | 'media'; id: number }[] = []

/** The address of the still picture the server rendered into the map guide. */
async function pageStill(path: string): Promise<string> {
  const response = await fetch(new URL(path, base))
  expect(response.status, path).toBe(200)
  return stillAddress(await response.text())
}

beforeAll(async () => {
  payload = await getPayload({ config })
  ;({ editor } = await staffRest(base, payload, ['editor'], 'map-image'))
})

// Through the running app as the admin, whose save hooks expire its cache: a delete in this process would leave
// the app listing the test's map in every map guide's side navigation (and in the layers the pages name).
afterAll(async () => {
  const admin = cmsRestWith(base, await signInAdmin(base))
  for (const { collection, id } of made.reverse()) expect([200, 404]).toContain((await admin('DELETE', `/${collection}/${id}`)).status)
})

describe("the map guide's section image", () => {
  it('is drawn from the WebP rendition when the editor uploaded a heavier PNG', async () => {
    const png = await screenshotPlan()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Section plan' },
      file: { data: png, mimetype: 'image/png', name: `plan-${stamp}.png`, size: png.length },
      overrideAccess: true,
    })
    made.push({ collection: 'media', id: media.id })
    // Written through the app, so its caches learn of the new map at once.
    const location = await editor('POST', '/locations', { name: `Plan Bay ${stamp}`, description: 'Docks.' })
    expect(location.status).toBe(201)
    made.push({ collection: 'locations', id: location.body.doc.id })
    const map = await editor('POST', '/maps', { name: `Plan Yard ${stamp}`, type: 'convoy', location: location.body.doc.id, releaseDate: '2026-01-01T00:00:00.000Z' })
    expect(map.status).toBe(201)
    made.push({ collection: 'maps', id: map.body.doc.id })
    const section = await editor('POST', '/map-sections', { name: 'Crane Deck', map: map.body.doc.id, order: 1, mapImage: media.id })
    expect(section.status).toBe(201)
    made.push({ collection: 'map-sections', id: section.body.doc.id })

    const address = await pageStill(`/maps/${location.body.doc.slug}/${map.body.doc.slug}/crane-deck`)
    expect(address).toMatch(new RegExp(`^/cms-api/media/file/plan-${stamp}-1600x900\\.webp\\?v=\\w+$`))
    const image = await fetch(new URL(address, base))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    const bytes = (await image.arrayBuffer()).byteLength
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThan(png.length / 2)
  })

  it('keeps a WebP plan lighter than its rendition as it was sent', async () => {
    expect(await pageStill('/maps/yggsgard/royal-palace/golden-courtyard')).toMatch(/^\/cms-api\/media\/file\/section-royal-palace-golden-courtyard\.webp\?v=\w+$/)
  })
})
