import fs from 'node:fs'
import path from 'node:path'

import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex'
import { sortPages } from 'next/dist/shared/lib/router/utils/sortable-routes'

/**
 * The route label of a request: the App Router template its path falls under (`/heroes/[hero]`,
 * `/maps/[location]/[map]/[section]`, `/api/heroes/[hero]/details`), never the raw path, so the series that
 * /metrics reports stay as many as the app has routes whatever a stranger sends.
 *
 * The templates come from the build (`.next/app-path-routes-manifest.json`, routeTemplatesOfBuild), and they are
 * matched in Next's own order with Next's own expressions, so a path gets the label of the route that answers it.
 */

/** Labels of what the route table does not name. Fixed, so they add nothing to the bound. */
export const FRAMEWORK_FILES = '/_next/*'
export const PUBLIC_FILE = '(public file)'
export const UNMATCHED = '(unmatched)'

/** Methods get their own label; anything else is OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
export const methodLabel = (method: string | undefined) => (method && METHODS.has(method) ? method : 'OTHER')

/** 2xx, 3xx, 4xx, 5xx (and 1xx); a status outside 100..599 cannot be sent. */
export const statusClass = (status: number) => `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`

/**
 * A labeller for these route templates (`/heroes/[hero]`, ...) and the files served from public/ (their
 * addresses, `/favicon.ico`). A path no template matches is UNMATCHED.
 */
export function routeLabeller(templates: Iterable<string>, publicFiles: Iterable<string> = []): (path: string) => string {
  const unique = [...new Set(templates)]
  const exact = new Map(unique.filter((template) => !template.includes('[')).map((template) => [template, template]))
  const dynamic = sortPages(unique.filter((template) => template.includes('['))).map((template) => ({ template, re: getRouteRegex(template).re }))
  const files = new Set(publicFiles)
  return (rawPath) => {
    const query = rawPath.indexOf('?')
    const path = query === -1 ? rawPath : rawPath.slice(0, query)
    if (!path.startsWith('/')) return UNMATCHED
    if (path.startsWith('/_next/')) return FRAMEWORK_FILES
    // Next serves public/ before any route.
    if (files.has(path)) return PUBLIC_FILE
    const known = exact.get(path) ?? (path.length > 1 && path.endsWith('/') ? exact.get(path.slice(0, -1)) : undefined)
    if (known) return known
    for (const { template, re } of dynamic) if (re.test(path)) return template
    return UNMATCHED
  }
}

/**
 * The route templates of a build (`.next`) and the addresses of the files in public/: what routeLabeller needs.
 * A folder without a build gives no templates, and every path is UNMATCHED.
 */
export function routeTemplatesOfBuild(distDir: string, publicDir: string): { templates: string[]; publicFiles: string[] } {
  const manifest = path.join(distDir, 'app-path-routes-manifest.json')
  const templates = fs.existsSync(manifest) ? Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>) : []
  const publicFiles = fs.existsSync(publicDir)
    ? (fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    : []
  return { templates, publicFiles }
}
