/**
 * The hero layer's data (issue 25, part 3) against the real app on the seeded database: utility placements'
 * points and markers' heroes in the signed /api answers, the seeded points where their text says, writes through
 * /cms-api (an editor may, an author may not; a half or off-image point is refused with a message), and a marker's
 * hero reaching the map guide, and following the hero's renaming.
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { Hero, MapCallout, MapHero, MapMarker, UtilityPlacement } from '@/contract/types'

import { cmsRestWith, type CmsRestCall, signInAdmin } from '../support/app-admin'
import { addressOf } from '../support/client-address'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
const stamp = Date.now().toString(36)
const PASSWORD = 'hero-layer-test-password'
const THRONE_ROOM = '/maps/yggsgard/royal-palace/throne-room'

let payload: Payload
let editor: CmsRestCall
let author: CmsRestCall

async function call<T>(path: string): Promise<T> {
  const fingerprint = `hero-layer-${randomUUID()}`
  const response = await fetch(new URL(path, base), {
    headers: { 'Content-Type': 'application/json', ...signedHeaders(path, { fingerprint }), 'X-Forwarded-For': addressOf(fingerprint) },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** Polls until `check` holds (the write expires the cache within a second); the last value otherwise. */
async function within<T>(read: () => Promise<T>, check: (value: T) => boolean, limitMs = 3000): Promise<T> {
  const start = Date.now()
  let value = await read()
  while (!check(value) && Date.now() - start < limitMs) value = await read()
  return value
}

const page = async (pathname: string) => (await fetch(new URL(pathname, base))).text()

beforeAll(async () => {
  payload = await getPayload({ config })
  editor = cmsRestWith(base, await signInAdmin(base))
  const email = `hero-layer-author-${stamp}@hero-layer.test`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'author' }, overrideAccess: true })
  const login = await fetch(new URL('/cms-api/users/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': addressOf(`login-${email}`) },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  author = cmsRestWith(base, ((await login.json()) as { token: string }).token)
})

describe('utility placements’ points in /api', () => {
  it('every placement has a point on the section image or null, and most seeded ones are placed', async () => {
    for (const map of ['royal-palace', 'midtown', 'shin-shibuya', 'yggdrasill-path']) {
      const placements = await call<UtilityPlacement[]>(`/api/maps/${map}/utility-placements`)
      for (const placement of placements) {
        expect(Object.keys(placement).sort()).toEqual(['description', 'hero', 'image', 'map', 'point', 'section', 'side'])
        if (placement.point === null) continue
        const [lat, lng] = placement.point
        expect(Math.abs(lat), placement.description).toBeLessThanOrEqual(320)
        expect(Math.abs(lng), placement.description).toBeLessThanOrEqual(960)
      }
      const placed = placements.filter((placement) => placement.point !== null).length
      expect(placed, map).toBeGreaterThan(placements.length / 2)
      // A portal between two places names no single spot, so some stay off the map.
      expect(placed, map).toBeLessThan(placements.length)
    }
  })

  it('a seeded point sits where its text says: at the callout or marker of the place it names', async () => {
    const [placements, callouts, markers] = await Promise.all([
      call<UtilityPlacement[]>('/api/maps/royal-palace/utility-placements'),
      call<MapCallout[]>('/api/maps/royal-palace/callouts'),
      call<MapMarker[]>('/api/maps/royal-palace/markers'),
    ])
    const find = (start: string) => placements.find((placement) => placement.description.startsWith(start))!
    // "Place the revive beacon under the north mezzanine stairs": the Stair Pocket, the block under those stairs.
    expect(find('Place the revive beacon under the north mezzanine stairs').point).toEqual(callouts.find((callout) => callout.slug === 'stair-pocket')!.label)
    // "Build the spider-nest under the north balcony next to the large health pack": that pack's marker.
    const pack = markers.find((marker) => marker.section === 'golden-courtyard' && marker.icon === 'hp-large')!
    expect(find('Build the spider-nest under the north balcony').point).toEqual([pack.lat, pack.lng])
    // "A portal between the throne and the north mezzanine": two places, no one spot.
    expect(find('A portal between the throne and the north mezzanine').point).toBeNull()
  })
})

describe('markers’ heroes', () => {
  let markerId: number
  let other: Hero

  beforeAll(async () => {
    const [markers, heroes, mapHeroes] = await Promise.all([
      call<MapMarker[]>('/api/maps/royal-palace/markers'),
      call<Hero[]>('/api/heroes'),
      call<MapHero[]>('/api/maps/royal-palace/heroes'),
    ])
    markerId = markers.find((marker) => marker.section === 'throne-room')!.id
    // A hero the map guide names nowhere else, so its name on the page can only come from the hero layer.
    const named = new Set([...mapHeroes.map((row) => row.hero), 'rocket-raccoon', 'peni-parker', 'the-punisher', 'doctor-strange', 'hulk'])
    other = heroes.find((hero) => !named.has(hero.slug) && /^[A-Za-z ]+$/.test(hero.nickname))!
    expect(other).toBeDefined()
  })

  // Through the running app, whose save hooks expire its cache: an update in this process would leave the app
  // answering the marker's hero and the new nickname (and the map's layers at a version the page no longer names).
  afterAll(async () => {
    expect((await editor('PATCH', `/map-markers/${markerId}`, { hero: null })).status).toBe(200)
    expect((await editor('PATCH', `/heroes/${other.id}`, { nickname: other.nickname, _status: 'published' })).status).toBe(200)
  })

  it('seeded markers name no hero; every marker carries the field', async () => {
    const markers = await call<MapMarker[]>('/api/maps/royal-palace/markers')
    expect(markers.every((marker) => 'hero' in marker && marker.hero === null)).toBe(true)
  })

  it('an author may not give a marker a hero, nor move a placement’s point', async () => {
    expect((await author('PATCH', `/map-markers/${markerId}`, { hero: other.id })).status).toBe(403)
    const { docs } = await payload.find({ collection: 'utility-placements', limit: 1, depth: 0, overrideAccess: true })
    expect((await author('PATCH', `/utility-placements/${docs[0].id}`, { lat: 1, lng: 1 })).status).toBe(403)
  })

  it.each([
    ['one coordinate alone', { lat: 10, lng: null }, /Give both coordinates \(lat and lng\), or neither/],
    ['a point off the image', { lat: 400, lng: 0 }, /lies off the image|less than or equal to 320/],
  ])('a placement with %s answers 400 with a message', async (_, point, message) => {
    const { docs } = await payload.find({ collection: 'utility-placements', limit: 1, depth: 0, overrideAccess: true })
    const response = await editor('PATCH', `/utility-placements/${docs[0].id}`, point)
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toMatch(message)
  })

  it('an editor’s hero on a marker shows in /api and in the map guide’s layers, and follows the hero’s renaming', async () => {
    // The Hero control is drawn from the map's layers, which the map fetches when it wakes (issue 49): the page
    // names their address and the heroes' names, the layers the marker's hero.
    const layersOf = async () => {
      const href = /\/map-layers\/royal-palace\/[A-Za-z0-9_-]+/.exec(await page(THRONE_ROOM))?.[0]
      expect(href).toBeDefined()
      return (await (await fetch(new URL(href!, base))).json()) as { markers: MapMarker[] }
    }
    const markerHero = (layers: { markers: MapMarker[] }) => layers.markers.find((marker) => marker.id === markerId)?.hero
    expect(markerHero(await layersOf())).not.toBe(other.slug)

    expect((await editor('PATCH', `/map-markers/${markerId}`, { hero: other.id })).status).toBe(200)
    const markers = await within(
      () => call<MapMarker[]>('/api/maps/royal-palace/markers'),
      (list) => list.find((marker) => marker.id === markerId)?.hero === other.slug,
    )
    expect(markers.find((marker) => marker.id === markerId)?.hero).toBe(other.slug)
    expect(markerHero(await within(layersOf, (layers) => markerHero(layers) === other.slug))).toBe(other.slug)

    // The hero's new name reaches the map guide whose marker names them (src/cache/shown-pages.ts).
    const nickname = `Renamed ${stamp}`
    expect((await editor('PATCH', `/heroes/${other.id}`, { nickname, _status: 'published' })).status).toBe(200)
    expect(await within(() => page(THRONE_ROOM), (html) => html.includes(nickname))).toContain(nickname)
  })
})
