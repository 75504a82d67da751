/**
 * GET /api/team-builder (an addition to the contract) against the real app on the seeded database: the analysis
 * of a lineup, the 400s that name unknown heroes and sections, the signature and the cache headers. Also the
 * preview card and share address the page's copy button gives.
 */
import { randomUUID } from 'node:crypto'

import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'

import { SIGNED_API_CACHE_CONTROL } from '@/cache/cache-policy'
import type { TeamBuilderAnswer } from '@/contract/types'

import { addressOf } from '../support/client-address'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')

async function teamBuilder(query: string, headers: Record<string, string> = {}) {
  const fingerprint = `team-builder-${randomUUID()}`
  const response = await fetch(new URL(`/api/team-builder${query}`, base), {
    headers: { ...signedHeaders('/api/team-builder', { fingerprint }), 'X-Forwarded-For': addressOf(fingerprint), ...headers },
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : undefined) as never }
}

describe('GET /api/team-builder', () => {
  it('answers the lineup: team-ups, roles, counters both ways', async () => {
    // Seeded: Gamma Charge is Hulk, Iron Man and Doctor Strange; Hulk's guide lists Iron Man and Magneto as
    // countering him and himself as countering Luna Snow; Iron Man's guide says he counters Magik.
    const answer = await teamBuilder('?team=hulk,iron-man,doctor-strange&vs=magneto,luna-snow,magik')
    expect(answer.status).toBe(200)
    const body = answer.json as TeamBuilderAnswer
    expect(body.team).toEqual(['hulk', 'iron-man', 'doctor-strange'])
    expect(body.vs).toEqual(['magneto', 'luna-snow', 'magik'])
    expect(body.team_ups.map((teamUp) => teamUp.slug)).toContain('gamma-charge')
    expect(body.team_ups.find((teamUp) => teamUp.slug === 'gamma-charge')?.heroes.sort()).toEqual(['doctor-strange', 'hulk', 'iron-man'])
    expect(body.roles).toEqual({ vanguard: 2, duelist: 1, strategist: 0 })
    expect(body.missing_roles).toEqual(['strategist'])
    expect(body.counters.find((entry) => entry.enemy === 'luna-snow')?.countered_by).toContain('hulk')
    expect(body.counters.find((entry) => entry.enemy === 'magik')?.countered_by).toContain('iron-man')
    expect(body.threats.find((entry) => entry.hero === 'hulk')?.countered_by).toContain('magneto')
    expect(body.section).toBeNull()
  })

  it('leaves a team-up out until all its heroes are in the team', async () => {
    const body = (await teamBuilder('?team=hulk,iron-man')).json as TeamBuilderAnswer
    expect(body.team_ups.map((teamUp) => teamUp.slug)).not.toContain('gamma-charge')
    expect(body.counters).toEqual([])
  })

  it("marks a section's recommended heroes", async () => {
    const sections = (await teamBuilder('?team=hulk')).json as TeamBuilderAnswer
    expect(sections.section).toBeNull()
    // Any seeded section of a map whose guide lists heroes.
    const mapHeroes = await fetch(new URL('/api/maps/yggdrasill-path/heroes', base), { headers: signedHeaders('/api/maps/yggdrasill-path/heroes') })
    const listed = (await mapHeroes.json()) as { hero: string }[]
    const allSections = await fetch(new URL('/api/maps/sections', base), { headers: signedHeaders('/api/maps/sections') })
    const section = ((await allSections.json()) as { slug: string; map: string }[]).find((entry) => entry.map === 'yggdrasill-path')!
    const hero = listed[0].hero
    const body = (await teamBuilder(`?team=${hero}&map=yggdrasill-path.${section.slug}`)).json as TeamBuilderAnswer
    expect(body.section).toMatchObject({ map: 'yggdrasill-path', section: section.slug })
    expect(body.section!.recommended.find((entry) => entry.hero === hero)?.in_team).toBe(true)
  })

  it('names unknown heroes and sections, repeats and a seventh hero in a 400', async () => {
    const unknown = await teamBuilder('?team=hulk,not-a-hero&vs=zz-top&map=atlantis.gate')
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({ error: 'bad_request' })
    const message = (unknown.json as { message: string }).message
    expect(message).toContain('not-a-hero')
    expect(message).toContain('zz-top')
    expect(message).toContain('atlantis.gate')

    const repeated = await teamBuilder('?team=hulk&vs=hulk')
    expect(repeated.status).toBe(400)
    expect((repeated.json as { message: string }).message).toContain('hulk')

    const seven = await teamBuilder('?team=hulk,iron-man,doctor-strange,magik,luna-snow,peni-parker,rocket-raccoon')
    expect(seven.status).toBe(400)
    expect((seven.json as { message: string }).message).toContain('rocket-raccoon')

    const odd = await teamBuilder(`?team=${encodeURIComponent('<script>,%')}&map=${'x'.repeat(5000)}`)
    expect(odd.status).toBe(400)
  })

  it('refuses an unsigned call with 403', async () => {
    const response = await fetch(new URL('/api/team-builder?team=hulk', base))
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: 'forbidden' })
  })

  it('is cached like the other calls: the same headers, a strong ETag and 304', async () => {
    const first = await teamBuilder('?team=hulk,magik')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe(SIGNED_API_CACHE_CONTROL)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[^"]+"$/)
    expect((await teamBuilder('?team=hulk,magik', { 'If-None-Match': etag })).status).toBe(304)
    expect((await teamBuilder('?team=magik,hulk', { 'If-None-Match': etag })).status).toBe(200)
  })
})

describe('the team builder preview card and share address', () => {
  it('draws a lineup card: a JPEG of 1200x630, at most 100 KB, kept by shared caches', async () => {
    const response = await fetch(new URL('/team-builder/card?team=hulk,iron-man,doctor-strange,magik,luna-snow,peni-parker', base))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toMatch(/^public/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThanOrEqual(100 * 1024)
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' })
  })

  it('draws a card for a bad address too, never a 500', async () => {
    const response = await fetch(new URL(`/team-builder/card?team=${encodeURIComponent('<b>,nobody,,')}`, base))
    expect(response.status).toBe(200)
  })

  it("shares a lineup with its own card and sends a person on to the builder in the page's language", async () => {
    const response = await fetch(new URL('/team-builder/share?team=hulk,iron-man,doctor-strange,nobody&vs=loki&lang=es', base))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('property="og:image" content="')
    expect(html).toMatch(/og:image" content="[^"]*\/team-builder\/card\?team=hulk,iron-man,doctor-strange"/)
    expect(html).toMatch(/http-equiv="refresh" content="0; url=[^"]*\/es\/team-builder\?team=hulk,iron-man,doctor-strange&amp;vs=loki"/)
    expect(html).toContain('Gamma Charge')
    expect(html).not.toContain('nobody')
  })
})
