/**
 * An upload's WebP renditions, against the real app: each is the whole picture scaled to its width (Media has no
 * focal point, src/collections/Media/index.ts), served at its own address.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

const base = inject('appUrl')
const stamp = Date.now().toString(36)

let payload: Payload
const made: number[] = []

/** A 1920 × 1080 plan with lanes and labels, saved as PNG: detail a crop or a shift would visibly move. */
async function plan(): Promise<Buffer> {
  const lanes = Array.from({ length: 24 }, (_, index) => `<path d="M ${index * 80} 0 C ${index * 80 + 300} 400, ${index * 60} 700, ${1920 - index * 70} 1080" stroke="hsl(${index * 15} 60% 55%)" stroke-width="${6 + (index % 5) * 3}" fill="none"/>`)
  const labels = Array.from({ length: 30 }, (_, index) => `<text x="${(index * 173) % 1800}" y="${60 + ((index * 97) % 1000)}" font-size="34" fill="#fff">Area ${index + 1}</text>`)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><rect width="1920" height="1080" fill="#2b3440"/>${lanes.join('')}${labels.join('')}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

beforeAll(async () => {
  payload = await getPayload({ config })
})

// No page shows this upload, so deleting it here leaves nothing cached in the app.
afterAll(async () => {
  for (const id of made) await payload.delete({ collection: 'media', id, overrideAccess: true })
})

describe("an upload's renditions", () => {
  it('each show the whole upload, scaled to their width', async () => {
    const png = await plan()
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
