import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site search per language (issue 45, "Search and the feed"): each row names its language and the text-search
 * configuration its words are stemmed with (src/i18n/languages.ts: english, spanish, portuguese), and the key
 * includes the language, so every language has its own rows. `document` is generated from that configuration.
 * Plain SQL outside Payload's schema, like the table itself (20261123_010500_site_search). The rows already there
 * are the English ones; every start rebuilds the index with every language (src/search/search-index.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "search_entries"
    ADD COLUMN IF NOT EXISTS "language" varchar(8) NOT NULL DEFAULT 'en',
    ADD COLUMN IF NOT EXISTS "search_config" regconfig NOT NULL DEFAULT 'english';`)
  await db.execute(sql`ALTER TABLE "search_entries" DROP CONSTRAINT IF EXISTS "search_entries_pkey";`)
  await db.execute(sql`ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_pkey" PRIMARY KEY ("language", "key");`)
  // The generated column cannot change its expression in place: drop it (its GIN index goes with it) and add it again.
  await db.execute(sql`ALTER TABLE "search_entries" DROP COLUMN IF EXISTS "document";`)
  await db.execute(sql`
  ALTER TABLE "search_entries" ADD COLUMN "document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector("search_config", "title"), 'A') ||
    setweight(to_tsvector("search_config", "keywords"), 'B') ||
    setweight(to_tsvector("search_config", "body"), 'C')
  ) STORED;`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "search_entries_document_idx" ON "search_entries" USING gin ("document");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "search_entries" WHERE "language" <> 'en';`)
  await db.execute(sql`ALTER TABLE "search_entries" DROP COLUMN IF EXISTS "document";`)
  await db.execute(sql`ALTER TABLE "search_entries" DROP CONSTRAINT IF EXISTS "search_entries_pkey";`)
  await db.execute(sql`ALTER TABLE "search_entries" DROP COLUMN IF EXISTS "language", DROP COLUMN IF EXISTS "search_config";`)
  await db.execute(sql`ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_pkey" PRIMARY KEY ("key");`)
  await db.execute(sql`
  ALTER TABLE "search_entries" ADD COLUMN "document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', "title"), 'A') ||
    setweight(to_tsvector('english', "keywords"), 'B') ||
    setweight(to_tsvector('english', "body"), 'C')
  ) STORED;`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "search_entries_document_idx" ON "search_entries" USING gin ("document");`)
}
