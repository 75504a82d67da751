/**
 * An upload's WebP renditions, against the real app: each is the whole picture scaled to its width (Media has no
 * focal point, src/collections/Media/index.ts), served at its own address.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { screenshotPlan } from '../support/editor-plan'

const base = inject('appUrl')
const stamp = Date.now().toString(36)

let payload: Payload
const made: number[] = []

beforeAll(async () => {
  payload = await getPayload({ config })
})

// No page shows this upload, so deleting it here leaves nothing cached in the app.
afterAll(async () => {
  for (const id of made) await payload.delete({ collection: 'media', id, overrideAccess: true })
})

describe("an upload's renditions", () => {
  it('each show the whole upload, scaled to their width', async () => {
    const png = await screenshotPlan()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Section plan, renditions' },
      file: { data: png, mimetype: 'image/png', name: `renditions-${stamp}.png`, size: png.length },
      overrideAccess: true,
    })
    made.push(media.id)
    const sizes = media.sizes ?? {}
    expect([sizes.thumbnail, sizes.card, sizes.large].map((size) => [size?.width, size?.height, size?.mimeType])).toEqual([
      [320, 180, 'image/webp'],
      [768, 432, 'image/webp'],
      [1600, 900, 'image/webp'],
    ])
    // Neither cropped nor shifted: WebP's loss alone leaves about 7 per channel, a 2 % crop about 25.
    const served = await fetch(new URL(sizes.thumbnail!.url!, base))
    expect(served.status).toBe(200)
    const thumbnail = await sharp(Buffer.from(await served.arrayBuffer())).removeAlpha().raw().toBuffer()
    const expected = await sharp(png).resize({ width: 320 }).removeAlpha().raw().toBuffer()
    expect(thumbnail.length).toBe(expected.length)
    let difference = 0
    for (let index = 0; index < expected.length; index++) difference += Math.abs(thumbnail[index]! - expected[index]!)
    expect(difference / expected.length).toBeLessThan(12)
  })
})
