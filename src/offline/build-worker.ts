/**
 * Builds the service worker after `next build` (scripts/guide.ts): esbuild bundles src/offline/sw.ts with Serwist's
 * runtime, the build's id and its precache list, into .next/offline/sw.js, which /sw.js serves.
 *
 * Why not @serwist/next: it hooks webpack, and the guide builds with Turbopack. @serwist/turbopack's route
 * handler bundles at prerender time, before the pages it should precache exist. Here the worker is built last and
 * precaches exactly the scripts and styles the prerendered pages of the guide name (not the admin's).
 */
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { LANGUAGES } from '../i18n/languages'

const WORKER_FILE = path.join('offline', 'sw.js')

/** The offline page in each language: precached with the build, shown for an address never opened. */
const OFFLINE_PATHS = LANGUAGES.map(({ prefix }) => `${prefix}/offline`)

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    // The admin's pages name the admin's scripts: a visitor never needs them offline.
    if (entry.isDirectory()) return entry.name === '(payload)' || entry.name === 'admin' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** The /_next/static files the prerendered pages of the guide name. */
function frontendAssets(distDir: string): string[] {
  const found = new Set<string>()
  for (const file of htmlFiles(path.join(distDir, 'server', 'app'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\/_next\/static\/[^"'\s\\)]+\.(?:js|css|woff2)/g)) found.add(match[0])
  }
  // Only what this build really has (an address in a page's text could be mangled).
  return [...found].filter((url) => fs.existsSync(path.join(distDir, 'static', url.slice('/_next/static/'.length)))).sort()
}

export async function buildWorker(root: string, distDir = path.join(root, '.next')): Promise<{ file: string; precached: number }> {
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
  // The scripts' names carry their content's hash; the offline pages change with the build.
  const precache = [...frontendAssets(distDir).map((url) => ({ url, revision: null })), ...OFFLINE_PATHS.map((url) => ({ url, revision: buildId }))]
  const file = path.join(distDir, WORKER_FILE)
  await build({
    entryPoints: [path.join(root, 'src', 'offline', 'sw.ts')],
    outfile: file,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: { GUIDE_BUILD_ID: JSON.stringify(buildId), GUIDE_PRECACHE: JSON.stringify(precache), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  return { file, precached: precache.length }
}
