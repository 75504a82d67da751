/**
 * Issue 13, findings 10 and 11: the engines field, the dependencies and the documented runtime agree, and no
 * scratch file sits in the repository. Issue 22: the README keeps the commands CI and newcomers rely on, and the
 * docs' links resolve inside the repository.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// npm's own semver, already installed (a dependency of the toolchain); only two functions are needed.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies: (version: string, range: string) => boolean
  minVersion: (range: string) => { version: string } | null
}

const root = path.resolve(__dirname, '../..')
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))

describe('finding 10: engines', () => {
  const lowest = semver.minVersion(manifest.engines.node)!.version

  it('every direct dependency runs on the lowest Node the engines field allows', () => {
    const refused: string[] = []
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const installed = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'))
      const range: string | undefined = installed.engines?.node
      if (range && !semver.satisfies(lowest, range)) refused.push(`${name}@${installed.version} needs node ${range}`)
    }
    expect(refused).toEqual([])
  })

  it('README and the app image name the same recommended Node LTS', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    const recommended = /Node\.js (\d+) LTS/.exec(readme)?.[1]
    expect(recommended).toBeDefined()
    expect(dockerfile).toMatch(new RegExp(`^FROM node:${recommended}-`, 'm'))
    // The recommended runtime is one the engines field allows.
    expect(semver.satisfies(`${recommended}.0.0`, manifest.engines.node) || semver.satisfies(`${recommended}.99.0`, manifest.engines.node)).toBe(true)
  })
})

describe('finding 11: no scratch files', () => {
  it('tracks no *.tmp.* file and nothing at the root beyond the known set', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
    expect(tracked.filter((file) => /\.tmp\./.test(path.basename(file)))).toEqual([])
    const rootFiles = tracked.filter((file) => !file.includes('/'))
    const known = ['.dockerignore', '.env.example', '.gitignore', 'Dockerfile', 'README.md', 'docker-compose.yml', 'eslint.config.mjs', 'knip.jsonc', 'next.config.ts', 'package-lock.json', 'package.json', 'payload.config.ts', 'playwright.config.ts', 'tsconfig.json', 'vitest.config.mts']
    expect(rootFiles.filter((file) => !known.includes(file))).toEqual([])
  })
})

describe('issue 22: the README and the docs', () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')

  it('the README names the test command CI runs, and every npm script once in its commands table', () => {
    expect(readme).toMatch(/^npm test$/m)
    const rows = readme.split('\n').filter((line) => line.startsWith('| `npm '))
    for (const name of Object.keys(manifest.scripts)) {
      const command = name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`
      const matching = rows.filter((row) => row.startsWith(`| \`${command}\``) || row.startsWith(`| \`${command} `))
      expect(matching, command).toHaveLength(1)
    }
  })

  it('every relative link of the README and docs/*.md points at a file in the repository', () => {
    const pages = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)]
    const broken: string[] = []
    for (const page of pages) {
      const text = fs.readFileSync(path.join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '')
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue
        const file = path.resolve(root, path.dirname(page), target.split('#')[0])
        if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) broken.push(`${page}: ${target}`)
      }
    }
    expect(broken).toEqual([])
  })
})
