/** The spec's fixed image addresses lead to the uploads editors manage (served by the real app). */
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'

const base = inject('appUrl')
const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' })

describe('fixed image addresses', () => {
  it.each([
    ['/heroes/avatars/hulk.webp', /hero-hulk-avatar/],
    ['/heroes/backgrounds/luna-snow.webp', /hero-luna-snow-background/],
    ['/maps/yggsgard/hero.webp', /location-yggsgard/],
    ['/maps/yggsgard/royal-palace/hero.webp', /map-royal-palace/],
  ])('%s redirects to its upload, which is a WebP image', async (path, upload) => {
    const response = await get(path)
    expect(response.status).toBe(302)
    // Relative, so the browser stays on whatever host it used to reach the guide.
    const location = response.headers.get('location')!
    expect(location).toMatch(/^\/cms-api\/media\/file\//)
    expect(location).toMatch(upload)
    const image = await fetch(new URL(location, base))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
  })

  it.each(['/heroes/avatars/nobody.webp', '/heroes/avatars/HULK.png', '/maps/atlantis/hero.webp', '/maps/tokyo-2099/royal-palace/hero.webp'])(
    '%s answers 404',
    async (path) => {
      expect((await get(path)).status).toBe(404)
    },
  )

  it('static route images and role icons are plain files', async () => {
    for (const path of ['/news/hero.webp', '/heroes/roles/vanguard.webp']) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
    }
  })
})
