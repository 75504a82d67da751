import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es', 'pt-BR');
  CREATE TYPE "public"."enum__map_sections_v_published_locale" AS ENUM('en', 'es', 'pt-BR');
  CREATE TYPE "public"."enum__heroes_v_published_locale" AS ENUM('en', 'es', 'pt-BR');
  CREATE TYPE "public"."enum__hero_abilities_v_published_locale" AS ENUM('en', 'es', 'pt-BR');
  CREATE TYPE "public"."enum__hero_details_v_published_locale" AS ENUM('en', 'es', 'pt-BR');
  CREATE TYPE "public"."enum__how_to_win_v_published_locale" AS ENUM('en', 'es', 'pt-BR');
  CREATE TYPE "public"."enum__team_ups_v_published_locale" AS ENUM('en', 'es', 'pt-BR');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('en', 'es', 'pt-BR');
  CREATE TYPE "public"."enum__patches_v_published_locale" AS ENUM('en', 'es', 'pt-BR');
  CREATE TYPE "public"."enum__tier_lists_v_published_locale" AS ENUM('en', 'es', 'pt-BR');
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "patches_changes_locales" (
  	"summary" varchar,
  	"details" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "patches_locales" (
  	"title" varchar,
  	"notes" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_patches_v_version_changes_locales" (
  	"summary" varchar,
  	"details" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_patches_v_locales" (
  	"version_title" varchar,
  	"version_notes" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_roles_locales" (
  	"label" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_modes_locales" (
  	"summary" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_arcade_modes_locales" (
  	"name" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_how_to_win_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_how_to_lose_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_health_bar_colours_locales" (
  	"colour" varchar NOT NULL,
  	"meaning" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_glossary_locales" (
  	"term" varchar NOT NULL,
  	"definition" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_modes_locales" (
  	"description" varchar NOT NULL,
  	"core_strategy" varchar,
  	"defending" varchar,
  	"attacking" varchar,
  	"mechanics" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_roles_subtypes_traits_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_roles_subtypes_locales" (
  	"name" varchar NOT NULL,
  	"paragraph" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_roles_locales" (
  	"overview" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "basics_locales" (
  	"quickstart_overview" varchar NOT NULL,
  	"quickstart_stagger" varchar,
  	"quickstart_practice" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_map_sections_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_map_sections_v" ADD COLUMN "published_locale" "enum__map_sections_v_published_locale";
  ALTER TABLE "_heroes_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_heroes_v" ADD COLUMN "published_locale" "enum__heroes_v_published_locale";
  ALTER TABLE "_hero_abilities_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_hero_abilities_v" ADD COLUMN "published_locale" "enum__hero_abilities_v_published_locale";
  ALTER TABLE "_hero_details_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_hero_details_v" ADD COLUMN "published_locale" "enum__hero_details_v_published_locale";
  ALTER TABLE "_how_to_win_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_how_to_win_v" ADD COLUMN "published_locale" "enum__how_to_win_v_published_locale";
  ALTER TABLE "_team_ups_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_team_ups_v" ADD COLUMN "published_locale" "enum__team_ups_v_published_locale";
  ALTER TABLE "_news_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "published_locale" "enum__news_v_published_locale";
  ALTER TABLE "_patches_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_patches_v" ADD COLUMN "published_locale" "enum__patches_v_published_locale";
  ALTER TABLE "_tier_lists_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_tier_lists_v" ADD COLUMN "published_locale" "enum__tier_lists_v_published_locale";
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "patches_changes_locales" ADD CONSTRAINT "patches_changes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."patches_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "patches_locales" ADD CONSTRAINT "patches_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."patches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_patches_v_version_changes_locales" ADD CONSTRAINT "_patches_v_version_changes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_patches_v_version_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_patches_v_locales" ADD CONSTRAINT "_patches_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_patches_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_roles_locales" ADD CONSTRAINT "basics_quickstart_roles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_quickstart_roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_modes_locales" ADD CONSTRAINT "basics_quickstart_modes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_quickstart_modes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_arcade_modes_locales" ADD CONSTRAINT "basics_quickstart_arcade_modes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_quickstart_arcade_modes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_how_to_win_locales" ADD CONSTRAINT "basics_quickstart_how_to_win_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_quickstart_how_to_win"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_how_to_lose_locales" ADD CONSTRAINT "basics_quickstart_how_to_lose_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_quickstart_how_to_lose"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_health_bar_colours_locales" ADD CONSTRAINT "basics_quickstart_health_bar_colours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_quickstart_health_bar_colours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_glossary_locales" ADD CONSTRAINT "basics_quickstart_glossary_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_quickstart_glossary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_modes_locales" ADD CONSTRAINT "basics_modes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_modes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_roles_subtypes_traits_locales" ADD CONSTRAINT "basics_roles_subtypes_traits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_roles_subtypes_traits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_roles_subtypes_locales" ADD CONSTRAINT "basics_roles_subtypes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_roles_subtypes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_roles_locales" ADD CONSTRAINT "basics_roles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_locales" ADD CONSTRAINT "basics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "patches_changes_locales_locale_parent_id_unique" ON "patches_changes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "patches_locales_locale_parent_id_unique" ON "patches_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_patches_v_version_changes_locales_locale_parent_id_unique" ON "_patches_v_version_changes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_patches_v_locales_locale_parent_id_unique" ON "_patches_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_quickstart_roles_locales_locale_parent_id_unique" ON "basics_quickstart_roles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_quickstart_modes_locales_locale_parent_id_unique" ON "basics_quickstart_modes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_quickstart_arcade_modes_locales_locale_parent_id_uniq" ON "basics_quickstart_arcade_modes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_quickstart_how_to_win_locales_locale_parent_id_unique" ON "basics_quickstart_how_to_win_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_quickstart_how_to_lose_locales_locale_parent_id_uniqu" ON "basics_quickstart_how_to_lose_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_quickstart_health_bar_colours_locales_locale_parent_i" ON "basics_quickstart_health_bar_colours_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_quickstart_glossary_locales_locale_parent_id_unique" ON "basics_quickstart_glossary_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_modes_locales_locale_parent_id_unique" ON "basics_modes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_roles_subtypes_traits_locales_locale_parent_id_unique" ON "basics_roles_subtypes_traits_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_roles_subtypes_locales_locale_parent_id_unique" ON "basics_roles_subtypes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_roles_locales_locale_parent_id_unique" ON "basics_roles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "basics_locales_locale_parent_id_unique" ON "basics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_map_sections_v_snapshot_idx" ON "_map_sections_v" USING btree ("snapshot");
  CREATE INDEX "_map_sections_v_published_locale_idx" ON "_map_sections_v" USING btree ("published_locale");
  CREATE INDEX "_heroes_v_snapshot_idx" ON "_heroes_v" USING btree ("snapshot");
  CREATE INDEX "_heroes_v_published_locale_idx" ON "_heroes_v" USING btree ("published_locale");
  CREATE INDEX "_hero_abilities_v_snapshot_idx" ON "_hero_abilities_v" USING btree ("snapshot");
  CREATE INDEX "_hero_abilities_v_published_locale_idx" ON "_hero_abilities_v" USING btree ("published_locale");
  CREATE INDEX "_hero_details_v_snapshot_idx" ON "_hero_details_v" USING btree ("snapshot");
  CREATE INDEX "_hero_details_v_published_locale_idx" ON "_hero_details_v" USING btree ("published_locale");
  CREATE INDEX "_how_to_win_v_snapshot_idx" ON "_how_to_win_v" USING btree ("snapshot");
  CREATE INDEX "_how_to_win_v_published_locale_idx" ON "_how_to_win_v" USING btree ("published_locale");
  CREATE INDEX "_team_ups_v_snapshot_idx" ON "_team_ups_v" USING btree ("snapshot");
  CREATE INDEX "_team_ups_v_published_locale_idx" ON "_team_ups_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_patches_v_snapshot_idx" ON "_patches_v" USING btree ("snapshot");
  CREATE INDEX "_patches_v_published_locale_idx" ON "_patches_v" USING btree ("published_locale");
  CREATE INDEX "_tier_lists_v_snapshot_idx" ON "_tier_lists_v" USING btree ("snapshot");
  CREATE INDEX "_tier_lists_v_published_locale_idx" ON "_tier_lists_v" USING btree ("published_locale");
  -- What was written before localization is the English text (the default locale).
  INSERT INTO "news_locales" ("title", "excerpt", "body", "_locale", "_parent_id") SELECT "title", "excerpt", "body", 'en', "id" FROM "news";
  INSERT INTO "_news_v_locales" ("version_title", "version_excerpt", "version_body", "_locale", "_parent_id") SELECT "version_title", "version_excerpt", "version_body", 'en', "id" FROM "_news_v";
  INSERT INTO "patches_changes_locales" ("summary", "details", "_locale", "_parent_id") SELECT "summary", "details", 'en', "id" FROM "patches_changes";
  INSERT INTO "patches_locales" ("title", "notes", "_locale", "_parent_id") SELECT "title", "notes", 'en', "id" FROM "patches";
  INSERT INTO "_patches_v_version_changes_locales" ("summary", "details", "_locale", "_parent_id") SELECT "summary", "details", 'en', "id" FROM "_patches_v_version_changes";
  INSERT INTO "_patches_v_locales" ("version_title", "version_notes", "_locale", "_parent_id") SELECT "version_title", "version_notes", 'en', "id" FROM "_patches_v";
  INSERT INTO "pages_locales" ("title", "body", "_locale", "_parent_id") SELECT "title", "body", 'en', "id" FROM "pages";
  INSERT INTO "basics_quickstart_roles_locales" ("label", "summary", "_locale", "_parent_id") SELECT "label", "summary", 'en', "id" FROM "basics_quickstart_roles";
  INSERT INTO "basics_quickstart_modes_locales" ("summary", "_locale", "_parent_id") SELECT "summary", 'en', "id" FROM "basics_quickstart_modes";
  INSERT INTO "basics_quickstart_arcade_modes_locales" ("name", "summary", "_locale", "_parent_id") SELECT "name", "summary", 'en', "id" FROM "basics_quickstart_arcade_modes";
  INSERT INTO "basics_quickstart_how_to_win_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "basics_quickstart_how_to_win";
  INSERT INTO "basics_quickstart_how_to_lose_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "basics_quickstart_how_to_lose";
  INSERT INTO "basics_quickstart_health_bar_colours_locales" ("colour", "meaning", "_locale", "_parent_id") SELECT "colour", "meaning", 'en', "id" FROM "basics_quickstart_health_bar_colours";
  INSERT INTO "basics_quickstart_glossary_locales" ("term", "definition", "_locale", "_parent_id") SELECT "term", "definition", 'en', "id" FROM "basics_quickstart_glossary";
  INSERT INTO "basics_modes_locales" ("description", "core_strategy", "defending", "attacking", "mechanics", "_locale", "_parent_id") SELECT "description", "core_strategy", "defending", "attacking", "mechanics", 'en', "id" FROM "basics_modes";
  INSERT INTO "basics_roles_subtypes_traits_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "basics_roles_subtypes_traits";
  INSERT INTO "basics_roles_subtypes_locales" ("name", "paragraph", "_locale", "_parent_id") SELECT "name", "paragraph", 'en', "id" FROM "basics_roles_subtypes";
  INSERT INTO "basics_roles_locales" ("overview", "_locale", "_parent_id") SELECT "overview", 'en', "id" FROM "basics_roles";
  INSERT INTO "basics_locales" ("quickstart_overview", "quickstart_stagger", "quickstart_practice", "_locale", "_parent_id") SELECT "quickstart_overview", "quickstart_stagger", "quickstart_practice", 'en', "id" FROM "basics";
  ALTER TABLE "news" DROP COLUMN "title";
  ALTER TABLE "news" DROP COLUMN "excerpt";
  ALTER TABLE "news" DROP COLUMN "body";
  ALTER TABLE "_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_excerpt";
  ALTER TABLE "_news_v" DROP COLUMN "version_body";
  ALTER TABLE "patches_changes" DROP COLUMN "summary";
  ALTER TABLE "patches_changes" DROP COLUMN "details";
  ALTER TABLE "patches" DROP COLUMN "title";
  ALTER TABLE "patches" DROP COLUMN "notes";
  ALTER TABLE "_patches_v_version_changes" DROP COLUMN "summary";
  ALTER TABLE "_patches_v_version_changes" DROP COLUMN "details";
  ALTER TABLE "_patches_v" DROP COLUMN "version_title";
  ALTER TABLE "_patches_v" DROP COLUMN "version_notes";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "body";
  ALTER TABLE "basics_quickstart_roles" DROP COLUMN "label";
  ALTER TABLE "basics_quickstart_roles" DROP COLUMN "summary";
  ALTER TABLE "basics_quickstart_modes" DROP COLUMN "summary";
  ALTER TABLE "basics_quickstart_arcade_modes" DROP COLUMN "name";
  ALTER TABLE "basics_quickstart_arcade_modes" DROP COLUMN "summary";
  ALTER TABLE "basics_quickstart_how_to_win" DROP COLUMN "text";
  ALTER TABLE "basics_quickstart_how_to_lose" DROP COLUMN "text";
  ALTER TABLE "basics_quickstart_health_bar_colours" DROP COLUMN "colour";
  ALTER TABLE "basics_quickstart_health_bar_colours" DROP COLUMN "meaning";
  ALTER TABLE "basics_quickstart_glossary" DROP COLUMN "term";
  ALTER TABLE "basics_quickstart_glossary" DROP COLUMN "definition";
  ALTER TABLE "basics_modes" DROP COLUMN "description";
  ALTER TABLE "basics_modes" DROP COLUMN "core_strategy";
  ALTER TABLE "basics_modes" DROP COLUMN "defending";
  ALTER TABLE "basics_modes" DROP COLUMN "attacking";
  ALTER TABLE "basics_modes" DROP COLUMN "mechanics";
  ALTER TABLE "basics_roles_subtypes_traits" DROP COLUMN "text";
  ALTER TABLE "basics_roles_subtypes" DROP COLUMN "name";
  ALTER TABLE "basics_roles_subtypes" DROP COLUMN "paragraph";
  ALTER TABLE "basics_roles" DROP COLUMN "overview";
  ALTER TABLE "basics" DROP COLUMN "quickstart_overview";
  ALTER TABLE "basics" DROP COLUMN "quickstart_stagger";
  ALTER TABLE "basics" DROP COLUMN "quickstart_practice";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "patches_changes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "patches_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_patches_v_version_changes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_patches_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_roles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_modes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_arcade_modes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_how_to_win_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_how_to_lose_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_health_bar_colours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_glossary_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_modes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_roles_subtypes_traits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_roles_subtypes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_roles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "patches_changes_locales" CASCADE;
  DROP TABLE "patches_locales" CASCADE;
  DROP TABLE "_patches_v_version_changes_locales" CASCADE;
  DROP TABLE "_patches_v_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "basics_quickstart_roles_locales" CASCADE;
  DROP TABLE "basics_quickstart_modes_locales" CASCADE;
  DROP TABLE "basics_quickstart_arcade_modes_locales" CASCADE;
  DROP TABLE "basics_quickstart_how_to_win_locales" CASCADE;
  DROP TABLE "basics_quickstart_how_to_lose_locales" CASCADE;
  DROP TABLE "basics_quickstart_health_bar_colours_locales" CASCADE;
  DROP TABLE "basics_quickstart_glossary_locales" CASCADE;
  DROP TABLE "basics_modes_locales" CASCADE;
  DROP TABLE "basics_roles_subtypes_traits_locales" CASCADE;
  DROP TABLE "basics_roles_subtypes_locales" CASCADE;
  DROP TABLE "basics_roles_locales" CASCADE;
  DROP TABLE "basics_locales" CASCADE;
  DROP INDEX "_map_sections_v_snapshot_idx";
  DROP INDEX "_map_sections_v_published_locale_idx";
  DROP INDEX "_heroes_v_snapshot_idx";
  DROP INDEX "_heroes_v_published_locale_idx";
  DROP INDEX "_hero_abilities_v_snapshot_idx";
  DROP INDEX "_hero_abilities_v_published_locale_idx";
  DROP INDEX "_hero_details_v_snapshot_idx";
  DROP INDEX "_hero_details_v_published_locale_idx";
  DROP INDEX "_how_to_win_v_snapshot_idx";
  DROP INDEX "_how_to_win_v_published_locale_idx";
  DROP INDEX "_team_ups_v_snapshot_idx";
  DROP INDEX "_team_ups_v_published_locale_idx";
  DROP INDEX "_news_v_snapshot_idx";
  DROP INDEX "_news_v_published_locale_idx";
  DROP INDEX "_patches_v_snapshot_idx";
  DROP INDEX "_patches_v_published_locale_idx";
  DROP INDEX "_tier_lists_v_snapshot_idx";
  DROP INDEX "_tier_lists_v_published_locale_idx";
  ALTER TABLE "news" ADD COLUMN "title" varchar;
  ALTER TABLE "news" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "news" ADD COLUMN "body" jsonb;
  ALTER TABLE "_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_excerpt" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "patches_changes" ADD COLUMN "summary" varchar;
  ALTER TABLE "patches_changes" ADD COLUMN "details" varchar;
  ALTER TABLE "patches" ADD COLUMN "title" varchar;
  ALTER TABLE "patches" ADD COLUMN "notes" jsonb;
  ALTER TABLE "_patches_v_version_changes" ADD COLUMN "summary" varchar;
  ALTER TABLE "_patches_v_version_changes" ADD COLUMN "details" varchar;
  ALTER TABLE "_patches_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_patches_v" ADD COLUMN "version_notes" jsonb;
  ALTER TABLE "pages" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "body" jsonb NOT NULL;
  ALTER TABLE "basics_quickstart_roles" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "basics_quickstart_roles" ADD COLUMN "summary" varchar NOT NULL;
  ALTER TABLE "basics_quickstart_modes" ADD COLUMN "summary" varchar NOT NULL;
  ALTER TABLE "basics_quickstart_arcade_modes" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "basics_quickstart_arcade_modes" ADD COLUMN "summary" varchar NOT NULL;
  ALTER TABLE "basics_quickstart_how_to_win" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "basics_quickstart_how_to_lose" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "basics_quickstart_health_bar_colours" ADD COLUMN "colour" varchar NOT NULL;
  ALTER TABLE "basics_quickstart_health_bar_colours" ADD COLUMN "meaning" varchar NOT NULL;
  ALTER TABLE "basics_quickstart_glossary" ADD COLUMN "term" varchar NOT NULL;
  ALTER TABLE "basics_quickstart_glossary" ADD COLUMN "definition" varchar NOT NULL;
  ALTER TABLE "basics_modes" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "basics_modes" ADD COLUMN "core_strategy" varchar;
  ALTER TABLE "basics_modes" ADD COLUMN "defending" varchar;
  ALTER TABLE "basics_modes" ADD COLUMN "attacking" varchar;
  ALTER TABLE "basics_modes" ADD COLUMN "mechanics" varchar;
  ALTER TABLE "basics_roles_subtypes_traits" ADD COLUMN "text" varchar NOT NULL;
  ALTER TABLE "basics_roles_subtypes" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "basics_roles_subtypes" ADD COLUMN "paragraph" varchar NOT NULL;
  ALTER TABLE "basics_roles" ADD COLUMN "overview" varchar NOT NULL;
  ALTER TABLE "basics" ADD COLUMN "quickstart_overview" varchar NOT NULL;
  ALTER TABLE "basics" ADD COLUMN "quickstart_stagger" varchar;
  ALTER TABLE "basics" ADD COLUMN "quickstart_practice" varchar;
  ALTER TABLE "_map_sections_v" DROP COLUMN "snapshot";
  ALTER TABLE "_map_sections_v" DROP COLUMN "published_locale";
  ALTER TABLE "_heroes_v" DROP COLUMN "snapshot";
  ALTER TABLE "_heroes_v" DROP COLUMN "published_locale";
  ALTER TABLE "_hero_abilities_v" DROP COLUMN "snapshot";
  ALTER TABLE "_hero_abilities_v" DROP COLUMN "published_locale";
  ALTER TABLE "_hero_details_v" DROP COLUMN "snapshot";
  ALTER TABLE "_hero_details_v" DROP COLUMN "published_locale";
  ALTER TABLE "_how_to_win_v" DROP COLUMN "snapshot";
  ALTER TABLE "_how_to_win_v" DROP COLUMN "published_locale";
  ALTER TABLE "_team_ups_v" DROP COLUMN "snapshot";
  ALTER TABLE "_team_ups_v" DROP COLUMN "published_locale";
  ALTER TABLE "_news_v" DROP COLUMN "snapshot";
  ALTER TABLE "_news_v" DROP COLUMN "published_locale";
  ALTER TABLE "_patches_v" DROP COLUMN "snapshot";
  ALTER TABLE "_patches_v" DROP COLUMN "published_locale";
  ALTER TABLE "_tier_lists_v" DROP COLUMN "snapshot";
  ALTER TABLE "_tier_lists_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__map_sections_v_published_locale";
  DROP TYPE "public"."enum__heroes_v_published_locale";
  DROP TYPE "public"."enum__hero_abilities_v_published_locale";
  DROP TYPE "public"."enum__hero_details_v_published_locale";
  DROP TYPE "public"."enum__how_to_win_v_published_locale";
  DROP TYPE "public"."enum__team_ups_v_published_locale";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum__patches_v_published_locale";
  DROP TYPE "public"."enum__tier_lists_v_published_locale";`)
}
