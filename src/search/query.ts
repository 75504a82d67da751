import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'

import type { SearchResult } from '@/contract/types'
import { noteIfDatabaseUnreachable } from '@/edge/outage'
import { getGuidePayload } from '@/cms/payload'
import type { SearchQuery } from '@/rules/search-query'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/i18n/languages'

/**
 * Searches the index (./search-index.ts) for a checked query (src/rules/search-query.ts). An entry
 * matches on whole words (websearch_to_tsquery: quotes, "or" and -minus work), on word prefixes while the
 * visitor types, or on a title close in spelling (pg_trgm: "dr strange", "luna snwo"). The rank adds the
 * full-text ranks to the title's trigram similarity and multiplies by the entry's boost.
 *
 * Searches the rows of one language (English unless told), with that language's text-search configuration, so
 * "habilidades" is stemmed as Spanish; text that fell back to English is in those rows too (./search-index.ts).
 *
 * The read side of search; pages and /api reach it through the data layer (src/data/search.ts).
 */
export async function searchGuide(query: Extract<SearchQuery, { ok: true }>, limit: number, language: Language = DEFAULT_LANGUAGE): Promise<SearchResult[]> {
  const config = LANGUAGES.find((entry) => entry.code === language)?.searchConfig ?? 'english'
  const payload = await getGuidePayload()
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const prefix = query.prefix ?? ''
  const { rows } = await db
    .execute<{ type: SearchResult['type']; slug: string; title: string; url: string; snippet: string }>(sql`
    WITH q AS (
      SELECT websearch_to_tsquery(${config}::regconfig, ${query.text}) AS words,
             CASE WHEN ${prefix} = '' THEN ''::tsquery ELSE to_tsquery(${config}::regconfig, ${prefix}) END AS prefixes,
             lower(${query.text}) AS raw
    ),
    hits AS (
      SELECT e.type, e.slug, e.title, e.url, e.keywords, e.body,
             (ts_rank(e.document, q.words) * 2 + ts_rank(e.document, q.prefixes)
               + greatest(similarity(e.title, q.raw), word_similarity(q.raw, e.title)) * 2) * e.boost AS score,
             q.words, q.prefixes
      FROM search_entries e, q
      WHERE e.language = ${language}
        AND (e.visible_from IS NULL OR e.visible_from <= now())
        AND (e.document @@ q.words OR e.document @@ q.prefixes OR e.title % q.raw OR q.raw <% e.title)
      ORDER BY score DESC, e.title, e.key
      LIMIT ${limit}
    )
    SELECT type, slug, title, url,
           CASE WHEN body = '' THEN keywords
                ELSE ts_headline(${config}::regconfig, body, words || prefixes,
                                 'StartSel="", StopSel="", MaxWords=24, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "')
           END AS snippet
    FROM hits
    ORDER BY score DESC, title
  `)
    .catch((error: unknown) => {
      noteIfDatabaseUnreachable(error) // so the server answers 503, not 500 (src/edge/outage.ts)
      throw error
    })
  return rows.map(({ type, slug, title, url, snippet }) => ({ type, slug, title, url, snippet }))
}

