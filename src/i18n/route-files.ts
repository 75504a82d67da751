import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { LANGUAGES, type Language } from './languages'

/**
 * The route files of every language, written from the screens (`npm run locale:routes`): for each page, layout,
 * not-found screen and route handler (the Atom feed) in src/app/(frontend)/_screens, one thin file per language under `(en)/`, `es/` and
 * `pt-br/` that binds it to that language (src/i18n/screens.tsx). Static folders, not a `[lang]` segment: English
 * keeps its unprefixed addresses beside the catch-all of unknown paths, and each language has its own root
 * layout (its own `<html lang>`).
 */

const FRONTEND = path.join('src', 'app', '(frontend)')
const SCREENS = path.join(FRONTEND, '_screens')
const GENERATED_MARK = '// Written by `npm run locale:routes` from the screen named below; edit the screen, not this file.'

const KINDS = ['page.tsx', 'layout.tsx', 'not-found.tsx', 'route.ts'] as const

/** The folder below src/app/(frontend) that holds one language's routes. */
function languageFolder(language: Language): string {
  const prefix = LANGUAGES.find(({ code }) => code === language)?.prefix ?? ''
  return prefix ? prefix.slice(1) : '(en)'
}

function screensIn(root: string, folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name)
    if (entry.isDirectory()) return screensIn(root, relative)
    return (KINDS as readonly string[]).includes(entry.name) ? [relative] : []
  })
}

const exportsName = (source: string, name: string) => new RegExp(`export (const|(async )?function) ${name}\\b`).test(source)

function routeFile(language: Language, screen: string, source: string): string {
  const screenModule = `@/app/(frontend)/_screens/${screen.replace(/\\/g, '/').replace(/\.tsx?$/, '')}`
  const kind = path.basename(screen)
  const lines = [GENERATED_MARK, `// ${screenModule}`, `import * as screen from '${screenModule}'`]
  if (kind === 'page.tsx') {
    lines.push(`import { languagePage } from '@/i18n/screens'`, '', `const bound = languagePage('${language}', screen)`)
    if (exportsName(source, 'generateStaticParams')) lines.push('export const generateStaticParams = screen.generateStaticParams')
    lines.push('export const generateMetadata = bound.generateMetadata', 'export default bound.Page')
  } else if (kind === 'layout.tsx') {
    lines.push(`import { languageLayout } from '@/i18n/screens'`, '', `const bound = languageLayout('${language}', screen)`)
    if (exportsName(source, 'generateStaticParams')) lines.push('export const generateStaticParams = screen.generateStaticParams')
    if (exportsName(source, 'viewport')) lines.push('export const viewport = screen.viewport')
    if (exportsName(source, 'metadata')) lines.push('export const metadata = screen.metadata')
    if (exportsName(source, 'generateMetadata')) lines.push('export const generateMetadata = bound.generateMetadata')
    lines.push('export default bound.Layout')
  } else if (kind === 'route.ts') {
    lines.push(`import { languageRoute } from '@/i18n/screens'`, '')
    // Segment options must be literals in the route file itself (Next.js reads them without running it).
    const dynamic = /export const dynamic = ('[a-z-]+')/.exec(source)?.[1]
    if (dynamic) lines.push(`export const dynamic = ${dynamic}`)
    lines.push(`export const GET = languageRoute('${language}', screen).GET`)
  } else {
    lines.push(`import { languageNotFound } from '@/i18n/screens'`, '', `export default languageNotFound('${language}', screen).NotFound`)
  }
  return `${lines.join('\n')}\n`
}

/** Every generated route file, by its path from the repository's root, with its content. */
export function expectedRouteFiles(root = process.cwd()): Map<string, string> {
  const files = new Map<string, string>()
  for (const screen of screensIn(path.join(root, SCREENS)).sort()) {
    const source = readFileSync(path.join(root, SCREENS, screen), 'utf8')
    for (const { code } of LANGUAGES) files.set(path.join(FRONTEND, languageFolder(code), screen), routeFile(code, screen, source))
  }
  return files
}

/** The generated route files on disk now (found by their first line), by path. */
export function writtenRouteFiles(root = process.cwd()): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(relative)
      else if ((KINDS as readonly string[]).includes(entry.name)) {
        const content = readFileSync(path.join(root, relative), 'utf8')
        if (content.startsWith(GENERATED_MARK)) files.set(relative, content)
      }
    }
  }
  for (const { code } of LANGUAGES) {
    try {
      walk(path.join(FRONTEND, languageFolder(code)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return files
}
