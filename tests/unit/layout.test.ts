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
  rules: ['contract'],
  maps: ['contract', 'rules'],
  cms: [],
  server: ['cms', 'contract'],
  cache: ['cms', 'rules', 'server'],
  collections: ['access', 'fields', 'cache', 'contract', 'maps', 'rules', 'server', 'payload-types.ts'],
  globals: ['access', 'fields', 'cache', 'collections', 'contract', 'maps', 'rules', 'server'],
  data: ['access', 'cache', 'cms', 'contract', 'maps', 'rules', 'server', 'site', 'payload-types.ts'],
  api: ['access', 'cache', 'cms', 'contract', 'data', 'server'],
  site: ['server'],
  browser: ['contract'],
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

/** 'payload-types' and 'payload-types.ts' name the same entry. */
const entryName = (top: string) => (fs.existsSync(path.join(SRC, `${top}.ts`)) ? `${top}.ts` : top)

/** The files of src/ a file imports (static, dynamic and type-only alike), as paths. */
function importedFiles(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1])
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null
    if (!base) return []
    const candidates = [base, ...['.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'].map((ending) => base + ending)]
    const found = candidates.find((candidate) => /\.(ts|tsx|mjs)$/.test(candidate) && fs.existsSync(candidate))
    return found ? [found] : []
  })
}

/** One import cycle among these files, as the files around it, or null: a depth-first walk. */
function importCycle(files: string[]): string[] | null {
  const state = new Map<string, 'open' | 'done'>()
  const trail: string[] = []
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file]
    state.set(file, 'open')
    trail.push(file)
    for (const next of importedFiles(file)) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    trail.pop()
    state.set(file, 'done')
    return null
  }
  for (const file of files) {
    const cycle = visit(file)
    if (cycle) return cycle
  }
  return null
}

describe('the layout of src/', () => {
  it('has no lib, utils or helpers grab-bag', () => {
    for (const name of ['lib', 'utils', 'helpers']) expect(fs.existsSync(path.join(SRC, name)), `src/${name}`).toBe(false)
  })

  it('has no import cycle between its files', () => {
    const cycle = importCycle(sourceFiles(SRC))
    expect(cycle?.map((file) => path.relative(SRC, file)).join(' -> ') ?? null).toBeNull()
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
