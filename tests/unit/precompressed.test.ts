import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { brotliCopies, precompressStatic } from '@/startup/precompressed'

let dir: string
const script = 'chunks/abc123.js'
const style = 'chunks/def456.css'
const scriptText = `(globalThis.TURBOPACK ||= []).push(${JSON.stringify(Array.from({ length: 400 }, (_, i) => `module ${i}`))});\n`

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  fs.mkdirSync(path.join(dir, 'chunks'))
  fs.mkdirSync(path.join(dir, 'media'))
  fs.writeFileSync(path.join(dir, script), scriptText)
  fs.writeFileSync(path.join(dir, style), '.guide{color:red}\n'.repeat(200))
  fs.writeFileSync(path.join(dir, 'chunks/tiny.js'), 'a()')
  fs.writeFileSync(path.join(dir, 'media/font.woff2'), Buffer.alloc(4096, 7))
  await precompressStatic(dir)
})

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('precompressStatic', () => {
  it('writes a brotli copy beside each script and style that decompresses to the original', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${script}.br`))).toString()).toBe(scriptText)
    expect(fs.statSync(path.join(dir, `${style}.br`)).size).toBeLessThan(fs.statSync(path.join(dir, style)).size)
  })

  it('leaves files alone that are too small to gain or are not text', () => {
    expect(fs.existsSync(path.join(dir, 'chunks/tiny.js.br'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'media/font.woff2.br'))).toBe(false)
  })

  it('makes a copy again only for a file changed since its copy was written', async () => {
    const copy = path.join(dir, `${script}.br`)
    const copiedAt = fs.statSync(copy).mtimeMs
    expect((await precompressStatic(dir)).files).toBe(0)
    expect(fs.statSync(copy).mtimeMs).toBe(copiedAt)

    const changed = scriptText.replace('module 0', 'module zero')
    fs.writeFileSync(path.join(dir, script), changed)
    const later = new Date(copiedAt + 5000)
    fs.utimesSync(path.join(dir, script), later, later)
    expect((await precompressStatic(dir)).files).toBe(1)
    expect(zlib.brotliDecompressSync(fs.readFileSync(copy)).toString()).toBe(changed)
  })
})

describe('brotliCopies', () => {
  const copyFor = (method: string | undefined, url: string, acceptEncoding: string | undefined) => brotliCopies(dir)(method, url, acceptEncoding)
  const chromium = 'gzip, deflate, br, zstd'

  it('sends the copy, typed as the original, to a browser that accepts brotli as well as gzip', () => {
    expect(copyFor('GET', `/_next/static/${script}`, chromium)).toEqual({ url: `/_next/static/${script}.br`, type: 'application/javascript; charset=UTF-8' })
    expect(copyFor('HEAD', `/_next/static/${style}`, 'br')).toEqual({ url: `/_next/static/${style}.br`, type: 'text/css; charset=UTF-8' })
    expect(copyFor('GET', `/_next/static/${script}`, '*')?.url).toBe(`/_next/static/${script}.br`)
  })

  it('keeps the original where brotli is refused, liked less than gzip, or not asked for', () => {
    for (const acceptEncoding of [undefined, '', 'gzip', 'identity', 'br;q=0, gzip', 'gzip, br;q=0.5']) {
      expect(copyFor('GET', `/_next/static/${script}`, acceptEncoding), String(acceptEncoding)).toBeNull()
    }
  })

  it('only for GET and HEAD of a build file that has a copy, addressed plainly', () => {
    expect(copyFor('POST', `/_next/static/${script}`, chromium)).toBeNull()
    expect(copyFor('GET', '/_next/static/chunks/tiny.js', chromium)).toBeNull()
    expect(copyFor('GET', '/_next/static/chunks/missing.js', chromium)).toBeNull()
    expect(copyFor('GET', `/_next/static/${script}?v=1`, chromium)).toBeNull()
    expect(copyFor('GET', '/_next/static/chunks/abc%31%32%33.js', chromium)).toBeNull()
    expect(copyFor('GET', `/${script}`, chromium)).toBeNull()
    expect(copyFor('GET', `/_next/static/${script}.br`, chromium)).toBeNull()
  })

  it('finds no copies in a build that has none', () => {
    expect(brotliCopies(path.join(dir, 'missing'))('GET', `/_next/static/${script}`, chromium)).toBeNull()
  })
})
