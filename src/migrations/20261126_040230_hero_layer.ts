import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "map_markers" ADD COLUMN "hero_id" integer;
  ALTER TABLE "utility_placements" ADD COLUMN "lat" numeric;
  ALTER TABLE "utility_placements" ADD COLUMN "lng" numeric;
  ALTER TABLE "map_markers" ADD CONSTRAINT "map_markers_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "map_markers_hero_idx" ON "map_markers" USING btree ("hero_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "map_markers" DROP CONSTRAINT "map_markers_hero_id_heroes_id_fk";
  
  DROP INDEX "map_markers_hero_idx";
  ALTER TABLE "map_markers" DROP COLUMN "hero_id";
  ALTER TABLE "utility_placements" DROP COLUMN "lat";
  ALTER TABLE "utility_placements" DROP COLUMN "lng";`)
}
