/**
 * Two promises of docs/architecture.md that an import rule cannot check: pages and components read through
 * src/data, never Payload itself, and every Cache-Control value a route or wrapper sends is named in
 * src/cache/cache-policy.ts, the one owner of what the headers say.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '../../src')

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : []
  })
}

/** The files of these folders whose text matches, with the matching line. */
function matching(folders: string[], pattern: RegExp): string[] {
  return folders.flatMap((folder) =>
    sourceFiles(path.join(SRC, folder)).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => pattern.test(line))
        .map((line) => `${path.relative(SRC, file)}: ${line.trim()}`),
    ),
  )
}

describe('who does what', () => {
  it('nothing in src/app or src/components queries Payload directly', () => {
    const localApi = /\bpayload\s*\.\s*(find|findByID|findGlobal|findVersions|count|create|update|delete|db)\b|\bgetGuidePayload\b|\bgetPayload\s*\(/
    expect(matching(['app', 'components'], localApi)).toEqual([])
  })

  it('no route, /api wrapper or collection endpoint spells its own Cache-Control value', () => {
    const spelled = /['"]Cache-Control['"]\s*[:,]\s*['"`]/i
    expect(matching(['app', 'api', 'collections', 'globals', 'data'], spelled)).toEqual([])
  })
})
