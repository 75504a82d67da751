// @ts-check
/**
 * Turns one of our TypeScript entry points (and the files of ours it imports) into a single plain ES module
 * under .next/guide-server, for plain `node` to run. npm packages stay imports, resolved from the checkout's
 * node_modules.
 *
 * Why not tsx: a start step should load as plain node does, with no loader in between. Under tsx's
 * off-thread hooks the seed step ended with exit code 13 only now and then (SEED_NODE_FLAGS below says why),
 * which hid the cause behind a retry. A bundle needs no loader, and starts faster.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BUNDLE_DIR = path.join(root, '.next', 'guide-server')

/**
 * How node runs the seed's bundle (src/seed/cli.ts). `--conditions=production` picks lexical's plain builds
 * (`@lexical/*`, through Payload's rich text). Their default entries for node are shims with a top-level
 * `await import()`, and Node 20 leaves a module graph holding several of them unsettled: the process ends with
 * exit code 13 before any of our code runs. Measured on a busy machine: 8 of 8 plain-node imports of
 * @payloadcms/richtext-lexical ended so, 0 of 8 with the condition; under tsx it happened now and then. The
 * condition changes only packages that ship a production build (lexical, dompurify, json5, one Radix helper).
 */
export const SEED_NODE_FLAGS = ['--conditions=production']

// Spelled in pieces: Vite (under Vitest) rewrites the expression even inside this file's strings.
const IMPORT_META_URL = ['import', 'meta', 'url'].join('.')

/**
 * Each source file keeps its own `import.meta.url`: the seed finds its videos beside itself, and Payload's
 * config finds src/migrations, wherever the bundle lives.
 * @type {import('esbuild').Plugin}
 */
const keepImportMetaUrl = {
  name: 'keep-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const text = await fs.promises.readFile(args.path, 'utf8')
      if (!text.includes(IMPORT_META_URL)) return undefined
      const extension = path.extname(args.path).slice(1)
      /** @type {import('esbuild').Loader} */
      const loader = extension === 'tsx' ? 'tsx' : extension === 'ts' || extension === 'mts' ? 'ts' : 'js'
      return { contents: text.replaceAll(IMPORT_META_URL, JSON.stringify(pathToFileURL(args.path).href)), loader }
    })
  },
}

/**
 * npm packages stay imports, and plain node resolves them strictly: `next/cache` names no file in a package
 * without an exports map (tsx and bundlers guess `cache.js`). Such an import is written out as the file node
 * will find.
 * @type {import('esbuild').Plugin}
 */
const strictPackageImports = {
  name: 'strict-package-imports',
  setup(builder) {
    builder.onResolve({ filter: /^(@[^/.][^/]*\/)?[^/.][^/]*\/./ }, (args) => {
      const parts = args.path.split('/')
      const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/')
      const packageDir = path.join(root, 'node_modules', name)
      const manifest = path.join(packageDir, 'package.json')
      // A package with an exports map is resolved by node through it.
      if (!fs.existsSync(manifest) || JSON.parse(fs.readFileSync(manifest, 'utf8')).exports) return undefined
      const subpath = args.path.slice(name.length + 1)
      for (const candidate of [subpath, `${subpath}.js`, `${subpath}/index.js`]) {
        const file = path.join(packageDir, candidate)
        if (fs.existsSync(file) && fs.statSync(file).isFile()) return { path: `${name}/${candidate}`, external: true }
      }
      return undefined
    })
  },
}

/**
 * Bundles `entry` (relative to the checkout) into .next/guide-server/<name>.mjs and returns that path.
 * Several instances may start at once: each writes a file of its own and renames it into place, so none ever
 * runs a half-written bundle.
 * @param {string} entry
 * @param {string} name
 * @returns {Promise<string>}
 */
export async function bundleScript(entry, name) {
  const outfile = path.join(BUNDLE_DIR, `${name}.mjs`)
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    write: false,
    plugins: [keepImportMetaUrl, strictPackageImports],
  })
  const [output] = result.outputFiles
  fs.mkdirSync(BUNDLE_DIR, { recursive: true })
  const partial = `${outfile}.${process.pid}.tmp`
  fs.writeFileSync(partial, output.contents)
  fs.renameSync(partial, outfile)
  return outfile
}
