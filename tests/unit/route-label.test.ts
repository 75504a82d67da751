/**
 * Route labels of /metrics (src/observability/route-label.ts): a request's path becomes the template of the App
 * Router route that answers it, and whatever a stranger sends, the labels stay the app's routes plus three
 * fixed ones.
 */
import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { FRAMEWORK_FILES, PUBLIC_FILE, routeLabeller, routeTemplatesOfBuild, UNMATCHED, methodLabel, statusClass } from '@/observability/route-label'

const APP = path.resolve(__dirname, '../../src/app')
const PUBLIC = path.resolve(__dirname, '../../public')

/** The route templates of src/app as Next names them: route groups dropped, metadata files at their addresses. */
function templatesOfTree(folder = APP, segments: string[] = []): string[] {
  const here = `/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).join('/')}`
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return templatesOfTree(path.join(folder, entry.name), [...segments, entry.name])
    if (/^(page|route)\.(tsx?|js)$/.test(entry.name)) return [here]
    const metadata = /^(robots|sitemap)\.ts$/.exec(entry.name)
    if (metadata) return [`${here === '/' ? '' : here}/${metadata[1]}.${metadata[1] === 'robots' ? 'txt' : 'xml'}`]
    return []
  })
}

const templates = templatesOfTree()
const { publicFiles } = routeTemplatesOfBuild('/nonexistent', PUBLIC)
const labelOf = routeLabeller(templates, publicFiles)
const ALLOWED = new Set([...templates, FRAMEWORK_FILES, PUBLIC_FILE, UNMATCHED])

describe('route labels', () => {
  it('reads the tree the test relies on', () => {
    expect(templates).toContain('/heroes/[hero]')
    expect(templates).toContain('/[...unknown]')
    expect(templates.length).toBeGreaterThan(40)
  })

  it.each([
    ['/', '/'],
    ['/heroes', '/heroes'],
    ['/heroes/', '/heroes'],
    ['/heroes/hulk', '/heroes/[hero]'],
    ['/heroes/hulk?tab=abilities', '/heroes/[hero]'],
    ['/heroes/counters', '/heroes/counters'],
    ['/heroes/avatars/hulk.webp', '/heroes/avatars/[file]'],
    ['/maps/yggsgard/yggdrasill-path/ascent', '/maps/[location]/[map]/[section]'],
    ['/maps/yggsgard/yggdrasill-path', '/maps/[location]/[map]'],
    ['/maps/yggsgard/yggdrasill-path/hero.webp', '/maps/[location]/[map]/hero.webp'],
    ['/api/heroes/hulk/details', '/api/heroes/[hero]/details'],
    ['/api/news/10/0', '/api/news/[limit]/[offset]'],
    ['/api/no/such/call', '/api/[...path]'],
    ['/search/for/hulk%20smash', '/search/for/[q]'],
    ['/admin', '/admin/[[...segments]]'],
    ['/admin/collections/heroes/3', '/admin/[[...segments]]'],
    ['/cms-api/media/file/a.webp', '/cms-api/[...slug]'],
    ['/robots.txt', '/robots.txt'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/wp-login.php', '/[...unknown]'],
    ['/_next/static/chunks/app-123.js', FRAMEWORK_FILES],
    ['*', UNMATCHED],
    ['http://evil.example/heroes/hulk', UNMATCHED],
  ])('%s is %s', (raw, label) => {
    expect(labelOf(raw)).toBe(label)
  })

  it('names a file of public/ as one label, not its address', () => {
    expect(publicFiles.length).toBeGreaterThan(0)
    expect(labelOf(publicFiles[0])).toBe(PUBLIC_FILE)
  })

  it('gives every path, however hostile, one of the app routes or a fixed label', () => {
    const segment = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom('..', '.', '', '%2e%2e', '%00', '%2F', 'heroes', 'api', 'maps', 'admin', '_next', '[hero]', '(frontend)', '\\', 'hero.webp'),
    )
    const rawPath = fc.tuple(fc.array(segment, { maxLength: 12 }), fc.option(fc.string({ maxLength: 40 }))).map(([parts, query]) => `/${parts.join('/')}${query === null ? '' : `?${query}`}`)
    fc.assert(
      fc.property(fc.oneof(rawPath, fc.string({ maxLength: 200 })), (raw) => {
        expect(ALLOWED.has(labelOf(raw))).toBe(true)
      }),
      { numRuns: 5_000 },
    )
    // Thousands of runs: seconds on a machine busy with a build, past vitest's 5 s default.
  }, 30_000)

  it('keeps the label set as small as the route table after five thousand random paths', () => {
    const seen = new Set<string>()
    const paths = fc.sample(fc.webPath({ size: 'large' }), 5_000)
    for (const raw of paths) seen.add(labelOf(raw))
    expect(new Set(paths).size).toBeGreaterThan(1_000)
    expect(seen.size).toBeLessThanOrEqual(ALLOWED.size)
  }, 30_000)

  it('bounds methods and status classes', () => {
    expect(['GET', 'POST', 'PROPFIND', 'get', undefined, 'X'.repeat(500)].map(methodLabel)).toEqual(['GET', 'POST', 'OTHER', 'OTHER', 'OTHER', 'OTHER'])
    expect([101, 200, 204, 304, 404, 429, 503, 599].map(statusClass)).toEqual(['1xx', '2xx', '2xx', '3xx', '4xx', '4xx', '5xx', '5xx'])
  })
})
