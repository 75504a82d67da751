/**
 * The folders of src/ import one way only (docs/architecture.md, "Layout"): each may import the folders it names
 * there and nothing else of ours, so no concern reaches up into one that builds on it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '../../src')

const ALLOWED: Record<string, string[]> = {
  contract: [],
  'constants.ts': [],
  rules: ['constants.ts'],
  maps: ['constants.ts', 'contract', 'rules'],
  cms: [],
  server: ['cms', 'constants.ts'],
  cache: ['cms', 'constants.ts', 'server'],
  search: ['cache', 'cms', 'contract', 'rules', 'server'],
  collections: ['access', 'fields', 'cache', 'constants.ts', 'contract', 'maps', 'rules', 'search', 'server', 'payload-types.ts'],
  globals: ['access', 'fields', 'cache', 'collections', 'constants.ts', 'contract', 'maps', 'rules', 'search', 'server'],
  data: ['access', 'cache', 'cms', 'constants.ts', 'contract', 'maps', 'rules', 'search', 'server', 'site', 'payload-types.ts'],
  api: ['access', 'cache', 'cms', 'contract', 'data', 'server'],
  site: ['server'],
  browser: ['constants.ts', 'contract'],
}

function sourceFiles(folder: string): string[] {
  const entries = fs.readdirSync(folder, { withFileTypes: true })
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : []
  })
}

/** The top-level entry of src/ that a file or an import lies in, or null outside src/. */
function topOf(absolute: string): string | null {
  const relative = path.relative(SRC, absolute)
  if (relative.startsWith('..')) return null
  return relative.split(path.sep)[0]
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1])
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [topOf(path.join(SRC, specifier.slice(2)))!]
    if (specifier.startsWith('.')) {
      const top = topOf(path.resolve(path.dirname(file), specifier))
      return top ? [top] : []
    }
    return []
  })
}

/** 'constants' and 'constants.ts' name the same entry. */
const entryName = (top: string) => (fs.existsSync(path.join(SRC, `${top}.ts`)) ? `${top}.ts` : top)

describe('the layout of src/', () => {
  it('has no lib, utils or helpers grab-bag', () => {
    for (const name of ['lib', 'utils', 'helpers']) expect(fs.existsSync(path.join(SRC, name)), `src/${name}`).toBe(false)
  })

  for (const [folder, allowed] of Object.entries(ALLOWED)) {
    it(`src/${folder} imports only ${allowed.length ? allowed.join(', ') : 'nothing of ours'}`, () => {
      const root = path.join(SRC, folder)
      const files = folder.endsWith('.ts') ? [root] : sourceFiles(root)
      expect(files.length).toBeGreaterThan(0)
      const wrong = files.flatMap((file) =>
        importsOf(file)
          .map(entryName)
          .filter((top) => top !== folder && !allowed.includes(top))
          .map((top) => `${path.relative(SRC, file)} imports src/${top}`),
      )
      expect(wrong).toEqual([])
    })
  }
})
