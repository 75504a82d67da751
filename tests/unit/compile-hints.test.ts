import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { COMPILE_HINT, markStartupScripts } from '@/startup/compile-hints'

let dir: string
const framework = 'static/chunks/react-dom.js'
const runtime = 'static/chunks/turbopack-runtime.js'
const page = 'static/chunks/map-guide.js'
const text = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8')

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true })
  for (const file of [framework, runtime, page]) fs.writeFileSync(path.join(dir, file), `(globalThis.TURBOPACK ||= []).push(['${file}'])\n`)
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: [framework, runtime], polyfillFiles: ['static/chunks/polyfills.js'] }))
})

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('markStartupScripts', () => {
  it('puts the hint on the first line of each root main script, and leaves the rest of it as it was', () => {
    expect(markStartupScripts(dir)).toEqual({ marked: 2, already: 0 })
    for (const file of [framework, runtime]) expect(text(file)).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK ||= []).push(['${file}'])\n`)
  })

  it('leaves a page’s own scripts lazy', () => {
    markStartupScripts(dir)
    expect(text(page).startsWith(COMPILE_HINT)).toBe(false)
  })

  it('marks a script once, however often the build step runs', () => {
    markStartupScripts(dir)
    expect(markStartupScripts(dir)).toEqual({ marked: 0, already: 2 })
    expect(text(framework).split(COMPILE_HINT)).toHaveLength(2)
  })

  it('refuses a build whose manifest lists no start-up scripts', () => {
    fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: [] }))
    expect(() => markStartupScripts(dir)).toThrow(/lists no root main scripts/)
  })
})
