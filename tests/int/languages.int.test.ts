/**
 * Content in three languages (issue 45) on the real app and database (tests/int/global-setup.ts, seeded with the
 * guide's own translations): localized reads with English where a text has no translation, the /api `locale`
 * parameter and its 400, English answers unchanged, and publishing one language without another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { news as englishNews } from '@/seed/content/editorial/news'
import { heroGuides } from '@/seed/content/heroes'
import { sectionCallouts } from '@/seed/content/maps/callouts'
import { translations } from '@/seed/content/translations'

import { cmsRestWith, signInAdmin, type CmsRestCall } from '../support/app-admin'
import { eventually } from '../support/eventually'
import { lexicalParagraph } from '../support/lexical'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')

async function api(path: string) {
  const url = new URL(path, base)
  const response = await fetch(url, { headers: { 'Content-Type': 'application/json', ...signedHeaders(url.pathname) } })
  return { status: response.status, json: (await response.json()) as never, text: '' }
}

const page = async (path: string) => {
  const response = await fetch(new URL(path, base))
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, '') }
}

type NewsEntry = { id: number; title: string; slug: string; html: string; created_at: string; untranslated?: string[] }
type ApiPatch = { version: string; title: string; changes: { summary: string }[]; untranslated?: string[] }

const spanishNews = translations.es.news ?? []
const portuguesePatches = translations['pt-BR'].patches ?? []

describe('the /api locale parameter', () => {
  // Other test files write news of their own at the same time; these look only at the seeded entries, by date.
  const seededAt = (entries: NewsEntry[], publishedAt: string) => entries.find((entry) => entry.created_at === new Date(publishedAt).toISOString())

  it('without it, answers are English and carry nothing new', async () => {
    const { status, json } = await api('/api/news/50/0')
    expect(status).toBe(200)
    const entries = json as NewsEntry[]
    for (const seeded of englishNews) expect(seededAt(entries, seeded.publishedAt)?.title).toBe(seeded.title)
    for (const entry of entries) expect(entry).not.toHaveProperty('untranslated')
    // `en` is the same answer; two reads apart, another file may have written news in between, so read again then.
    await eventually(async () => {
      const [plain, english] = await Promise.all([api('/api/news/50/0'), api('/api/news/50/0?locale=en')])
      return JSON.stringify(plain) === JSON.stringify(english) ? true : undefined
    }, 'locale=en answers as no locale')
  })

  it('in Spanish, the translated entries are Spanish and the others English, named as such', async () => {
    expect(spanishNews.length).toBeGreaterThanOrEqual(5)
    const { status, json } = await api('/api/news/50/0?locale=es')
    expect(status).toBe(200)
    const entries = json as NewsEntry[]
    const english = (await api('/api/news/50/0')).json as NewsEntry[]
    for (const translated of spanishNews) {
      const entry = seededAt(entries, translated.publishedAt)!
      expect(entry.title).toBe(translated.title)
      expect(entry.untranslated).toEqual([])
      // Slugs are shared by every language.
      expect(entry.slug).toBe(seededAt(english, translated.publishedAt)!.slug)
    }
    const untranslated = englishNews.filter((seeded) => !spanishNews.some((translated) => translated.publishedAt === seeded.publishedAt))
    expect(untranslated.length).toBeGreaterThan(0)
    for (const seeded of untranslated) {
      const entry = seededAt(entries, seeded.publishedAt)!
      expect(entry.untranslated).toEqual(['title', 'body'])
      expect(entry.title).toBe(seeded.title)
    }
  })

  it('in Portuguese, the latest patches are Portuguese and the rest fall back', async () => {
    const { status, json } = await api('/api/patches?locale=pt-BR')
    expect(status).toBe(200)
    const patches = json as ApiPatch[]
    for (const translated of portuguesePatches) {
      const patch = patches.find((candidate) => candidate.version === translated.version)!
      expect(patch.title).toBe(translated.title)
      expect(patch.untranslated).toEqual([])
      expect(patch.changes.map((change) => change.summary)).toEqual(translated.changes.map((change) => change.summary))
    }
    const older = patches.filter((patch) => !portuguesePatches.some((translated) => translated.version === patch.version))
    expect(older.length).toBeGreaterThan(0)
    for (const patch of older) expect(patch.untranslated).toEqual(['title', 'changes'])
    const one = await api(`/api/patches/${encodeURIComponent(portuguesePatches[0].version)}?locale=pt-BR`)
    expect((one.json as ApiPatch).title).toBe(portuguesePatches[0].title)
  })

  it('a locale the guide does not speak is a 400 naming those it does, on every call', async () => {
    for (const path of ['/api/news/10/0?locale=fr', '/api/heroes?locale=de', '/api/patches?locale=pt-br', '/api/maps?locale=']) {
      const { status, json } = await api(path)
      expect(status, path).toBe(400)
      expect(json).toEqual({ error: 'bad_request', message: 'locale must be one of en, es, pt-BR.' })
    }
  })

  it('a call whose content is not translated yet answers in English for any supported locale', async () => {
    const english = await api('/api/heroes')
    expect(await api('/api/heroes?locale=es')).toEqual(english)
  })
})

type ApiAbility = { id: number; name: string; variant: string; description: string; properties: string; untranslated?: string[] }
type ApiHowToWin = { id: number; text: string; untranslated?: string[] }
type ApiDetails = { primary_job: string; notes: string; stats: { name: string; value: string }[]; untranslated?: string[] }

describe('hero guides in a language', () => {
  const spanishMagik = translations.es.heroGuides!.magik
  const portugueseHulk = translations['pt-BR'].heroGuides!.hulk

  it('in Spanish, the abilities are the seeded Spanish ones, names and property names shared', async () => {
    const { status, json } = await api('/api/heroes/magik/abilities?locale=es')
    expect(status).toBe(200)
    const abilities = json as ApiAbility[]
    const english = (await api('/api/heroes/magik/abilities')).json as ApiAbility[]
    expect(abilities.map((ability) => ability.id)).toEqual(english.map((ability) => ability.id))
    for (const translated of spanishMagik.abilities) {
      const ability = abilities.find((candidate) => candidate.name === translated.name && candidate.variant === translated.variant)!
      expect(ability.description).toBe(translated.description)
      expect(JSON.parse(ability.properties)).toEqual(translated.properties)
      expect(ability.untranslated).toEqual([])
      expect(english.find((candidate) => candidate.id === ability.id)!.description).not.toBe(translated.description)
    }
  })

  it('without a locale, the hero guide calls are English and carry nothing new', async () => {
    for (const call of ['abilities', 'how-to-win', 'details']) {
      const english = await api(`/api/heroes/magik/${call}`)
      expect(english.status).toBe(200)
      expect(JSON.stringify(english.json)).not.toContain('untranslated')
      expect(await api(`/api/heroes/magik/${call}?locale=en`)).toEqual(english)
    }
    const abilities = (await api('/api/heroes/magik/abilities')).json as ApiAbility[]
    expect(abilities.map((ability) => ability.description)).toContain(heroGuides.find((guide) => guide.hero === 'magik')!.abilities[0].description)
  })

  it('in Portuguese, details (stat values, not stat names) and how-to-win are Portuguese', async () => {
    const details = (await api('/api/heroes/hulk/details?locale=pt-BR')).json as ApiDetails
    const englishDetails = (await api('/api/heroes/hulk/details')).json as ApiDetails
    expect(details.primary_job).toBe(portugueseHulk.details.primaryJob)
    expect(details.notes).toBe(portugueseHulk.details.notes)
    expect(details.stats).toEqual(englishDetails.stats.map((stat, index) => ({ name: stat.name, value: portugueseHulk.details.stats[index].value })))
    expect(details.untranslated).toEqual([])

    const entries = (await api('/api/heroes/hulk/how-to-win?locale=pt-BR')).json as ApiHowToWin[]
    expect(entries.map((entry) => entry.text)).toEqual(portugueseHulk.howToWin.map((entry) => entry.text))
    for (const entry of entries) expect(entry.untranslated).toEqual([])
  })

  it('a translated guide page is in the language with no mark', async () => {
    const hulk = await page('/pt-br/heroes/hulk')
    expect(hulk.status).toBe(200)
    expect(hulk.html).toContain(portugueseHulk.details.primaryJob)
    expect(hulk.html).toContain(portugueseHulk.howToWin[0].text)
    expect(hulk.html).not.toContain('data-untranslated')
  })

  describe('an ability written in English only', () => {
    let admin: CmsRestCall
    let id: number
    const description = 'Languages test: an ability described in English only.'

    beforeAll(async () => {
      admin = cmsRestWith(base, await signInAdmin(base))
      const magik = ((await api('/api/heroes')).json as { id: number; slug: string }[]).find((hero) => hero.slug === 'magik')!
      const created = await admin('POST', '/hero-abilities', {
        hero: magik.id,
        name: 'Languages Test Strike',
        variant: 'magik',
        type: 'normal attack',
        button: 'left-click',
        description,
        properties: [{ name: 'cooldown', value: 'English words only' }],
        // A normal attack first in the editor's order: the guide page opens on it (the first group's first).
        order: -1,
        _status: 'published',
      })
      expect(created.status).toBe(201)
      id = created.body.doc.id
    })

    afterAll(async () => {
      if (id) await admin('DELETE', `/hero-abilities/${id}`)
    })

    it('falls back to English and is named in `untranslated`; the translated ones are not', async () => {
      const abilities = await eventually(async () => {
        const list = (await api('/api/heroes/magik/abilities?locale=es')).json as ApiAbility[]
        return list.some((ability) => ability.id === id) ? list : undefined
      }, 'the new ability is in the Spanish answer')
      const added = abilities.find((ability) => ability.id === id)!
      expect(added.description).toBe(description)
      expect(JSON.parse(added.properties)).toEqual({ cooldown: 'English words only' })
      expect(added.untranslated).toEqual(['description', 'properties'])
      for (const ability of abilities.filter((candidate) => candidate.id !== id)) expect(ability.untranslated).toEqual([])
    })

    it('the Spanish guide page shows it in English under the mark, lang="en"', async () => {
      // The marked block, up to the end of the panel's properties: the mark, then the English text.
      const marked = await eventually(async () => {
        const { html } = await page('/es/heroes/magik')
        const block = html.match(/<div lang="en"[^>]*data-untranslated[^>]*>([\s\S]*?)<\/dl>/)?.[1]
        return block?.includes(description) ? block : undefined
      }, 'the Spanish guide opens on the new ability, marked')
      expect(marked).toContain('Aún sin traducir')
      expect(marked).toContain('English words only')
    })
  })
})

type ApiCallout = { slug: string; section: string; name: string; description: string; untranslated?: string[] }
type ApiMapHero = { hero: string; side: string; reason: string; untranslated?: string[] }

describe('map guides in a language', () => {
  const spanishCallouts = translations.es.sectionCallouts?.['royal-palace']?.['Golden Courtyard'] ?? []
  const englishCallouts = sectionCallouts['royal-palace']['Golden Courtyard']

  it('in Spanish, the callouts are the seeded Spanish ones, slugs and shapes shared; without a locale, English', async () => {
    expect(spanishCallouts.length).toBe(englishCallouts.length)
    const english = ((await api('/api/maps/royal-palace/callouts')).json as ApiCallout[]).filter((callout) => callout.section === 'golden-courtyard')
    const spanish = ((await api('/api/maps/royal-palace/callouts?locale=es')).json as ApiCallout[]).filter((callout) => callout.section === 'golden-courtyard')
    expect(english.map((callout) => callout.name)).toEqual(englishCallouts.map((callout) => callout.name))
    for (const callout of english) expect(callout).not.toHaveProperty('untranslated')
    expect(spanish.map((callout) => callout.name)).toEqual(spanishCallouts.map((callout) => callout.name))
    expect(spanish.map((callout) => callout.slug)).toEqual(english.map((callout) => callout.slug))
    for (const callout of spanish) expect(callout.untranslated).toEqual([])
  })

  describe('a map hero written in English only', () => {
    let admin: CmsRestCall
    let id: number
    const reason = 'Languages test: a reason written in English only.'

    beforeAll(async () => {
      admin = cmsRestWith(base, await signInAdmin(base))
      const map = ((await api('/api/maps')).json as { id: number; slug: string }[]).find((entry) => entry.slug === 'royal-palace')!
      const hero = ((await api('/api/heroes')).json as { id: number; slug: string }[]).find((entry) => entry.slug === 'groot')!
      const created = await admin('POST', '/map-heroes', { map: map.id, hero: hero.id, side: 'atk', reason })
      expect(created.status).toBe(201)
      id = created.body.doc.id
    })

    afterAll(async () => {
      if (id) await admin('DELETE', `/map-heroes/${id}`)
    })

    it('falls back to English and is named in `untranslated`; the translated reasons are not', async () => {
      const heroes = await eventually(async () => {
        const list = (await api('/api/maps/royal-palace/heroes?locale=es')).json as ApiMapHero[]
        return list.some((entry) => entry.reason === reason) ? list : undefined
      }, 'the new map hero is in the Spanish answer')
      expect(heroes.find((entry) => entry.reason === reason)!.untranslated).toEqual(['reason'])
      const spanishReasons = new Set(translations.es.mapGuides?.['royal-palace']?.heroes.map((entry) => entry.reason))
      for (const entry of heroes.filter((candidate) => candidate.reason !== reason)) {
        expect(entry.untranslated).toEqual([])
        expect(spanishReasons.has(entry.reason)).toBe(true)
      }
    })

    it('the Spanish map guide shows it in English under the mark, lang="en", and the translated text in Spanish', async () => {
      const { html } = await eventually(async () => {
        const found = await page('/es/maps/yggsgard/royal-palace/golden-courtyard')
        return found.html.includes(reason) ? found : undefined
      }, 'the Spanish map guide shows the new reason')
      const block = html.match(/<div lang="en"[^>]*data-untranslated[^>]*>([\s\S]*?)<\/div>/)?.[1]
      expect(block).toContain('Aún sin traducir')
      expect(block).toContain(reason)
      expect(html).toContain(translations.es.mapGuides!['royal-palace'].sections[0].breakout.defDescription)
    })
  })
})

describe('pages in a language', () => {
  it('a translated page is in the language, with no mark; an untranslated one is English, marked, lang="en"', async () => {
    const terms = await page('/es/terms')
    expect(terms.status).toBe(200)
    const spanishTerms = translations.es.pages!.find((entry) => entry.slug === 'terms')!
    expect(terms.html).toContain(`>${spanishTerms.title}</h1>`)
    expect(terms.html).not.toContain('data-untranslated')

    const profile = await page('/es/profiles/the-whisper')
    expect(profile.status).toBe(200)
    expect(profile.html).toMatch(/<div lang="en"[^>]*data-untranslated/)
    expect(profile.html).toContain('Aún sin traducir')
    expect(profile.html).toMatch(/<h1[^>]*lang="en"/)
  })

  it('the basics in Portuguese are Portuguese', async () => {
    const basics = await page('/pt-br/basics')
    expect(basics.status).toBe(200)
    expect(basics.html).toContain(translations['pt-BR'].basics!.quickstart.overview.slice(0, 40))
    expect(basics.html).not.toContain('data-untranslated')
  })
})

describe('publishing one language does not publish another', () => {
  let admin: CmsRestCall
  let id: number

  beforeAll(async () => {
    admin = cmsRestWith(base, await signInAdmin(base))
    const created = await admin('POST', '/news', {
      title: 'Languages test: an English entry',
      body: lexicalParagraph('Written in English first.'),
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    id = created.body.doc.id
  })

  afterAll(async () => {
    if (id) await admin('DELETE', `/news/${id}`)
  })

  const entryIn = async (locale: string) => ((await api(`/api/news/50/0?locale=${locale}`)).json as NewsEntry[]).find((entry) => entry.id === id)

  it('a Portuguese draft stays unpublished when the Spanish translation is published', async () => {
    const draft = await admin('PATCH', `/news/${id}?locale=pt-BR&draft=true`, {
      title: 'Rascunho em português',
      body: lexicalParagraph('Ainda não está pronto.'),
      _status: 'draft',
    })
    expect(draft.status).toBe(200)
    const published = await admin('PATCH', `/news/${id}?locale=es&publishSpecificLocale=es`, {
      title: 'Entrada publicada en español',
      body: lexicalParagraph('Publicada en español.'),
      _status: 'published',
    })
    expect(published.status).toBe(200)

    const spanish = await eventually(async () => {
      const entry = await entryIn('es')
      return entry?.title === 'Entrada publicada en español' ? entry : undefined
    }, 'the Spanish translation is published')
    expect(spanish.untranslated).toEqual([])
    expect(spanish.html).toContain('Publicada en español.')

    const portuguese = await entryIn('pt-BR')
    expect(portuguese?.title).toBe('Languages test: an English entry')
    expect(portuguese?.untranslated).toEqual(['title', 'body'])
    const english = ((await api('/api/news/50/0')).json as NewsEntry[]).find((entry) => entry.id === id)
    expect(english?.title).toBe('Languages test: an English entry')
    // English search finds the English text whatever language the last save was in.
    const results = (await api('/api/search?q=Languages%20test')).json as { type: string; title: string }[]
    expect(results.filter((result) => result.type === 'news').map((result) => result.title)).toContain('Languages test: an English entry')
  })
})
