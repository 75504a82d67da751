import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "hero_abilities_properties_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hero_abilities_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hero_abilities_v_version_properties_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hero_abilities_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "hero_details_stats_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hero_details_locales" (
  	"primary_job" varchar,
  	"secondary_job" varchar,
  	"healing" varchar,
  	"notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hero_details_v_version_stats_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hero_details_v_locales" (
  	"version_primary_job" varchar,
  	"version_secondary_job" varchar,
  	"version_healing" varchar,
  	"version_notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "how_to_win_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_how_to_win_v_locales" (
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "hero_abilities_properties_locales" ADD CONSTRAINT "hero_abilities_properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero_abilities_properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_abilities_locales" ADD CONSTRAINT "hero_abilities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero_abilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_abilities_v_version_properties_locales" ADD CONSTRAINT "_hero_abilities_v_version_properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hero_abilities_v_version_properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_abilities_v_locales" ADD CONSTRAINT "_hero_abilities_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hero_abilities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_details_stats_locales" ADD CONSTRAINT "hero_details_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero_details_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_details_locales" ADD CONSTRAINT "hero_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_details_v_version_stats_locales" ADD CONSTRAINT "_hero_details_v_version_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hero_details_v_version_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_details_v_locales" ADD CONSTRAINT "_hero_details_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hero_details_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "how_to_win_locales" ADD CONSTRAINT "how_to_win_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."how_to_win"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_how_to_win_v_locales" ADD CONSTRAINT "_how_to_win_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_how_to_win_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "hero_abilities_properties_locales_locale_parent_id_unique" ON "hero_abilities_properties_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "hero_abilities_locales_locale_parent_id_unique" ON "hero_abilities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_hero_abilities_v_version_properties_locales_locale_parent_i" ON "_hero_abilities_v_version_properties_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_hero_abilities_v_locales_locale_parent_id_unique" ON "_hero_abilities_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "hero_details_stats_locales_locale_parent_id_unique" ON "hero_details_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "hero_details_locales_locale_parent_id_unique" ON "hero_details_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_hero_details_v_version_stats_locales_locale_parent_id_uniqu" ON "_hero_details_v_version_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_hero_details_v_locales_locale_parent_id_unique" ON "_hero_details_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "how_to_win_locales_locale_parent_id_unique" ON "how_to_win_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_how_to_win_v_locales_locale_parent_id_unique" ON "_how_to_win_v_locales" USING btree ("_locale","_parent_id");
  -- What was written before localization is the English text (the default locale).
  INSERT INTO "hero_abilities_properties_locales" ("value", "_locale", "_parent_id") SELECT "value", 'en', "id" FROM "hero_abilities_properties";
  INSERT INTO "hero_abilities_locales" ("description", "_locale", "_parent_id") SELECT "description", 'en', "id" FROM "hero_abilities";
  INSERT INTO "_hero_abilities_v_version_properties_locales" ("value", "_locale", "_parent_id") SELECT "value", 'en', "id" FROM "_hero_abilities_v_version_properties";
  INSERT INTO "_hero_abilities_v_locales" ("version_description", "_locale", "_parent_id") SELECT "version_description", 'en', "id" FROM "_hero_abilities_v";
  INSERT INTO "hero_details_stats_locales" ("value", "_locale", "_parent_id") SELECT "value", 'en', "id" FROM "hero_details_stats";
  INSERT INTO "hero_details_locales" ("primary_job", "secondary_job", "healing", "notes", "_locale", "_parent_id") SELECT "primary_job", "secondary_job", "healing", "notes", 'en', "id" FROM "hero_details";
  INSERT INTO "_hero_details_v_version_stats_locales" ("value", "_locale", "_parent_id") SELECT "value", 'en', "id" FROM "_hero_details_v_version_stats";
  INSERT INTO "_hero_details_v_locales" ("version_primary_job", "version_secondary_job", "version_healing", "version_notes", "_locale", "_parent_id") SELECT "version_primary_job", "version_secondary_job", "version_healing", "version_notes", 'en', "id" FROM "_hero_details_v";
  INSERT INTO "how_to_win_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "how_to_win";
  INSERT INTO "_how_to_win_v_locales" ("version_text", "_locale", "_parent_id") SELECT "version_text", 'en', "id" FROM "_how_to_win_v";
  ALTER TABLE "hero_abilities_properties" DROP COLUMN "value";
  ALTER TABLE "hero_abilities" DROP COLUMN "description";
  ALTER TABLE "_hero_abilities_v_version_properties" DROP COLUMN "value";
  ALTER TABLE "_hero_abilities_v" DROP COLUMN "version_description";
  ALTER TABLE "hero_details_stats" DROP COLUMN "value";
  ALTER TABLE "hero_details" DROP COLUMN "primary_job";
  ALTER TABLE "hero_details" DROP COLUMN "secondary_job";
  ALTER TABLE "hero_details" DROP COLUMN "healing";
  ALTER TABLE "hero_details" DROP COLUMN "notes";
  ALTER TABLE "_hero_details_v_version_stats" DROP COLUMN "value";
  ALTER TABLE "_hero_details_v" DROP COLUMN "version_primary_job";
  ALTER TABLE "_hero_details_v" DROP COLUMN "version_secondary_job";
  ALTER TABLE "_hero_details_v" DROP COLUMN "version_healing";
  ALTER TABLE "_hero_details_v" DROP COLUMN "version_notes";
  ALTER TABLE "how_to_win" DROP COLUMN "text";
  ALTER TABLE "_how_to_win_v" DROP COLUMN "version_text";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "hero_abilities_properties" ADD COLUMN "value" varchar;
  ALTER TABLE "hero_abilities" ADD COLUMN "description" varchar;
  ALTER TABLE "_hero_abilities_v_version_properties" ADD COLUMN "value" varchar;
  ALTER TABLE "_hero_abilities_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "hero_details_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "hero_details" ADD COLUMN "primary_job" varchar;
  ALTER TABLE "hero_details" ADD COLUMN "secondary_job" varchar;
  ALTER TABLE "hero_details" ADD COLUMN "healing" varchar;
  ALTER TABLE "hero_details" ADD COLUMN "notes" varchar;
  ALTER TABLE "_hero_details_v_version_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "_hero_details_v" ADD COLUMN "version_primary_job" varchar;
  ALTER TABLE "_hero_details_v" ADD COLUMN "version_secondary_job" varchar;
  ALTER TABLE "_hero_details_v" ADD COLUMN "version_healing" varchar;
  ALTER TABLE "_hero_details_v" ADD COLUMN "version_notes" varchar;
  ALTER TABLE "how_to_win" ADD COLUMN "text" varchar;
  ALTER TABLE "_how_to_win_v" ADD COLUMN "version_text" varchar;
  -- The English text goes back into the columns it came from; the other languages' text is dropped.
  UPDATE "hero_abilities_properties" SET "value" = l."value" FROM "hero_abilities_properties_locales" l WHERE l."_parent_id" = "hero_abilities_properties"."id" AND l."_locale" = 'en';
  UPDATE "hero_abilities" SET "description" = l."description" FROM "hero_abilities_locales" l WHERE l."_parent_id" = "hero_abilities"."id" AND l."_locale" = 'en';
  UPDATE "_hero_abilities_v_version_properties" SET "value" = l."value" FROM "_hero_abilities_v_version_properties_locales" l WHERE l."_parent_id" = "_hero_abilities_v_version_properties"."id" AND l."_locale" = 'en';
  UPDATE "_hero_abilities_v" SET "version_description" = l."version_description" FROM "_hero_abilities_v_locales" l WHERE l."_parent_id" = "_hero_abilities_v"."id" AND l."_locale" = 'en';
  UPDATE "hero_details_stats" SET "value" = l."value" FROM "hero_details_stats_locales" l WHERE l."_parent_id" = "hero_details_stats"."id" AND l."_locale" = 'en';
  UPDATE "hero_details" SET "primary_job" = l."primary_job", "secondary_job" = l."secondary_job", "healing" = l."healing", "notes" = l."notes" FROM "hero_details_locales" l WHERE l."_parent_id" = "hero_details"."id" AND l."_locale" = 'en';
  UPDATE "_hero_details_v_version_stats" SET "value" = l."value" FROM "_hero_details_v_version_stats_locales" l WHERE l."_parent_id" = "_hero_details_v_version_stats"."id" AND l."_locale" = 'en';
  UPDATE "_hero_details_v" SET "version_primary_job" = l."version_primary_job", "version_secondary_job" = l."version_secondary_job", "version_healing" = l."version_healing", "version_notes" = l."version_notes" FROM "_hero_details_v_locales" l WHERE l."_parent_id" = "_hero_details_v"."id" AND l."_locale" = 'en';
  UPDATE "how_to_win" SET "text" = l."text" FROM "how_to_win_locales" l WHERE l."_parent_id" = "how_to_win"."id" AND l."_locale" = 'en';
  UPDATE "_how_to_win_v" SET "version_text" = l."version_text" FROM "_how_to_win_v_locales" l WHERE l."_parent_id" = "_how_to_win_v"."id" AND l."_locale" = 'en';
  DROP TABLE "hero_abilities_properties_locales" CASCADE;
  DROP TABLE "hero_abilities_locales" CASCADE;
  DROP TABLE "_hero_abilities_v_version_properties_locales" CASCADE;
  DROP TABLE "_hero_abilities_v_locales" CASCADE;
  DROP TABLE "hero_details_stats_locales" CASCADE;
  DROP TABLE "hero_details_locales" CASCADE;
  DROP TABLE "_hero_details_v_version_stats_locales" CASCADE;
  DROP TABLE "_hero_details_v_locales" CASCADE;
  DROP TABLE "how_to_win_locales" CASCADE;
  DROP TABLE "_how_to_win_v_locales" CASCADE;`)
}
