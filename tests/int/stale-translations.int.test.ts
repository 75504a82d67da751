/**
 * Stale translations (issue 45) on the real app and database: the seeded guides counted as translated before the
 * English changed show the notice in Spanish or Portuguese and are on the desk's list; an English edit makes a
 * current translation stale, a Spanish save makes it current again; tier reasons and team-ups read in Spanish.
 * Writes go through the running app (/cms-api as the seeded admin), so its cache learns of them; reads of the
 * desk's data use Payload directly, as the desk does (uncached).
 */
import config from '@payload-config'
import { getPayload, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { getTranslationDesk } from '@/data/guide-translations'
import { longDate } from '@/i18n/date-format'
import { DEFAULT_ADMIN_EMAIL } from '@/seed'
import { ENGLISH_WRITTEN_AT, TRANSLATIONS_BEHIND } from '@/seed/content/translation-stamps'

import { cmsRestWith, signInAdmin, type CmsRestCall } from '../support/app-admin'
import { eventually } from '../support/eventually'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
let payload: Payload
let admin: TypedUser
let cms: CmsRestCall

const page = async (path: string) => {
  const response = await fetch(new URL(path, base))
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, '') }
}

async function api<T>(path: string): Promise<{ status: number; json: T; text: string }> {
  const url = new URL(path, base)
  const response = await fetch(url, { headers: { 'Content-Type': 'application/json', ...signedHeaders(url.pathname) } })
  const text = await response.text()
  return { status: response.status, json: JSON.parse(text) as T, text }
}

const NOTICE = 'data-testid="stale-translation"'
const spanishNotice = (iso: string) => `La guía en inglés cambió el ${longDate(iso, 'es')}; puede que esta traducción no esté al día.`

const heroId = async (slug: string) => (await payload.find({ collection: 'heroes', where: { slug: { equals: slug } }, limit: 1, depth: 0 })).docs[0].id
const deskFor = async (language: 'es' | 'pt-BR') => (await getTranslationDesk(payload, admin)).find((entry) => entry.language === language)!.guides

beforeAll(async () => {
  payload = await getPayload({ config })
  admin = (await payload.find({ collection: 'users', where: { email: { equals: DEFAULT_ADMIN_EMAIL } }, limit: 1 })).docs[0] as TypedUser
  cms = cmsRestWith(base, await signInAdmin(base))
})

describe('the seeded translations behind their English', () => {
  it('a Spanish hero guide counted as translated before the English says so, in Spanish, with the day', async () => {
    const hero = await heroId(TRANSLATIONS_BEHIND.es.heroes[0])
    const [slug] = TRANSLATIONS_BEHIND.es.heroes
    // Other test files edit this hero's English text, which moves its date on: the notice names the desk's date.
    const listed = (await deskFor('es')).find((guide) => guide.kind === 'hero' && guide.id === hero)
    expect(listed?.state).toBe('stale')
    const { status, html } = await page(`/es/heroes/${slug}`)
    expect(status).toBe(200)
    expect(html).toContain(NOTICE)
    expect(html).toContain(spanishNotice(listed!.englishChangedAt!))
    // English never shows it; a current Spanish guide does not either.
    expect((await page(`/heroes/${slug}`)).html).not.toContain(NOTICE)
    expect((await page('/es/heroes/iron-man')).html).not.toContain(NOTICE)
  })

  it('a Spanish map guide counted as behind shows it too', async () => {
    const [slug] = TRANSLATIONS_BEHIND.es.maps
    const map = (await payload.find({ collection: 'maps', where: { slug: { equals: slug } }, limit: 1, depth: 1 })).docs[0]
    const location = typeof map.location === 'object' ? map.location.slug : ''
    const { status, html } = await page(`/es/maps/${location}/${slug}`)
    expect(status).toBe(200)
    expect(html).toContain(spanishNotice(ENGLISH_WRITTEN_AT))
  })

  it("the desk lists them per language, each opening its document in that language's admin", async () => {
    const spanish = await deskFor('es')
    const behindInSpanish = await heroId(TRANSLATIONS_BEHIND.es.heroes[0])
    const hero = spanish.find((guide) => guide.kind === 'hero' && guide.id === behindInSpanish)!
    // Stale since the seed's English date, or a later one if another test file has edited its English since.
    expect(hero.state).toBe('stale')
    expect(Date.parse(hero.englishChangedAt!)).toBeGreaterThanOrEqual(Date.parse(ENGLISH_WRITTEN_AT))
    expect(hero.partsBehind).toBeGreaterThan(0)
    expect(spanish.some((guide) => guide.kind === 'map')).toBe(true)
    const portuguese = await deskFor('pt-BR')
    const behindInPortuguese = await heroId(TRANSLATIONS_BEHIND['pt-BR'].heroes[0])
    expect(portuguese.some((guide) => guide.kind === 'hero' && guide.id === behindInPortuguese)).toBe(true)
    // Current in Portuguese as seeded: only a later English edit by another test file can put it on that list.
    const spanishBehindInPortuguese = portuguese.find((guide) => guide.kind === 'hero' && guide.id === behindInSpanish)
    if (spanishBehindInPortuguese) expect(Date.parse(spanishBehindInPortuguese.englishChangedAt!)).toBeGreaterThan(Date.parse(ENGLISH_WRITTEN_AT))
    const behindOnlyInPortuguese = spanish.find((guide) => guide.kind === 'hero' && guide.id === behindInPortuguese)
    if (behindOnlyInPortuguese) expect(Date.parse(behindOnlyInPortuguese.englishChangedAt!)).toBeGreaterThan(Date.parse(ENGLISH_WRITTEN_AT))
    // Oldest first.
    const since = spanish.map((guide) => Date.parse(guide.translatedAt ?? guide.englishChangedAt ?? ''))
    expect([...since].sort((a, b) => a - b)).toEqual(since)
  })
})

describe('an English edit after the translation, then a Spanish save', () => {
  const slug = 'doctor-strange'
  let entry: { id: number; en: string; es: string; pt: string }
  let hero: number
  const listed = (guides: Awaited<ReturnType<typeof deskFor>>) => guides.find((guide) => guide.kind === 'hero' && guide.id === hero)

  beforeAll(async () => {
    hero = await heroId(slug)
    const { docs } = await payload.find({ collection: 'how-to-win', where: { hero: { equals: hero } }, sort: ['order', 'id'], limit: 1, depth: 0, locale: 'all' })
    const text = docs[0].text as unknown as Record<string, string>
    entry = { id: docs[0].id, en: text.en, es: text.es, pt: text['pt-BR'] }
  })

  afterAll(async () => {
    // English first, then both translations, so the guide ends as current as it began.
    expect((await cms('PATCH', `/how-to-win/${entry.id}?locale=en`, { text: entry.en })).status).toBe(200)
    expect((await cms('PATCH', `/how-to-win/${entry.id}?locale=es`, { text: entry.es })).status).toBe(200)
    expect((await cms('PATCH', `/how-to-win/${entry.id}?locale=pt-BR`, { text: entry.pt })).status).toBe(200)
  })

  it('makes the Spanish page say when the English changed, and a Spanish save clears it', async () => {
    expect((await page(`/es/heroes/${slug}`)).html).not.toContain(NOTICE)
    expect(listed(await deskFor('es'))).toBeUndefined()

    const edit = await cms('PATCH', `/how-to-win/${entry.id}?locale=en`, { text: `${entry.en} (revised)` })
    expect(edit.status).toBe(200)
    const changedAt = (edit.body as { doc: { textSavedAt: string } }).doc.textSavedAt
    expect(Date.parse(changedAt)).toBeGreaterThan(Date.parse(ENGLISH_WRITTEN_AT))
    await eventually(async () => ((await page(`/es/heroes/${slug}`)).html.includes(spanishNotice(changedAt)) ? true : undefined), 'the Spanish notice')
    expect((await page(`/heroes/${slug}`)).html).not.toContain(NOTICE)
    expect(listed(await deskFor('es'))).toMatchObject({ state: 'stale', englishChangedAt: changedAt, partsBehind: 1, open: { collection: 'how-to-win', id: entry.id } })

    // A save in English that changes no English text leaves the date where it was.
    const again = await cms('PATCH', `/how-to-win/${entry.id}?locale=en`, { text: `${entry.en} (revised)` })
    expect((again.body as { doc: { textSavedAt: string } }).doc.textSavedAt).toBe(changedAt)

    expect((await cms('PATCH', `/how-to-win/${entry.id}?locale=es`, { text: entry.es })).status).toBe(200)
    await eventually(async () => ((await page(`/es/heroes/${slug}`)).html.includes(NOTICE) ? undefined : true), 'the notice gone')
    expect(listed(await deskFor('es'))).toBeUndefined()
    // Portuguese is still behind: a Spanish save is not a Portuguese one.
    expect(listed(await deskFor('pt-BR'))).toMatchObject({ state: 'stale' })
  })
})

type ApiTierList = { tiers: { heroes: { slug: string; reason: string; untranslated?: string[] }[] }[] }
type ApiTeamUp = { id: number; description: string; untranslated?: string[] }

describe('tier reasons and team-ups in the page language', () => {
  it('the tier list answers in Spanish with English reasons named, and without locale as before', async () => {
    const english = await api<ApiTierList>('/api/tier-list')
    expect(english.status).toBe(200)
    expect(english.text).not.toContain('untranslated')
    const spanish = await api<ApiTierList>('/api/tier-list?locale=es')
    expect(spanish.status).toBe(200)
    const heroes = spanish.json.tiers.flatMap((tier) => tier.heroes)
    const englishHeroes = english.json.tiers.flatMap((tier) => tier.heroes)
    expect(heroes.length).toBe(englishHeroes.length)
    for (const [index, hero] of heroes.entries()) {
      // No seeded tier reason is translated: each is the English one, named as such.
      expect(hero.reason).toBe(englishHeroes[index].reason)
      expect(hero.untranslated).toEqual(englishHeroes[index].reason ? ['reason'] : [])
    }
    expect((await api('/api/tier-list?locale=xx')).status).toBe(400)
  })

  describe('a team-up translated into Spanish', () => {
    let teamUp: { id: number; hero: string; en: string }

    beforeAll(async () => {
      const { docs } = await payload.find({ collection: 'team-ups', sort: 'id', limit: 1, depth: 1, locale: 'en' })
      const hero = docs[0].hero
      teamUp = { id: docs[0].id, hero: typeof hero === 'object' ? (hero.slug ?? '') : String(hero), en: docs[0].description ?? '' }
    })

    afterAll(async () => {
      expect((await cms('PATCH', `/team-ups/${teamUp.id}?locale=es`, { description: null })).status).toBe(200)
    })

    it('answers the Spanish description once written, and English where none is', async () => {
      const before = (await api<ApiTeamUp[]>(`/api/heroes/${teamUp.hero}/team-ups?locale=es`)).json.find((entry) => entry.id === teamUp.id)!
      // A text with no English either has nothing to fall back to: it is not named.
      expect(before).toMatchObject({ description: teamUp.en, untranslated: teamUp.en ? ['description'] : [] })
      const englishBefore = (await api<ApiTeamUp[]>(`/api/heroes/${teamUp.hero}/team-ups`)).text
      expect(englishBefore).not.toContain('untranslated')

      const spanish = 'Juntos, uno abre el paso y el otro remata.'
      expect((await cms('PATCH', `/team-ups/${teamUp.id}?locale=es`, { description: spanish })).status).toBe(200)
      const after = await eventually(async () => {
        const found = (await api<ApiTeamUp[]>(`/api/heroes/${teamUp.hero}/team-ups?locale=es`)).json.find((entry) => entry.id === teamUp.id)
        return found?.description === spanish ? found : undefined
      }, 'the Spanish team-up')
      expect(after.untranslated).toEqual([])
      // The English answer is the same bytes as before the Spanish edit.
      expect((await api(`/api/heroes/${teamUp.hero}/team-ups`)).text).toBe(englishBefore)
    })
  })
})
