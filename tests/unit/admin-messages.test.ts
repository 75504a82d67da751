/**
 * Issue 45: the messages of our own validate functions and the words of our admin components in the editor's
 * admin language. They are `Admin.messages` and `Admin.tools` of admin.json, given to Payload as
 * `i18n.translations` (src/i18n/admin-words.ts); a request's `t` (Payload's, made here by its own `initI18n`)
 * says them in its language, and without a request they stay the English they always were.
 */
import { initI18n } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { pt } from '@payloadcms/translations/languages/pt'
import type { TextFieldSingleValidation } from 'payload'
import { describe, expect, it } from 'vitest'

import { oneRowPerHero } from '@/collections/TierLists/hooks'
import { validVariants } from '@/collections/Heroes/hooks'
import { slugField } from '@/fields/slug'
import { textTypeProblem } from '@/fields/typed-text'
import { ADMIN_TRANSLATIONS, adminMessage } from '@/i18n/admin-words'
import { patchDateIssue, patchDateProblem } from '@/rules/patch-changes'
import { duplicateHeroMessage } from '@/rules/tiers'
import { checkPolygon } from '@/maps/callouts'
import { checkPolyline } from '@/maps/routes'
import { problemMessage } from '@/i18n/admin-words'

type Texts = { [key: string]: string | Texts }
const leaves = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, text]) => (typeof text === 'string' ? [[`${prefix}${key}`, text] as [string, string]] : leaves(text, `${prefix}${key}:`)))
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()

const config = { supportedLanguages: { en, es, pt }, fallbackLanguage: 'en' as const, translations: ADMIN_TRANSLATIONS }
/** A request as Payload makes one for an editor who chose `language` for the admin: its `t` and `i18n`. */
async function requestIn(language: 'en' | 'es' | 'pt') {
  const i18n = await initI18n({ config: config as never, context: 'api', language })
  return { t: i18n.t, i18n }
}

describe('the translations block', () => {
  it('has every key in en, es and pt, with the same {{placeholders}} and none of ours left single-braced', () => {
    const english = new Map(leaves(ADMIN_TRANSLATIONS.en as unknown as Texts))
    expect(english.size).toBeGreaterThan(100)
    for (const language of ['es', 'pt'] as const) {
      const other = new Map(leaves(ADMIN_TRANSLATIONS[language] as unknown as Texts))
      expect([...other.keys()].sort(), language).toEqual([...english.keys()].sort())
      for (const [key, text] of english) {
        expect(placeholders(other.get(key)!), `${language} ${key}`).toEqual(placeholders(text))
        expect(other.get(key), `${language} ${key} is translated`).not.toBe('')
      }
    }
    for (const language of ['en', 'es', 'pt'] as const) {
      for (const [key, text] of leaves(ADMIN_TRANSLATIONS[language] as unknown as Texts)) expect(text, `${language} ${key}`).not.toMatch(/(^|[^{])\{\w+\}(?!\})/)
    }
  })

  it("is what Payload's own t says, a count picking one or many", async () => {
    const english = await requestIn('en')
    const spanish = await requestIn('es')
    const portuguese = await requestIn('pt')
    expect(english.t('guide:tools:callout:points' as never, { count: 1 })).toBe('1 corner')
    expect(english.t('guide:tools:callout:points' as never, { count: 4 })).toBe('4 corners')
    expect(spanish.t('guide:tools:callout:points' as never, { count: 4 })).toBe('4 esquinas')
    expect(spanish.t('guide:tools:checked:button' as never, { version: 'S2' })).toBe('Revisada para S2')
    expect(portuguese.t('guide:tools:checked:button' as never, { version: 'S2' })).toBe('Revisado para S2')
  })
})

describe('a validate function', () => {
  const slug = slugField('title').validate as unknown as TextFieldSingleValidation
  const options = (req?: unknown) => ({ siblingData: { title: '!!!' }, req }) as never

  it('answers in Spanish for a request whose admin language is Spanish, in Portuguese for pt', async () => {
    expect(slug('', options(await requestIn('es')))).toBe('El título no da un slug (necesita una letra o un dígito); escribe uno.')
    expect(slug('Not A Slug', options(await requestIn('es')))).toBe('Un slug lleva minúsculas, dígitos y guiones.')
    expect(slug('Not A Slug', options(await requestIn('pt')))).toBe('Um slug usa letras minúsculas, dígitos e hifens.')
    expect(validVariants(['Bad Variant'], { req: await requestIn('es') } as never)).toBe('“Bad Variant” no es un slug: usa minúsculas, dígitos y guiones.')
    expect(oneRowPerHero([{ hero: 3 }, { hero: 3 }], { req: await requestIn('es') } as never)).toBe(
      'El héroe 3 está dos veces (filas 1 y 2); un héroe aparece una sola vez.',
    )
  })

  it('answers in English without a request, or with an English one, exactly as before', async () => {
    for (const req of [undefined, await requestIn('en')]) {
      expect(slug('', options(req))).toBe('The title gives no slug (it needs a letter or digit); type one.')
      expect(slug('Not A Slug', options(req))).toBe('A slug needs lowercase letters, digits and hyphens.')
      expect(validVariants(['Bad Variant'], { req } as never)).toBe('“Bad Variant” is not a slug: use lowercase letters, digits and hyphens.')
      expect(oneRowPerHero([{ hero: 3 }, { hero: 3 }], { req } as never)).toBe(duplicateHeroMessage([{ hero: 3 }, { hero: 3 }], (id) => `Hero ${id}`))
    }
  })

  it('falls back to English when a request’s t does not know our keys', () => {
    const bare = { t: (key: string) => key }
    expect(adminMessage(bare, 'webLink')).toBe('Use a web address that starts with https:// (or http://).')
  })

  it('names a field by its label in the request’s language', async () => {
    const label = { en: 'Summary', es: 'Resumen', pt: 'Resumo' }
    expect(textTypeProblem({}, { label, hasMany: false }, await requestIn('es'))).toBe('Resumen debe ser texto, no un objeto.')
    expect(textTypeProblem({}, { label, hasMany: false })).toBe('Summary must be text, not an object.')
    expect(textTypeProblem('one', { label, hasMany: true })).toBe('Summary must be a list of texts, not a string.')
  })

  it('keeps the patch date rules’ English words and the admin’s English message alike', () => {
    const now = new Date('2026-06-15T00:00:00.000Z')
    for (const value of ['not a date', '2024-12-05T23:00:00.000Z', '9999-12-31T00:00:00.000Z']) {
      const issue = patchDateIssue(value, now)!
      expect(adminMessage(undefined, issue.key, issue.values)).toBe(patchDateProblem(value, now))
    }
  })
})

describe('the map rules’ refusals', () => {
  const polygons: unknown[] = ['no', [[0, 0], 'x'], [[0, 0], [10, 2000]], [[0, 0], [10, 10]], Array.from({ length: 70 }, (_, i) => [Math.cos(i) * 100, Math.sin(i) * 100]), [[0, 0], [100, 100], [0, 100], [100, 0]], [[0, 0], [10, 10], [20, 20]]]
  const lines: unknown[] = [{}, [[0, 0], [null, 1]], [[0, 0], [999, 0]], [[0, 0]], Array.from({ length: 70 }, (_, i) => [i, i])]

  it('carry a message key whose English is the rules’ own message, word for word', () => {
    const refusals = [...polygons.map(checkPolygon), ...lines.map(checkPolyline)]
    for (const checked of refusals) {
      expect(checked.ok).toBe(false)
      if (checked.ok) continue
      expect(checked.problem, checked.message).toBeDefined()
      expect(problemMessage(undefined, checked)).toBe(checked.message)
    }
    expect(new Set(refusals.map((checked) => !checked.ok && checked.problem?.key)).size).toBe(refusals.length)
  })

  it('are said in the editor’s language', async () => {
    const spanish = await requestIn('es')
    const crossing = checkPolygon([[0, 0], [100, 100], [0, 100], [100, 0]])
    expect(!crossing.ok && problemMessage(spanish, crossing)).toBe(
      'El polígono se cruza consigo mismo: el lado 1 toca el lado 3. Mueve las esquinas para que el contorno no se cruce.',
    )
    const off = checkPolyline([[0, 0], [999, 0]])
    expect(!off.ok && problemMessage(await requestIn('pt'), off)).toMatch(/^O ponto 2 \[999, 0\] fica fora da imagem: lat deve estar em -320\.\.320/)
  })
})

describe('a refused bulk import', () => {
  const problems = [
    { row: 2, field: 'lat', message: 'x' },
    { row: 1, field: 'lng', message: 'y' },
  ]
  it('sums up in the editor’s language, and in the English an API client always got without one', async () => {
    const { rowsRefused } = await import('@/collections/bulk-import')
    const said = async (req: unknown, unit: 'row' | 'feature', list = problems) => ((await rowsRefused(list, unit, req as never).json()) as { error: string }).error
    expect(await said(undefined, 'row')).toBe('Nothing was imported: 2 rows have problems. Fix them and import again.')
    expect(await said(undefined, 'feature', problems.slice(0, 1))).toBe('Nothing was imported: one feature has problems. Fix them and import again.')
    expect(await said(undefined, 'row', [{ row: 0, field: 'file', message: 'z' }])).toBe('Nothing was imported: the file has problems. Fix them and import again.')
    expect(await said(await requestIn('es'), 'row')).toBe('No se importó nada: 2 filas tienen problemas. Corrígelos e importa de nuevo.')
  })
})
