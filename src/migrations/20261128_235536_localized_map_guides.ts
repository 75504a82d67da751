import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "locations_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "maps_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_maps_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "map_markers_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "map_callouts_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "map_routes_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "map_heroes_locales" (
  	"reason" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "power_positions_locales" (
  	"def_description" varchar NOT NULL,
  	"atk_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "breakouts_locales" (
  	"def_description" varchar NOT NULL,
  	"atk_description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "transformations_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "utility_placements_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team_ups_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_team_ups_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tier_lists_entries_locales" (
  	"reason" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_tier_lists_v_version_entries_locales" (
  	"reason" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "map_callouts_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "locations_locales" ADD CONSTRAINT "locations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "maps_locales" ADD CONSTRAINT "maps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_maps_v_locales" ADD CONSTRAINT "_maps_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_maps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "map_markers_locales" ADD CONSTRAINT "map_markers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."map_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "map_callouts_locales" ADD CONSTRAINT "map_callouts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."map_callouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "map_routes_locales" ADD CONSTRAINT "map_routes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."map_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "map_heroes_locales" ADD CONSTRAINT "map_heroes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."map_heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "power_positions_locales" ADD CONSTRAINT "power_positions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."power_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "breakouts_locales" ADD CONSTRAINT "breakouts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."breakouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "transformations_locales" ADD CONSTRAINT "transformations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."transformations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "utility_placements_locales" ADD CONSTRAINT "utility_placements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."utility_placements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_ups_locales" ADD CONSTRAINT "team_ups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_ups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_ups_v_locales" ADD CONSTRAINT "_team_ups_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_ups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tier_lists_entries_locales" ADD CONSTRAINT "tier_lists_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tier_lists_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tier_lists_v_version_entries_locales" ADD CONSTRAINT "_tier_lists_v_version_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tier_lists_v_version_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "locations_locales_locale_parent_id_unique" ON "locations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "maps_locales_locale_parent_id_unique" ON "maps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_maps_v_locales_locale_parent_id_unique" ON "_maps_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "map_markers_locales_locale_parent_id_unique" ON "map_markers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "map_callouts_locales_locale_parent_id_unique" ON "map_callouts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "map_routes_locales_locale_parent_id_unique" ON "map_routes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "map_heroes_locales_locale_parent_id_unique" ON "map_heroes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "power_positions_locales_locale_parent_id_unique" ON "power_positions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "breakouts_locales_locale_parent_id_unique" ON "breakouts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "transformations_locales_locale_parent_id_unique" ON "transformations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "utility_placements_locales_locale_parent_id_unique" ON "utility_placements_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "team_ups_locales_locale_parent_id_unique" ON "team_ups_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_team_ups_v_locales_locale_parent_id_unique" ON "_team_ups_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "tier_lists_entries_locales_locale_parent_id_unique" ON "tier_lists_entries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_tier_lists_v_version_entries_locales_locale_parent_id_uniqu" ON "_tier_lists_v_version_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "map_callouts_texts_locale_parent" ON "map_callouts_texts" USING btree ("locale","parent_id");
  -- What was written before is English: it moves into the English locale before its column goes.
  INSERT INTO "locations_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "locations";
  INSERT INTO "maps_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "maps";
  INSERT INTO "_maps_v_locales" ("version_description", "_locale", "_parent_id") SELECT "version_description", 'en', "id" FROM "_maps_v";
  INSERT INTO "map_markers_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "map_markers";
  INSERT INTO "map_callouts_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "map_callouts";
  INSERT INTO "map_routes_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'en', "id" FROM "map_routes";
  INSERT INTO "map_heroes_locales" ("reason", "_locale", "_parent_id") SELECT "reason", 'en', "id" FROM "map_heroes";
  INSERT INTO "power_positions_locales" ("def_description", "atk_description", "_locale", "_parent_id") SELECT "def_description", "atk_description", 'en', "id" FROM "power_positions";
  INSERT INTO "breakouts_locales" ("def_description", "atk_description", "_locale", "_parent_id") SELECT "def_description", "atk_description", 'en', "id" FROM "breakouts";
  INSERT INTO "transformations_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "transformations";
  INSERT INTO "utility_placements_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "utility_placements";
  INSERT INTO "team_ups_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "team_ups";
  INSERT INTO "_team_ups_v_locales" ("version_description", "_locale", "_parent_id") SELECT "version_description", 'en', "id" FROM "_team_ups_v";
  INSERT INTO "tier_lists_entries_locales" ("reason", "_locale", "_parent_id") SELECT "reason", 'en', "id" FROM "tier_lists_entries";
  INSERT INTO "_tier_lists_v_version_entries_locales" ("reason", "_locale", "_parent_id") SELECT "reason", 'en', "id" FROM "_tier_lists_v_version_entries";
  UPDATE "map_callouts_texts" SET "locale" = 'en' WHERE "locale" IS NULL;
  ALTER TABLE "locations" DROP COLUMN "description";
  ALTER TABLE "maps" DROP COLUMN "description";
  ALTER TABLE "_maps_v" DROP COLUMN "version_description";
  ALTER TABLE "map_markers" DROP COLUMN "description";
  ALTER TABLE "map_callouts" DROP COLUMN "name";
  ALTER TABLE "map_callouts" DROP COLUMN "description";
  ALTER TABLE "map_routes" DROP COLUMN "name";
  ALTER TABLE "map_routes" DROP COLUMN "description";
  ALTER TABLE "map_heroes" DROP COLUMN "reason";
  ALTER TABLE "power_positions" DROP COLUMN "def_description";
  ALTER TABLE "power_positions" DROP COLUMN "atk_description";
  ALTER TABLE "breakouts" DROP COLUMN "def_description";
  ALTER TABLE "breakouts" DROP COLUMN "atk_description";
  ALTER TABLE "transformations" DROP COLUMN "description";
  ALTER TABLE "utility_placements" DROP COLUMN "description";
  ALTER TABLE "team_ups" DROP COLUMN "description";
  ALTER TABLE "_team_ups_v" DROP COLUMN "version_description";
  ALTER TABLE "tier_lists_entries" DROP COLUMN "reason";
  ALTER TABLE "_tier_lists_v_version_entries" DROP COLUMN "reason";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "locations" ADD COLUMN "description" varchar;
  ALTER TABLE "maps" ADD COLUMN "description" varchar;
  ALTER TABLE "_maps_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "map_markers" ADD COLUMN "description" varchar;
  ALTER TABLE "map_callouts" ADD COLUMN "name" varchar;
  ALTER TABLE "map_callouts" ADD COLUMN "description" varchar;
  ALTER TABLE "map_routes" ADD COLUMN "name" varchar;
  ALTER TABLE "map_routes" ADD COLUMN "description" varchar;
  ALTER TABLE "map_heroes" ADD COLUMN "reason" varchar;
  ALTER TABLE "power_positions" ADD COLUMN "def_description" varchar;
  ALTER TABLE "power_positions" ADD COLUMN "atk_description" varchar;
  ALTER TABLE "breakouts" ADD COLUMN "def_description" varchar;
  ALTER TABLE "breakouts" ADD COLUMN "atk_description" varchar;
  ALTER TABLE "transformations" ADD COLUMN "description" varchar;
  ALTER TABLE "utility_placements" ADD COLUMN "description" varchar;
  ALTER TABLE "team_ups" ADD COLUMN "description" varchar;
  ALTER TABLE "_team_ups_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "tier_lists_entries" ADD COLUMN "reason" varchar;
  ALTER TABLE "_tier_lists_v_version_entries" ADD COLUMN "reason" varchar;
  -- The English text goes back into the columns it came from (a required text with no English takes another
  -- language's, so the column can be required again); the other languages' text is dropped.
  UPDATE "locations" SET "description" = l."description" FROM "locations_locales" l WHERE l."_parent_id" = "locations"."id" AND l."_locale" = 'en';
  UPDATE "locations" SET "description" = l."description" FROM "locations_locales" l WHERE l."_parent_id" = "locations"."id" AND ("locations"."description" IS NULL);
  UPDATE "maps" SET "description" = l."description" FROM "maps_locales" l WHERE l."_parent_id" = "maps"."id" AND l."_locale" = 'en';
  UPDATE "_maps_v" SET "version_description" = l."version_description" FROM "_maps_v_locales" l WHERE l."_parent_id" = "_maps_v"."id" AND l."_locale" = 'en';
  UPDATE "map_markers" SET "description" = l."description" FROM "map_markers_locales" l WHERE l."_parent_id" = "map_markers"."id" AND l."_locale" = 'en';
  UPDATE "map_markers" SET "description" = l."description" FROM "map_markers_locales" l WHERE l."_parent_id" = "map_markers"."id" AND ("map_markers"."description" IS NULL);
  UPDATE "map_callouts" SET "name" = l."name", "description" = l."description" FROM "map_callouts_locales" l WHERE l."_parent_id" = "map_callouts"."id" AND l."_locale" = 'en';
  UPDATE "map_callouts" SET "name" = l."name", "description" = l."description" FROM "map_callouts_locales" l WHERE l."_parent_id" = "map_callouts"."id" AND ("map_callouts"."name" IS NULL);
  UPDATE "map_routes" SET "name" = l."name", "description" = l."description" FROM "map_routes_locales" l WHERE l."_parent_id" = "map_routes"."id" AND l."_locale" = 'en';
  UPDATE "map_routes" SET "name" = l."name", "description" = l."description" FROM "map_routes_locales" l WHERE l."_parent_id" = "map_routes"."id" AND ("map_routes"."name" IS NULL);
  UPDATE "map_heroes" SET "reason" = l."reason" FROM "map_heroes_locales" l WHERE l."_parent_id" = "map_heroes"."id" AND l."_locale" = 'en';
  UPDATE "map_heroes" SET "reason" = l."reason" FROM "map_heroes_locales" l WHERE l."_parent_id" = "map_heroes"."id" AND ("map_heroes"."reason" IS NULL);
  UPDATE "power_positions" SET "def_description" = l."def_description", "atk_description" = l."atk_description" FROM "power_positions_locales" l WHERE l."_parent_id" = "power_positions"."id" AND l."_locale" = 'en';
  UPDATE "power_positions" SET "def_description" = l."def_description", "atk_description" = l."atk_description" FROM "power_positions_locales" l WHERE l."_parent_id" = "power_positions"."id" AND ("power_positions"."def_description" IS NULL);
  UPDATE "breakouts" SET "def_description" = l."def_description", "atk_description" = l."atk_description" FROM "breakouts_locales" l WHERE l."_parent_id" = "breakouts"."id" AND l."_locale" = 'en';
  UPDATE "breakouts" SET "def_description" = l."def_description", "atk_description" = l."atk_description" FROM "breakouts_locales" l WHERE l."_parent_id" = "breakouts"."id" AND ("breakouts"."def_description" IS NULL OR "breakouts"."atk_description" IS NULL);
  UPDATE "transformations" SET "description" = l."description" FROM "transformations_locales" l WHERE l."_parent_id" = "transformations"."id" AND l."_locale" = 'en';
  UPDATE "transformations" SET "description" = l."description" FROM "transformations_locales" l WHERE l."_parent_id" = "transformations"."id" AND ("transformations"."description" IS NULL);
  UPDATE "utility_placements" SET "description" = l."description" FROM "utility_placements_locales" l WHERE l."_parent_id" = "utility_placements"."id" AND l."_locale" = 'en';
  UPDATE "utility_placements" SET "description" = l."description" FROM "utility_placements_locales" l WHERE l."_parent_id" = "utility_placements"."id" AND ("utility_placements"."description" IS NULL);
  UPDATE "team_ups" SET "description" = l."description" FROM "team_ups_locales" l WHERE l."_parent_id" = "team_ups"."id" AND l."_locale" = 'en';
  UPDATE "_team_ups_v" SET "version_description" = l."version_description" FROM "_team_ups_v_locales" l WHERE l."_parent_id" = "_team_ups_v"."id" AND l."_locale" = 'en';
  UPDATE "tier_lists_entries" SET "reason" = l."reason" FROM "tier_lists_entries_locales" l WHERE l."_parent_id" = "tier_lists_entries"."id" AND l."_locale" = 'en';
  UPDATE "_tier_lists_v_version_entries" SET "reason" = l."reason" FROM "_tier_lists_v_version_entries_locales" l WHERE l."_parent_id" = "_tier_lists_v_version_entries"."id" AND l."_locale" = 'en';
  ALTER TABLE "locations" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "map_markers" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "map_callouts" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "map_routes" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "map_heroes" ALTER COLUMN "reason" SET NOT NULL;
  ALTER TABLE "power_positions" ALTER COLUMN "def_description" SET NOT NULL;
  ALTER TABLE "breakouts" ALTER COLUMN "def_description" SET NOT NULL;
  ALTER TABLE "breakouts" ALTER COLUMN "atk_description" SET NOT NULL;
  ALTER TABLE "transformations" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "utility_placements" ALTER COLUMN "description" SET NOT NULL;
  DROP TABLE "locations_locales" CASCADE;
  DROP TABLE "maps_locales" CASCADE;
  DROP TABLE "_maps_v_locales" CASCADE;
  DROP TABLE "map_markers_locales" CASCADE;
  DROP TABLE "map_callouts_locales" CASCADE;
  DROP TABLE "map_routes_locales" CASCADE;
  DROP TABLE "map_heroes_locales" CASCADE;
  DROP TABLE "power_positions_locales" CASCADE;
  DROP TABLE "breakouts_locales" CASCADE;
  DROP TABLE "transformations_locales" CASCADE;
  DROP TABLE "utility_placements_locales" CASCADE;
  DROP TABLE "team_ups_locales" CASCADE;
  DROP TABLE "_team_ups_v_locales" CASCADE;
  DROP TABLE "tier_lists_entries_locales" CASCADE;
  DROP TABLE "_tier_lists_v_version_entries_locales" CASCADE;
  DELETE FROM "map_callouts_texts" WHERE "locale" IS DISTINCT FROM 'en';
  DROP INDEX "map_callouts_texts_locale_parent";
  ALTER TABLE "map_callouts_texts" DROP COLUMN "locale";`)
}
