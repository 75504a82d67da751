/**
 * Every table of a database as one digest per table (its rows as text, sorted) plus every sequence's value: two
 * databases with equal fingerprints hold the same rows, ids and counters.
 */
import pg from 'pg'

export async function databaseFingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string; kind: string }>(
      `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'S') ORDER BY c.relname`,
    )
    const fingerprint: Record<string, string> = {}
    for (const { name, kind } of tables) {
      const quoted = `"${name.replaceAll('"', '""')}"`
      const { rows } = await client.query<{ digest: string }>(
        kind === 'S'
          ? `SELECT last_value::text || ':' || is_called::text AS digest FROM ${quoted}`
          : `SELECT count(*)::text || ':' || md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${quoted} t`,
      )
      fingerprint[name] = rows[0].digest
    }
    return fingerprint
  } finally {
    await client.end()
  }
}
