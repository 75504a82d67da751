import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Counters of rate-limiter-flexible (src/api/rate-limit.ts), shared by every app instance.
// The table shape is the one that library expects; it is created here so production never creates tables itself.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "api_rate_limits" (
  	"key" varchar(255) PRIMARY KEY,
  	"points" integer NOT NULL DEFAULT 0,
  	"expire" bigint
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "api_rate_limits";`)
}
