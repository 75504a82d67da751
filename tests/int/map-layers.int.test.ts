/**
 * A map guide's layers (issue 49), against the real built app (`npm start`, tests/int/global-setup.ts): the page
 * names a versioned /map-layers address instead of carrying its markers, callouts and routes; that address answers
 * them for every section of the map, for good at the page's version and briefly at any other, in every language.
 */
import { describe, expect, inject, it } from 'vitest'

import { IMMUTABLE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '@/cache/cache-policy'
import type { MapLayers } from '@/data/map-guide'

import { rawRequest } from '../support/raw-http'

const base = inject('appUrl')
const SECTION = '/maps/yggsgard/royal-palace/golden-courtyard'

/** The layers address a page names (in its inline data; the map fetches it when it wakes). */
async function layersHrefOf(path: string): Promise<{ href: string; html: string }> {
  const page = await rawRequest(base, 'GET', path)
  expect(page.status).toBe(200)
  const href = /\\"layersHref\\":\\"([^"\\]+)\\"/.exec(page.body)?.[1]
  expect(href).toBeDefined()
  return { href: href!, html: page.body }
}

describe('a map guide’s layers', () => {
  it('are not in the page; the page names an address that answers them for good', async () => {
    const { href, html } = await layersHrefOf(SECTION)
    expect(href).toMatch(/^\/map-layers\/royal-palace\/[\w-]{16}$/)
    const answer = await rawRequest(base, 'GET', href)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL)
    const layers = JSON.parse(answer.body) as MapLayers
    const sections = new Set(layers.markers.map((marker) => marker.section))
    expect(sections.has('golden-courtyard')).toBe(true)
    expect(sections.size).toBeGreaterThan(1)
    expect(layers.callouts.length).toBeGreaterThan(0)
    expect(layers.nav.some((map) => map.slug === 'royal-palace')).toBe(true)
    // None of it in the page: not a callout's description, not a marker's.
    expect(html).not.toContain(layers.callouts[0].description.slice(0, 40))
    expect(html).not.toContain(layers.markers[0].description.slice(0, 40))
  })

  it('answer today’s layers, kept briefly, at an old version; a clear 404 for an unknown map', async () => {
    const { href } = await layersHrefOf(SECTION)
    const old = await rawRequest(base, 'GET', href.replace(/[\w-]{16}$/, 'old-version-0000'))
    expect(old.status).toBe(200)
    expect(old.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(old.body).toBe((await rawRequest(base, 'GET', href)).body)
    const unknown = await rawRequest(base, 'GET', '/map-layers/no-such-map/0000000000000000')
    expect(unknown.status).toBe(404)
    expect(JSON.parse(unknown.body)).toMatchObject({ error: 'not_found' })
  })

  it('have an address in each language, named by the page in that language', async () => {
    const { href } = await layersHrefOf(`/es${SECTION}`)
    expect(href).toMatch(/^\/es\/map-layers\/royal-palace\//)
    const answer = await rawRequest(base, 'GET', href)
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL)
    expect((JSON.parse(answer.body) as MapLayers).markers.length).toBeGreaterThan(0)
  })
})
