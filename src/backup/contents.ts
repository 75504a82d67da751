/**
 * What an archive says it holds, checked before a restore writes anything. The manifest (the first entry) names
 * every table with its columns; each later entry must agree with it: every table of the manifest exactly once with
 * the manifest's columns, one list of sequences, uploads at safe and distinct paths, nothing else. The archive's
 * checksum proves it was not damaged, not that it was made by `npm run backup` (anyone can recompute a SHA-256),
 * so the restore never writes into a table or columns the manifest, and then the database, does not name.
 */
import { ArchiveError, type EntryHeader } from './archive'
import type { SchemaVersion, TableInfo } from './database'
import { safeUploadPath } from './uploads'

export type Manifest = { createdAt: string; schema: SchemaVersion; tables: TableInfo[]; uploads?: string }

/** The archive as its first read found it: the manifest, every entry's header in order, and the checksum. */
export type ArchiveContents = { manifest: Manifest; headers: EntryHeader[]; uploads: number; sha256: string }

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string' && item)

function readManifest(header: EntryHeader | undefined): Manifest {
  if (!header) throw new ArchiveError('it holds no manifest')
  if (header.kind !== 'manifest') throw new ArchiveError('it does not start with a manifest')
  const { schema, tables } = header as Partial<Manifest> & EntryHeader
  if (!schema || !isStringList(schema.migrations)) throw new ArchiveError('its manifest names no schema version')
  if (!Array.isArray(tables) || !tables.every((table) => table && typeof table.name === 'string' && table.name && isStringList(table.columns) && table.columns.length)) {
    throw new ArchiveError('its manifest does not list its tables with their columns')
  }
  const names = tables.map((table) => table.name)
  const twice = names.find((name, i) => names.indexOf(name) !== i)
  if (twice) throw new ArchiveError(`its manifest lists the table ${twice} twice`)
  return header as unknown as Manifest
}

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((name, i) => name === b[i])

/** Checks every header against the manifest; the ArchiveError names the first entry that does not agree. */
export function checkContents(headers: EntryHeader[], sha256: string): ArchiveContents {
  const manifest = readManifest(headers[0])
  const declared = new Map(manifest.tables.map((table) => [table.name, table.columns]))
  const loaded = new Set<string>()
  const uploadPaths = new Set<string>()
  let sequences = 0
  for (const header of headers.slice(1)) {
    if (header.kind === 'table') {
      const name = String(header.name)
      const columns = declared.get(name)
      if (!columns) throw new ArchiveError(`it has an entry for the table ${name}, which its manifest does not list`)
      if (loaded.has(name)) throw new ArchiveError(`it has two entries for the table ${name}`)
      if (!isStringList(header.columns) || !sameColumns(header.columns, columns)) {
        throw new ArchiveError(`its entry for the table ${name} names other columns than its manifest`)
      }
      loaded.add(name)
    } else if (header.kind === 'sequences') {
      const values = header.values
      const valid = Array.isArray(values) && values.every(
        (value) => value && typeof value.name === 'string' && /^-?\d+$/.test(String(value.lastValue)) && typeof value.isCalled === 'boolean',
      )
      if (!valid) throw new ArchiveError('its sequences entry is unreadable')
      sequences += 1
    } else if (header.kind === 'upload') {
      const name = safeUploadPath(header.path)
      if (!name) throw new ArchiveError(`it names an upload outside the uploads folder (${String(header.path)})`)
      if (uploadPaths.has(name)) throw new ArchiveError(`it holds the upload ${name} twice`)
      if (header.contentType !== undefined && typeof header.contentType !== 'string') throw new ArchiveError(`its upload ${name} has an unreadable content type`)
      uploadPaths.add(name)
    } else {
      throw new ArchiveError(`it has an entry of a kind a restore does not know (${String(header.kind)})`)
    }
  }
  const absent = manifest.tables.find((table) => !loaded.has(table.name))
  if (absent) throw new ArchiveError(`its manifest lists the table ${absent.name}, which has no entry`)
  if (sequences !== 1) throw new ArchiveError(sequences ? 'it has more than one sequences entry' : 'it has no sequences entry')
  return { manifest, headers, uploads: uploadPaths.size, sha256 }
}

/**
 * Where the archive's tables and this database's differ although their schema versions match (a hand-made change
 * to one of them), in words; undefined when every table is in both with the same columns.
 */
export function tablesDiffer(manifest: Manifest, database: TableInfo[]): string | undefined {
  const here = new Map(database.map((table) => [table.name, table.columns]))
  for (const table of manifest.tables) {
    const columns = here.get(table.name)
    if (!columns) return `the archive has the table ${table.name}, which this database does not`
    if (!sameColumns(columns, table.columns)) return `the table ${table.name} has other columns in the archive than in this database`
  }
  const inArchive = new Set(manifest.tables.map((table) => table.name))
  const extra = database.find((table) => !inArchive.has(table.name))
  if (extra) return `this database has the table ${extra.name}, which the archive does not`
  return undefined
}
