/**
 * Site search per language (issue 45, "Search and the feed") on the real app and database: `?locale=` searches
 * that language's rows with its own text-search configuration and links to its addresses, text that fell back to
 * English is found by its English words, misspellings are forgiven as in English, and a save in Spanish
 * refreshes the Spanish rows alone.
 */
import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { translations } from '@/seed/content/translations'

import { cmsRestWith, signInAdmin, type CmsRestCall } from '../support/app-admin'
import { addressOf } from '../support/client-address'
import { lexicalParagraph } from '../support/lexical'
import { signedHeaders } from '../support/raw-http'

const base = inject('appUrl')
const stamp = Date.now().toString(36)
let cmsRest: CmsRestCall
let db: pg.Client

const minuteAgo = () => new Date(Date.now() - 60_000).toISOString()

type Result = { type: string; slug: string; title: string; url: string; snippet: string }

async function search(q: string, locale?: string): Promise<Result[]> {
  const url = new URL('/api/search', base)
  url.searchParams.set('q', q)
  if (locale) url.searchParams.set('locale', locale)
  const fingerprint = `search-languages-${randomUUID()}`
  const response = await fetch(url, {
    headers: { 'Content-Type': 'application/json', ...signedHeaders('/api/search', { fingerprint }), 'X-Forwarded-For': addressOf(fingerprint) },
  })
  expect(response.status, `${q} in ${locale ?? 'en'}`).toBe(200)
  return (await response.json()) as Result[]
}

beforeAll(async () => {
  cmsRest = cmsRestWith(base, await signInAdmin(base))
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
})

afterAll(async () => {
  await db?.end()
})

describe('search in the page’s language', () => {
  const daggers = translations.es.heroGuides?.['doctor-strange']?.abilities.find((ability) => ability.name === 'Daggers of Denak')

  it('a Spanish word finds the Spanish guide, stemmed as Spanish, at its Spanish address', async () => {
    // The seeded Spanish text says "recorren"; the visitor types the infinitive, which only Spanish stemming joins.
    expect(daggers?.description).toContain('recorren')
    const spanish = await search('recorrer', 'es')
    const ability = spanish.find((result) => result.type === 'ability' && result.slug === 'daggers-of-denak')
    expect(ability?.url).toBe('/es/heroes/doctor-strange?ability=daggers-of-denak')
    expect(ability?.snippet).toContain('recorren')
    // English rows hold the English text: the Spanish word finds nothing there.
    expect((await search('recorrer')).some((result) => result.slug === 'daggers-of-denak')).toBe(false)
  })

  it('an English word on a Spanish page finds what is still in English there, at the Spanish address', async () => {
    // Maps are not translated: their text falls back to English and is indexed in the Spanish rows as it is.
    const maps = await search('yggdrasill', 'es')
    expect(maps.some((result) => result.type === 'map' && result.url === '/es/maps/yggsgard/yggdrasill-path')).toBe(true)
    for (const result of maps) expect(result.url).toMatch(/^\/es(\/|$)/)

    // A news entry written in English only: found on es and pt-BR by its English words.
    const word = `glacierwalk${stamp}`
    const created = await cmsRest('POST', '/news', { title: `Search languages: ${word}`, body: lexicalParagraph(`An English-only entry about ${word} tactics.`), publishedAt: minuteAgo(), _status: 'published' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const slug = created.body.doc.slug as string
    for (const [locale, prefix] of [['es', '/es'], ['pt-BR', '/pt-br']] as const) {
      const found = (await search(word, locale)).find((result) => result.type === 'news')
      expect(found, locale).toMatchObject({ title: `Search languages: ${word}`, url: `${prefix}/news/${slug}` })
    }
    expect((await search(word)).find((result) => result.type === 'news')?.url).toBe(`/news/${slug}`)
  })

  it('forgives a misspelt name in Spanish as in English', async () => {
    expect((await search('dr strange', 'es'))[0]).toMatchObject({ type: 'hero', slug: 'doctor-strange', url: '/es/heroes/doctor-strange' })
    // A Spanish title with one word misspelt: "Consejos" typed "Conesjos".
    const newest = translations.es.news?.[0]
    expect(newest?.title).toMatch(/^Consejos de la comunidad/)
    const misspelt = newest!.title.replace('Consejos', 'Conesjos').split(' ').slice(0, 6).join(' ')
    const results = await search(misspelt, 'es')
    expect(results.some((result) => result.type === 'news' && result.title === newest!.title)).toBe(true)
    // The Spanish title is not in the English rows.
    expect((await search(misspelt)).some((result) => result.title === newest!.title)).toBe(false)
  })

  it('a Spanish save refreshes the Spanish rows alone; an English save refreshes every language', async () => {
    const english = `frostwyrm${stamp}`
    const created = await cmsRest('POST', '/news', { title: `Refresh test ${english}`, body: lexicalParagraph(`About ${english}.`), publishedAt: minuteAgo(), _status: 'published' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id as number

    // Which transaction last wrote each language's rows: a rebuild rewrites them all.
    const writers = async () => {
      const { rows } = await db.query<{ language: string; writers: string[] }>(
        `SELECT language, array_agg(DISTINCT xmin::text ORDER BY xmin::text) AS writers FROM search_entries GROUP BY language`,
      )
      return Object.fromEntries(rows.map((row) => [row.language, row.writers.join(',')]))
    }

    const before = await writers()
    const spanish = `escarcha${stamp}`
    const saved = await cmsRest('PATCH', `/news/${id}?locale=es`, { title: `Prueba de ${spanish}`, body: lexicalParagraph(`Sobre ${spanish}.`) })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const afterSpanish = await writers()
    expect(afterSpanish.es).not.toBe(before.es)
    expect(afterSpanish.en).toBe(before.en)
    expect(afterSpanish['pt-BR']).toBe(before['pt-BR'])

    // The Spanish words find the entry on es only; the others still have it by its English words.
    expect((await search(spanish, 'es')).find((result) => result.type === 'news')?.title).toBe(`Prueba de ${spanish}`)
    expect(await search(spanish)).toEqual([])
    expect(await search(spanish, 'pt-BR')).toEqual([])
    expect((await search(english, 'pt-BR')).find((result) => result.type === 'news')?.title).toBe(`Refresh test ${english}`)

    // An English save: Portuguese falls back to it, so every language's rows are written again.
    const renamed = `frostdrake${stamp}`
    expect((await cmsRest('PATCH', `/news/${id}`, { title: `Refresh test ${renamed}` })).status).toBe(200)
    const afterEnglish = await writers()
    for (const language of ['en', 'es', 'pt-BR']) expect(afterEnglish[language], language).not.toBe(afterSpanish[language])
    expect((await search(renamed, 'pt-BR')).find((result) => result.type === 'news')?.title).toBe(`Refresh test ${renamed}`)
    expect((await search(spanish, 'es')).find((result) => result.type === 'news')?.title).toBe(`Prueba de ${spanish}`)

    expect((await cmsRest('DELETE', `/news/${id}`)).status).toBe(200)
    expect(await search(spanish, 'es')).toEqual([])
  })
})
