import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "maps_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_maps_v_locales" ADD COLUMN "version_text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "map_markers_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "map_callouts_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "map_routes_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "map_heroes_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "power_positions_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "breakouts_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "transformations_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "utility_placements_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "hero_abilities_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_hero_abilities_v_locales" ADD COLUMN "version_text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "hero_details_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_hero_details_v_locales" ADD COLUMN "version_text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "how_to_win_locales" ADD COLUMN "text_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_how_to_win_v_locales" ADD COLUMN "version_text_saved_at" timestamp(3) with time zone;`)
  // Rows written before the stamp: every language's text counts as saved at the document's last update, so an
  // existing translation starts as current (not stale) and a language with no text stays missing.
  await db.execute(sql`
  UPDATE "maps_locales" l SET "text_saved_at" = d."updated_at" FROM "maps" d WHERE l."_parent_id" = d."id" AND (l."description" IS NOT NULL);
  UPDATE "map_markers_locales" l SET "text_saved_at" = d."updated_at" FROM "map_markers" d WHERE l."_parent_id" = d."id" AND (l."description" IS NOT NULL);
  UPDATE "map_callouts_locales" l SET "text_saved_at" = d."updated_at" FROM "map_callouts" d WHERE l."_parent_id" = d."id" AND (l."name" IS NOT NULL OR l."description" IS NOT NULL);
  UPDATE "map_routes_locales" l SET "text_saved_at" = d."updated_at" FROM "map_routes" d WHERE l."_parent_id" = d."id" AND (l."name" IS NOT NULL OR l."description" IS NOT NULL);
  UPDATE "map_heroes_locales" l SET "text_saved_at" = d."updated_at" FROM "map_heroes" d WHERE l."_parent_id" = d."id" AND (l."reason" IS NOT NULL);
  UPDATE "power_positions_locales" l SET "text_saved_at" = d."updated_at" FROM "power_positions" d WHERE l."_parent_id" = d."id" AND (l."def_description" IS NOT NULL OR l."atk_description" IS NOT NULL);
  UPDATE "breakouts_locales" l SET "text_saved_at" = d."updated_at" FROM "breakouts" d WHERE l."_parent_id" = d."id" AND (l."def_description" IS NOT NULL OR l."atk_description" IS NOT NULL);
  UPDATE "transformations_locales" l SET "text_saved_at" = d."updated_at" FROM "transformations" d WHERE l."_parent_id" = d."id" AND (l."description" IS NOT NULL);
  UPDATE "utility_placements_locales" l SET "text_saved_at" = d."updated_at" FROM "utility_placements" d WHERE l."_parent_id" = d."id" AND (l."description" IS NOT NULL);
  UPDATE "hero_abilities_locales" l SET "text_saved_at" = d."updated_at" FROM "hero_abilities" d WHERE l."_parent_id" = d."id" AND (l."description" IS NOT NULL);
  UPDATE "hero_details_locales" l SET "text_saved_at" = d."updated_at" FROM "hero_details" d WHERE l."_parent_id" = d."id" AND (l."primary_job" IS NOT NULL OR l."secondary_job" IS NOT NULL OR l."notes" IS NOT NULL);
  UPDATE "how_to_win_locales" l SET "text_saved_at" = d."updated_at" FROM "how_to_win" d WHERE l."_parent_id" = d."id" AND (l."text" IS NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "maps_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "_maps_v_locales" DROP COLUMN "version_text_saved_at";
  ALTER TABLE "map_markers_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "map_callouts_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "map_routes_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "map_heroes_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "power_positions_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "breakouts_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "transformations_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "utility_placements_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "hero_abilities_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "_hero_abilities_v_locales" DROP COLUMN "version_text_saved_at";
  ALTER TABLE "hero_details_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "_hero_details_v_locales" DROP COLUMN "version_text_saved_at";
  ALTER TABLE "how_to_win_locales" DROP COLUMN "text_saved_at";
  ALTER TABLE "_how_to_win_v_locales" DROP COLUMN "version_text_saved_at";`)
}
