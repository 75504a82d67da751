import { expect, type APIRequestContext } from '@playwright/test'

import { MAP_IMAGE_BOUNDS } from '@/maps/coordinates'

import { CROWD, crowdCallouts, crowdMarkers, crowdRoutes } from '../../support/crowd'

/**
 * Test data for the "1,000 markers" check: a section of its own ("Stress Test") on Hell's Heaven, a map the
 * seed writes no guide for, so the sections other tests look at never change. Safe to run again: it finds
 * what a previous run made and only adds what is missing.
 */
export const STRESS = { location: 'hydra-charteris-base', map: 'hells-heaven', section: 'stress-test', markers: 1000 } as const

const ADMIN = { email: 'admin@guide.local', password: 'guide-admin-password' }

type Doc = { id: number; [key: string]: unknown }

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

const query = (where: Record<string, string>, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra)
  for (const [path, value] of Object.entries(where)) params.set(`where[${path}][equals]`, value)
  return params.toString()
}

/** Spread evenly over the image (a golden-ratio sequence), so clusters form everywhere and nothing repeats. */
function position(index: number) {
  const margin = 0.03
  const x = margin + ((index * 0.6180339887) % 1) * (1 - 2 * margin)
  const y = margin + ((index * 0.7548776662 + 0.5) % 1) * (1 - 2 * margin)
  const { minLng, maxLng, minLat, maxLat } = MAP_IMAGE_BOUNDS
  return { lat: Math.round((maxLat - y * (maxLat - minLat)) * 100) / 100, lng: Math.round((minLng + x * (maxLng - minLng)) * 100) / 100 }
}

export async function ensureStressSection(request: APIRequestContext): Promise<void> {
  const { token } = await json<{ token: string }>(await request.post('/cms-api/users/login', { data: ADMIN }))
  const headers = { Authorization: `JWT ${token}` }
  const get = async <T>(path: string) => json<T>(await request.get(path, { headers }))
  const post = async (path: string, data: object) => json<{ doc: Doc }>(await request.post(path, { headers, data }))

  const { docs: maps } = await get<{ docs: Doc[] }>(`/cms-api/maps?${query({ slug: STRESS.map }, { depth: '0' })}`)
  const mapId = maps[0].id
  type SectionDoc = Doc & { slug: string; mapImage: number | null }
  const { docs: sections } = await get<{ docs: SectionDoc[] }>(
    `/cms-api/map-sections?${query({ map: String(mapId) }, { depth: '0', limit: '50' })}`,
  )
  // The first section's picture stands in: the check is about markers, not the image.
  const image = sections.find((entry) => entry.mapImage)?.mapImage ?? undefined
  const section =
    sections.find((entry) => entry.slug === STRESS.section) ??
    ((await post('/cms-api/map-sections', { name: 'Stress Test', slug: STRESS.section, map: mapId, order: 99, mapImage: image })).doc as SectionDoc)

  const { docs: icons } = await get<{ docs: (Doc & { slug: string })[] }>('/cms-api/marker-icons?depth=0&limit=50')
  const { totalDocs } = await get<{ totalDocs: number }>(`/cms-api/map-markers?${query({ section: String(section.id) }, { depth: '0', limit: '1' })}`)

  // What a previous run left out, in one import (a thousand single saves took a minute).
  const missing = Array.from({ length: Math.max(0, STRESS.markers - totalDocs) }, (_, offset) => totalDocs + offset)
  if (missing.length === 0) return
  const rows = missing.map((index) => ({
    icon: icons[index % icons.length].slug,
    ...position(index),
    description: `Stress marker ${index + 1}: generated test data for the viewer's performance check.`,
  }))
  await json(await request.post('/cms-api/map-markers/import', { headers, data: { section: section.id, format: 'json', content: JSON.stringify(rows) } }))
}

/** The crowded section of issue 25 §7 (tests/support/crowd.ts), on Hell's Heaven beside the stress section. */
export const CROWDED = { location: STRESS.location, map: STRESS.map, section: 'crowd-test', ...CROWD } as const

/** Makes the crowded section once, each layer in one import; safe to run again. */
export async function ensureCrowdedSection(request: APIRequestContext): Promise<void> {
  const { token } = await json<{ token: string }>(await request.post('/cms-api/users/login', { data: ADMIN }))
  const headers = { Authorization: `JWT ${token}` }
  const get = async <T>(path: string) => json<T>(await request.get(path, { headers }))
  const post = async <T>(path: string, data: object) => json<T>(await request.post(path, { headers, data }))
  const { docs: maps } = await get<{ docs: Doc[] }>(`/cms-api/maps?${query({ slug: CROWDED.map }, { depth: '0' })}`)
  type SectionDoc = Doc & { slug: string; mapImage: number | null }
  const { docs: sections } = await get<{ docs: SectionDoc[] }>(`/cms-api/map-sections?${query({ map: String(maps[0].id) }, { depth: '0', limit: '50' })}`)
  if (sections.some((entry) => entry.slug === CROWDED.section)) return
  const image = sections.find((entry) => entry.mapImage)?.mapImage ?? undefined
  const section = (await post<{ doc: SectionDoc }>('/cms-api/map-sections', { name: 'Crowd Test', slug: CROWDED.section, map: maps[0].id, order: 98, mapImage: image })).doc
  const { docs: icons } = await get<{ docs: (Doc & { slug: string })[] }>('/cms-api/marker-icons?depth=0&limit=50')
  const stamp = 'e2e'
  for (const [collection, rows] of [
    ['map-markers', crowdMarkers(icons.map((icon) => icon.slug))],
    ['map-callouts', crowdCallouts(stamp)],
    ['map-routes', crowdRoutes(stamp)],
  ] as const) {
    await post(`/cms-api/${collection}/import`, { section: section.id, format: 'json', content: JSON.stringify(rows) })
  }
}
