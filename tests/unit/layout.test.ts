/**
 * The folders of src/ import one way only (docs/architecture.md, "Layout"): each may import the folders it names
 * there and nothing else of ours, so no concern reaches up into one that builds on it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '../../src')
const ARCHITECTURE = path.resolve(__dirname, '../../docs/architecture.md')

/** Every top-level entry of src/, with what it may import; an entry missing here fails the test. */
const ALLOWED: Record<string, string[]> = {
  contract: [],
  'payload-types.ts': [],
  types: [],
  i18n: [],
  migrations: [],
  observability: [],
  rules: ['contract'],
  maps: ['contract', 'rules'],
  cms: ['observability', 'payload.config'],
  'cms-wiring': ['observability'],
  startup: ['cms-wiring'],
  edge: [],
  offline: ['i18n'],
  cache: ['cms', 'cms-wiring', 'edge', 'i18n', 'maps', 'observability', 'rules'],
  search: ['cache', 'cms', 'contract', 'edge', 'i18n', 'observability', 'rules'],
  access: [],
  fields: ['i18n', 'maps', 'rules'],
  collections: ['access', 'fields', 'cache', 'cms-wiring', 'contract', 'i18n', 'maps', 'rules', 'search', 'payload-types.ts'],
  globals: ['access', 'fields', 'cache', 'cms-wiring', 'collections', 'contract', 'i18n', 'maps', 'rules', 'search'],
  site: ['cms-wiring'],
  data: ['access', 'cache', 'cms', 'contract', 'edge', 'i18n', 'maps', 'rules', 'search', 'site', 'payload-types.ts'],
  api: ['access', 'cache', 'cms', 'cms-wiring', 'contract', 'edge', 'i18n', 'observability', 'payload.config'],
  browser: ['contract', 'offline'],
  components: ['access', 'browser', 'cache', 'cms', 'contract', 'data', 'i18n', 'maps', 'offline', 'rules', 'site'],
  app: ['api', 'browser', 'cache', 'cms', 'components', 'contract', 'data', 'edge', 'i18n', 'maps', 'offline', 'payload.config', 'rules', 'site'],
  'instrumentation.ts': ['cms-wiring', 'observability'],
  seed: ['cms-wiring', 'collections', 'i18n', 'maps', 'migrations', 'observability', 'payload.config', 'rules', 'search', 'site', 'startup'],
  backup: ['cache', 'cms-wiring', 'collections'],
}

/** Code that answers requests. It never imports start-up code, and start-up code never imports it. */
const REQUEST_TIME = ['app', 'api', 'data', 'components', 'edge', 'cache', 'search']
const START_UP = 'startup'

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

/** The top-level entries of src/ a file imports; the Payload config (`@payload-config`) counts as 'payload.config'. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1])
  return specifiers.flatMap((specifier) => {
    if (specifier === '@payload-config') return ['payload.config']
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

const filesOf = (entry: string) => (fs.statSync(path.join(SRC, entry)).isFile() ? [path.join(SRC, entry)] : sourceFiles(path.join(SRC, entry)))

/** Each import from the files of `entry` into `targets`, as "file imports src/target". */
function importsInto(entry: string, targets: string[]): string[] {
  return filesOf(entry).flatMap((file) =>
    importsOf(file)
      .map(entryName)
      .filter((top) => top !== entry && targets.includes(top))
      .map((top) => `${path.relative(SRC, file)} imports src/${top}`),
  )
}

/** The top-level entries of src/ as they exist (hidden files aside). */
const entries = () => fs.readdirSync(SRC).filter((name) => !name.startsWith('.')).sort()

/**
 * The src/ entries a code block of docs/architecture.md names at the start of its lines ("src/app/(frontend)/",
 * "src/contract/ src/rules/ ...", "src/instrumentation.ts"), under the heading `heading`, in the order it names them.
 */
function namedInDoc(heading: string): string[] {
  const doc = fs.readFileSync(ARCHITECTURE, 'utf8')
  const section = doc.split(/^## /m).find((part) => part.startsWith(`${heading}\n`))
  const block = section?.match(/```\n([\s\S]*?)```/)?.[1] ?? ''
  const names = block.split('\n').flatMap((line) => {
    const heads = line.match(/^(?:src\/\S+\s*)+/)?.[0] ?? ''
    return [...heads.matchAll(/src\/([^/\s]+)/g)].map((match) => match[1])
  })
  return [...new Set(names)]
}

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

  it('has a rule for every entry, so a new folder must say what it may import', () => {
    expect(entries()).toEqual(Object.keys(ALLOWED).sort())
  })

  it('keeps start-up code out of request code', () => {
    expect(REQUEST_TIME.flatMap((entry) => importsInto(entry, [START_UP]))).toEqual([])
  })

  it('keeps request code out of start-up code', () => {
    expect(importsInto(START_UP, REQUEST_TIME)).toEqual([])
  })

  for (const heading of ['Top level', 'Layout']) {
    it(`docs/architecture.md's "${heading}" names exactly the entries of src/`, () => {
      expect([...namedInDoc(heading)].sort()).toEqual(entries())
    })
  }

  it('lists the Layout low to high: each entry may import only entries named above it', () => {
    const order = namedInDoc('Layout')
    const reachingUp = order.flatMap((entry, index) =>
      (ALLOWED[entry] ?? []).filter((allowed) => order.includes(allowed) && order.indexOf(allowed) >= index).map((allowed) => `src/${entry} may import src/${allowed}, named below it`),
    )
    expect(reachingUp).toEqual([])
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
