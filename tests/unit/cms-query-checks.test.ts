/**
 * The /cms-api checks that need no database: the plain parameters (src/api/cms-params.ts) and the paths a query
 * may follow (src/api/cms-reach.ts), on small hand-made field lists. tests/int/cms-api-checks.int.test.ts runs them
 * in the app, on the guide's own collections.
 */
import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { CMS_PAGE_MAX, paramsProblem } from '@/api/cms-params'
import { pathProblem, sortPaths, wherePaths, type ReachLookup, type Reads } from '@/api/cms-reach'

describe('plain parameters', () => {
  const visitor = { staff: false }
  const staff = { staff: true }

  it('takes one value of each kind', () => {
    expect(paramsProblem({ limit: '10', page: '2', depth: '1', sort: '-title', draft: 'true', where: { a: 1 }, select: { title: 'true' } }, visitor)).toBeUndefined()
  })

  it.each(['limit', 'page', 'depth', 'sort', 'draft', 'trash', 'pagination', 'locale', 'fallback-locale'])('names `%s` given twice or as a list', (name) => {
    for (const value of [['1', '2'], ['1'], { x: '1' }]) expect(paramsProblem({ [name]: value }, staff)).toContain(`\`${name}\``)
  })

  it('keeps limit between 1 and the maximum; everything at once is for staff', () => {
    for (const limit of ['-1', 'NaN', '1.5', '', String(CMS_PAGE_MAX + 1)]) expect(paramsProblem({ limit }, staff)).toContain('`limit`')
    expect(paramsProblem({ limit: String(CMS_PAGE_MAX) }, visitor)).toBeUndefined()
    expect(paramsProblem({ limit: '0' }, visitor)).toContain('`limit=0`')
    expect(paramsProblem({ limit: '0' }, staff)).toBeUndefined()
    expect(paramsProblem({ pagination: 'false' }, visitor)).toContain('`pagination=false`')
    expect(paramsProblem({ pagination: 'false', limit: '5' }, visitor)).toBeUndefined()
    expect(paramsProblem({ page: '0' }, visitor)).toContain('`page`')
  })

  it('reads the parts of a join', () => {
    expect(paramsProblem({ joins: { sections: { limit: ['1', '2'] } } }, staff)).toContain('`joins[sections][limit]`')
    expect(paramsProblem({ joins: { sections: 'false' } }, visitor)).toBeUndefined()
    expect(paramsProblem({ joins: 'x' }, visitor)).toContain('`joins`')
  })
})

describe('paths a query may follow', () => {
  const text = (name: string, extra: Partial<FlattenedField> = {}) => ({ name, type: 'text', ...extra }) as FlattenedField
  const accounts: FlattenedField[] = [
    text('name'),
    text('hash', { hidden: true } as Partial<FlattenedField>),
    { name: 'sessions', type: 'array', access: { read: () => true }, flattenedFields: [text('id')], fields: [] } as unknown as FlattenedField,
  ]
  const media: FlattenedField[] = [text('alt')]
  const news: FlattenedField[] = [
    text('title'),
    { name: 'author', type: 'relationship', relationTo: 'users' } as FlattenedField,
    { name: 'cover', type: 'upload', relationTo: 'media' } as FlattenedField,
  ]
  const lookup = (reads: Record<string, Reads>): ReachLookup => ({
    fields: (slug) => ({ users: accounts, media, news })[slug],
    block: () => undefined,
    reads: async (slug) => reads[slug] ?? 'none',
  })
  const scope = { fields: news, label: 'news' }

  it('refuses hidden and per-document fields for everyone', async () => {
    const admin = lookup({ users: 'all', media: 'all' })
    for (const use of ['where', 'sort'] as const) {
      expect(await pathProblem(scope, 'author.sessions.id', use, admin)).toContain('author.sessions.id')
      expect(await pathProblem(scope, 'author.hash', use, admin)).toContain('author.hash')
      expect(await pathProblem(scope, 'author.name', use, admin)).toBeUndefined()
    }
  })

  it('refuses collections the caller may not read, and sorting by one read only in part', async () => {
    const visitor = lookup({ media: 'all' })
    expect(await pathProblem(scope, 'author.name', 'where', visitor)).toContain('reaches into users')
    expect(await pathProblem(scope, 'cover.alt', 'sort', visitor)).toBeUndefined()
    expect(await pathProblem(scope, 'author.id', 'where', visitor)).toBeUndefined()
    expect(await pathProblem(scope, 'author', 'sort', visitor)).toBeUndefined()
    expect(await pathProblem(scope, 'nope.deeper', 'where', visitor)).toBeUndefined()
    const author = lookup({ users: 'some', media: 'all' })
    expect(await pathProblem(scope, 'author.name', 'where', author)).toBeUndefined()
    expect(await pathProblem(scope, 'author.name', 'sort', author)).toContain('only in part')
  })

  it('collects the paths of nested where and of sort', () => {
    expect(wherePaths({ title: { equals: 1 }, or: [{ and: [{ author__sessions__id: { exists: true } }] }] })).toEqual(['title', 'author.sessions.id'])
    expect(sortPaths('-title, author.name')).toEqual(['title', 'author.name'])
  })
})
