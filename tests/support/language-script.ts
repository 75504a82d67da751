import zlib from 'node:zlib'

import ts from 'typescript'

/**
 * What a page's browser downloads because the guide speaks three languages (issue 45: at most 3 KB, brotli), read
 * from the production build as the server sends it. Two parts, told apart from the rest of the page like this:
 *
 * - **Script.** Turbopack's chunks hold one factory per module, `push([script, id, factory, id, factory, ...])`,
 *   and in a production build it merges a package's files into one factory. Each factory of the page's scripts
 *   is parsed out of its chunk, and those that carry the client code of languages are counted: next-intl's (its
 *   provider, translator and navigation, with whatever ICU formatter or parser they pull in) and the guide's own
 *   browser build of it (src/i18n/browser.tsx). They are recognised by strings minification keeps: the
 *   `MISSING_MESSAGE` error both write, next-intl's routing option names, and the ICU parser's and formatter's
 *   error names. Every other factory (React, Next, the guide's own components) is the page's own, whatever words
 *   it shows.
 * - **Catalogue.** The messages that next-intl's providers serialize into the page's React payload
 *   (`self.__next_f.push`), every `"messages":{...}` object of it: the words the page's client components read.
 *
 * Each counted factory is compressed on its own with brotli at its highest quality (what the server sends, see
 * src/startup/precompressed.ts), and the catalogues together (they travel in one document), so the sum is an
 * upper bound of what the languages cost a page.
 */

/** Strings that survive minification and are found only in next-intl's client code and the ICU code it uses. */
const LANGUAGE_CODE_MARKERS = [
  // use-intl's IntlErrorCode (the translator, the provider), also written by src/i18n/browser.tsx.
  'MISSING_MESSAGE',
  'INSUFFICIENT_PATH',
  // next-intl's routing config, read by its navigation APIs (Link, usePathname, useRouter).
  'localePrefix',
  // intl-messageformat and @formatjs/icu-messageformat-parser.
  'MALFORMED_ARGUMENT',
  'INVALID_VALUE',
]

export type LanguageScript = {
  /** Each counted factory: its chunk, its size as written and as brotli. */
  modules: { chunk: string; bytes: number; brotli: number }[]
  /** The serialized catalogue(s) of the page, as brotli. */
  catalogueBrotli: number
  catalogueKeys: string[]
  total: number
}

const brotli = (text: string) =>
  zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }).length

/** The scripts a page runs on arrival (not the noModule polyfills an older browser would take instead). */
function pageScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)/g)].map((match) => match[1]))]
}

/** The module factories of one Turbopack chunk, as source text. */
function chunkModules(source: string): string[] {
  const file = ts.createSourceFile('chunk.js', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
  const factories: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(file).endsWith('.push') && node.arguments[0] && ts.isArrayLiteralExpression(node.arguments[0])) {
      const elements = node.arguments[0].elements
      for (let index = 1; index + 1 < elements.length; index++) {
        const [id, factory] = [elements[index], elements[index + 1]]
        if (ts.isNumericLiteral(id) && (ts.isArrowFunction(factory) || ts.isFunctionExpression(factory))) factories.push(factory.getText(file))
      }
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return factories
}

/** The React payload of a page (the strings of its `self.__next_f.push([1, "..."])` scripts), joined. */
function flightData(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((match) => JSON.parse(match[1]) as string).join('')
}

/** Every `"messages":{...}` object of the payload, as written. */
function serializedCatalogues(flight: string): string[] {
  const found: string[] = []
  for (let at = flight.indexOf('"messages":{'); at !== -1; at = flight.indexOf('"messages":{', at + 1)) {
    const start = at + '"messages":'.length
    let depth = 0
    let inString = false
    for (let index = start; index < flight.length; index++) {
      const char = flight[index]
      if (inString) {
        if (char === '\\') index++
        else if (char === '"') inString = false
      } else if (char === '"') inString = true
      else if (char === '{') depth++
      else if (char === '}' && --depth === 0) {
        found.push(flight.slice(start, index + 1))
        break
      }
    }
  }
  return found
}

/** Measures a page given its HTML and a way to fetch its scripts. */
export async function languageScript(html: string, fetchText: (src: string) => Promise<string>): Promise<LanguageScript> {
  const modules: LanguageScript['modules'] = []
  for (const src of pageScripts(html)) {
    const source = await fetchText(src)
    for (const factory of chunkModules(source)) {
      if (LANGUAGE_CODE_MARKERS.some((marker) => factory.includes(marker))) modules.push({ chunk: src, bytes: factory.length, brotli: brotli(factory) })
    }
  }
  const catalogues = serializedCatalogues(flightData(html))
  const catalogueBrotli = catalogues.length ? brotli(catalogues.join('')) : 0
  const catalogueKeys = [...new Set(catalogues.flatMap((catalogue) => Object.keys(JSON.parse(catalogue) as object)))]
  return { modules, catalogueBrotli, catalogueKeys, total: modules.reduce((sum, module) => sum + module.brotli, 0) + catalogueBrotli }
}
