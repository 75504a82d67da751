import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_map_sections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__map_sections_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_heroes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__heroes_v_version_role" AS ENUM('vanguard', 'duelist', 'strategist');
  CREATE TYPE "public"."enum__heroes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_hero_abilities_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hero_abilities_v_version_type" AS ENUM('normal attack', 'ability', 'ultimate', 'passive', 'team-up');
  CREATE TYPE "public"."enum__hero_abilities_v_version_button" AS ENUM('left-click', 'right-click', 'shift', 'e', 'q', 'f', 'c', 'v', 'space', 'passive');
  CREATE TYPE "public"."enum__hero_abilities_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_hero_details_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__hero_details_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_how_to_win_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__how_to_win_v_version_side" AS ENUM('as', 'against', 'with');
  CREATE TYPE "public"."enum__how_to_win_v_version_type" AS ENUM('playbook', 'insight', 'avoid', 'role');
  CREATE TYPE "public"."enum__how_to_win_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_team_ups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_ups_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_map_sections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_map_id" integer,
  	"version_order" numeric DEFAULT 1,
  	"version_map_image_id" integer,
  	"version_title" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__map_sections_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_heroes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_nickname" varchar,
  	"version_slug" varchar,
  	"version_role" "enum__heroes_v_version_role",
  	"version_added" varchar,
  	"version_avatar_id" integer,
  	"version_background_id" integer,
  	"version_stats_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__heroes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_hero_abilities_v_version_properties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hero_abilities_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_hero_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_variant" varchar,
  	"version_type" "enum__hero_abilities_v_version_type",
  	"version_button" "enum__hero_abilities_v_version_button",
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__hero_abilities_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_hero_details_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hero_details_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_hero_id" integer,
  	"version_primary_job" varchar,
  	"version_secondary_job" varchar,
  	"version_healing" varchar,
  	"version_healing_priority" numeric,
  	"version_notes" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__hero_details_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_hero_details_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"heroes_id" integer
  );
  
  CREATE TABLE "_how_to_win_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_hero_id" integer,
  	"version_side" "enum__how_to_win_v_version_side",
  	"version_type" "enum__how_to_win_v_version_type",
  	"version_order" numeric DEFAULT 0,
  	"version_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__how_to_win_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_team_ups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_hero_id" integer,
  	"version_bonus_id" integer,
  	"version_description" varchar,
  	"version_season_start" varchar,
  	"version_season_end" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__team_ups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_team_ups_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"heroes_id" integer
  );
  
  ALTER TABLE "map_sections" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "map_sections" ALTER COLUMN "map_id" DROP NOT NULL;
  ALTER TABLE "map_sections" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "heroes" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "heroes" ALTER COLUMN "nickname" DROP NOT NULL;
  ALTER TABLE "heroes" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "hero_abilities_properties" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "hero_abilities_properties" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "hero_id" DROP NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "variant" DROP NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "button" DROP NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "hero_details_stats" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "hero_details_stats" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "hero_details" ALTER COLUMN "hero_id" DROP NOT NULL;
  ALTER TABLE "how_to_win" ALTER COLUMN "hero_id" DROP NOT NULL;
  ALTER TABLE "how_to_win" ALTER COLUMN "side" DROP NOT NULL;
  ALTER TABLE "how_to_win" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "how_to_win" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "team_ups" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "team_ups" ALTER COLUMN "hero_id" DROP NOT NULL;
  ALTER TABLE "team_ups" ALTER COLUMN "season_start" DROP NOT NULL;
  ALTER TABLE "map_sections" ADD COLUMN "_status" "enum_map_sections_status" DEFAULT 'draft';
  ALTER TABLE "heroes" ADD COLUMN "_status" "enum_heroes_status" DEFAULT 'draft';
  ALTER TABLE "hero_abilities" ADD COLUMN "_status" "enum_hero_abilities_status" DEFAULT 'draft';
  ALTER TABLE "hero_details" ADD COLUMN "_status" "enum_hero_details_status" DEFAULT 'draft';
  ALTER TABLE "how_to_win" ADD COLUMN "_status" "enum_how_to_win_status" DEFAULT 'draft';
  ALTER TABLE "team_ups" ADD COLUMN "_status" "enum_team_ups_status" DEFAULT 'draft';
  ALTER TABLE "_news_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_map_sections_v" ADD CONSTRAINT "_map_sections_v_parent_id_map_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."map_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_map_sections_v" ADD CONSTRAINT "_map_sections_v_version_map_id_maps_id_fk" FOREIGN KEY ("version_map_id") REFERENCES "public"."maps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_map_sections_v" ADD CONSTRAINT "_map_sections_v_version_map_image_id_media_id_fk" FOREIGN KEY ("version_map_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_heroes_v" ADD CONSTRAINT "_heroes_v_parent_id_heroes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_heroes_v" ADD CONSTRAINT "_heroes_v_version_avatar_id_media_id_fk" FOREIGN KEY ("version_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_heroes_v" ADD CONSTRAINT "_heroes_v_version_background_id_media_id_fk" FOREIGN KEY ("version_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_heroes_v" ADD CONSTRAINT "_heroes_v_version_stats_image_id_media_id_fk" FOREIGN KEY ("version_stats_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_abilities_v_version_properties" ADD CONSTRAINT "_hero_abilities_v_version_properties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hero_abilities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_abilities_v" ADD CONSTRAINT "_hero_abilities_v_parent_id_hero_abilities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hero_abilities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_abilities_v" ADD CONSTRAINT "_hero_abilities_v_version_hero_id_heroes_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_abilities_v" ADD CONSTRAINT "_hero_abilities_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_details_v_version_stats" ADD CONSTRAINT "_hero_details_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hero_details_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_details_v" ADD CONSTRAINT "_hero_details_v_parent_id_hero_details_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hero_details"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_details_v" ADD CONSTRAINT "_hero_details_v_version_hero_id_heroes_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_details_v_rels" ADD CONSTRAINT "_hero_details_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_hero_details_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_details_v_rels" ADD CONSTRAINT "_hero_details_v_rels_heroes_fk" FOREIGN KEY ("heroes_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_how_to_win_v" ADD CONSTRAINT "_how_to_win_v_parent_id_how_to_win_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."how_to_win"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_how_to_win_v" ADD CONSTRAINT "_how_to_win_v_version_hero_id_heroes_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_ups_v" ADD CONSTRAINT "_team_ups_v_parent_id_team_ups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_ups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_ups_v" ADD CONSTRAINT "_team_ups_v_version_hero_id_heroes_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_ups_v" ADD CONSTRAINT "_team_ups_v_version_bonus_id_hero_abilities_id_fk" FOREIGN KEY ("version_bonus_id") REFERENCES "public"."hero_abilities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_ups_v_rels" ADD CONSTRAINT "_team_ups_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_team_ups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_ups_v_rels" ADD CONSTRAINT "_team_ups_v_rels_heroes_fk" FOREIGN KEY ("heroes_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_map_sections_v_parent_idx" ON "_map_sections_v" USING btree ("parent_id");
  CREATE INDEX "_map_sections_v_version_version_slug_idx" ON "_map_sections_v" USING btree ("version_slug");
  CREATE INDEX "_map_sections_v_version_version_map_idx" ON "_map_sections_v" USING btree ("version_map_id");
  CREATE INDEX "_map_sections_v_version_version_map_image_idx" ON "_map_sections_v" USING btree ("version_map_image_id");
  CREATE INDEX "_map_sections_v_version_version_updated_at_idx" ON "_map_sections_v" USING btree ("version_updated_at");
  CREATE INDEX "_map_sections_v_version_version_created_at_idx" ON "_map_sections_v" USING btree ("version_created_at");
  CREATE INDEX "_map_sections_v_version_version__status_idx" ON "_map_sections_v" USING btree ("version__status");
  CREATE INDEX "_map_sections_v_created_at_idx" ON "_map_sections_v" USING btree ("created_at");
  CREATE INDEX "_map_sections_v_updated_at_idx" ON "_map_sections_v" USING btree ("updated_at");
  CREATE INDEX "_map_sections_v_latest_idx" ON "_map_sections_v" USING btree ("latest");
  CREATE INDEX "_map_sections_v_autosave_idx" ON "_map_sections_v" USING btree ("autosave");
  CREATE INDEX "version_map_version_slug_idx" ON "_map_sections_v" USING btree ("version_map_id","version_slug");
  CREATE INDEX "_heroes_v_parent_idx" ON "_heroes_v" USING btree ("parent_id");
  CREATE INDEX "_heroes_v_version_version_slug_idx" ON "_heroes_v" USING btree ("version_slug");
  CREATE INDEX "_heroes_v_version_version_role_idx" ON "_heroes_v" USING btree ("version_role");
  CREATE INDEX "_heroes_v_version_version_avatar_idx" ON "_heroes_v" USING btree ("version_avatar_id");
  CREATE INDEX "_heroes_v_version_version_background_idx" ON "_heroes_v" USING btree ("version_background_id");
  CREATE INDEX "_heroes_v_version_version_stats_image_idx" ON "_heroes_v" USING btree ("version_stats_image_id");
  CREATE INDEX "_heroes_v_version_version_updated_at_idx" ON "_heroes_v" USING btree ("version_updated_at");
  CREATE INDEX "_heroes_v_version_version_created_at_idx" ON "_heroes_v" USING btree ("version_created_at");
  CREATE INDEX "_heroes_v_version_version__status_idx" ON "_heroes_v" USING btree ("version__status");
  CREATE INDEX "_heroes_v_created_at_idx" ON "_heroes_v" USING btree ("created_at");
  CREATE INDEX "_heroes_v_updated_at_idx" ON "_heroes_v" USING btree ("updated_at");
  CREATE INDEX "_heroes_v_latest_idx" ON "_heroes_v" USING btree ("latest");
  CREATE INDEX "_heroes_v_autosave_idx" ON "_heroes_v" USING btree ("autosave");
  CREATE INDEX "_hero_abilities_v_version_properties_order_idx" ON "_hero_abilities_v_version_properties" USING btree ("_order");
  CREATE INDEX "_hero_abilities_v_version_properties_parent_id_idx" ON "_hero_abilities_v_version_properties" USING btree ("_parent_id");
  CREATE INDEX "_hero_abilities_v_parent_idx" ON "_hero_abilities_v" USING btree ("parent_id");
  CREATE INDEX "_hero_abilities_v_version_version_hero_idx" ON "_hero_abilities_v" USING btree ("version_hero_id");
  CREATE INDEX "_hero_abilities_v_version_version_slug_idx" ON "_hero_abilities_v" USING btree ("version_slug");
  CREATE INDEX "_hero_abilities_v_version_version_image_idx" ON "_hero_abilities_v" USING btree ("version_image_id");
  CREATE INDEX "_hero_abilities_v_version_version_updated_at_idx" ON "_hero_abilities_v" USING btree ("version_updated_at");
  CREATE INDEX "_hero_abilities_v_version_version_created_at_idx" ON "_hero_abilities_v" USING btree ("version_created_at");
  CREATE INDEX "_hero_abilities_v_version_version__status_idx" ON "_hero_abilities_v" USING btree ("version__status");
  CREATE INDEX "_hero_abilities_v_created_at_idx" ON "_hero_abilities_v" USING btree ("created_at");
  CREATE INDEX "_hero_abilities_v_updated_at_idx" ON "_hero_abilities_v" USING btree ("updated_at");
  CREATE INDEX "_hero_abilities_v_latest_idx" ON "_hero_abilities_v" USING btree ("latest");
  CREATE INDEX "_hero_abilities_v_autosave_idx" ON "_hero_abilities_v" USING btree ("autosave");
  CREATE INDEX "version_hero_version_variant_version_slug_idx" ON "_hero_abilities_v" USING btree ("version_hero_id","version_variant","version_slug");
  CREATE INDEX "_hero_details_v_version_stats_order_idx" ON "_hero_details_v_version_stats" USING btree ("_order");
  CREATE INDEX "_hero_details_v_version_stats_parent_id_idx" ON "_hero_details_v_version_stats" USING btree ("_parent_id");
  CREATE INDEX "_hero_details_v_parent_idx" ON "_hero_details_v" USING btree ("parent_id");
  CREATE INDEX "_hero_details_v_version_version_hero_idx" ON "_hero_details_v" USING btree ("version_hero_id");
  CREATE INDEX "_hero_details_v_version_version_updated_at_idx" ON "_hero_details_v" USING btree ("version_updated_at");
  CREATE INDEX "_hero_details_v_version_version_created_at_idx" ON "_hero_details_v" USING btree ("version_created_at");
  CREATE INDEX "_hero_details_v_version_version__status_idx" ON "_hero_details_v" USING btree ("version__status");
  CREATE INDEX "_hero_details_v_created_at_idx" ON "_hero_details_v" USING btree ("created_at");
  CREATE INDEX "_hero_details_v_updated_at_idx" ON "_hero_details_v" USING btree ("updated_at");
  CREATE INDEX "_hero_details_v_latest_idx" ON "_hero_details_v" USING btree ("latest");
  CREATE INDEX "_hero_details_v_autosave_idx" ON "_hero_details_v" USING btree ("autosave");
  CREATE INDEX "_hero_details_v_rels_order_idx" ON "_hero_details_v_rels" USING btree ("order");
  CREATE INDEX "_hero_details_v_rels_parent_idx" ON "_hero_details_v_rels" USING btree ("parent_id");
  CREATE INDEX "_hero_details_v_rels_path_idx" ON "_hero_details_v_rels" USING btree ("path");
  CREATE INDEX "_hero_details_v_rels_heroes_id_idx" ON "_hero_details_v_rels" USING btree ("heroes_id");
  CREATE INDEX "_how_to_win_v_parent_idx" ON "_how_to_win_v" USING btree ("parent_id");
  CREATE INDEX "_how_to_win_v_version_version_hero_idx" ON "_how_to_win_v" USING btree ("version_hero_id");
  CREATE INDEX "_how_to_win_v_version_version_updated_at_idx" ON "_how_to_win_v" USING btree ("version_updated_at");
  CREATE INDEX "_how_to_win_v_version_version_created_at_idx" ON "_how_to_win_v" USING btree ("version_created_at");
  CREATE INDEX "_how_to_win_v_version_version__status_idx" ON "_how_to_win_v" USING btree ("version__status");
  CREATE INDEX "_how_to_win_v_created_at_idx" ON "_how_to_win_v" USING btree ("created_at");
  CREATE INDEX "_how_to_win_v_updated_at_idx" ON "_how_to_win_v" USING btree ("updated_at");
  CREATE INDEX "_how_to_win_v_latest_idx" ON "_how_to_win_v" USING btree ("latest");
  CREATE INDEX "_how_to_win_v_autosave_idx" ON "_how_to_win_v" USING btree ("autosave");
  CREATE INDEX "_team_ups_v_parent_idx" ON "_team_ups_v" USING btree ("parent_id");
  CREATE INDEX "_team_ups_v_version_version_slug_idx" ON "_team_ups_v" USING btree ("version_slug");
  CREATE INDEX "_team_ups_v_version_version_hero_idx" ON "_team_ups_v" USING btree ("version_hero_id");
  CREATE INDEX "_team_ups_v_version_version_bonus_idx" ON "_team_ups_v" USING btree ("version_bonus_id");
  CREATE INDEX "_team_ups_v_version_version_updated_at_idx" ON "_team_ups_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_ups_v_version_version_created_at_idx" ON "_team_ups_v" USING btree ("version_created_at");
  CREATE INDEX "_team_ups_v_version_version__status_idx" ON "_team_ups_v" USING btree ("version__status");
  CREATE INDEX "_team_ups_v_created_at_idx" ON "_team_ups_v" USING btree ("created_at");
  CREATE INDEX "_team_ups_v_updated_at_idx" ON "_team_ups_v" USING btree ("updated_at");
  CREATE INDEX "_team_ups_v_latest_idx" ON "_team_ups_v" USING btree ("latest");
  CREATE INDEX "_team_ups_v_autosave_idx" ON "_team_ups_v" USING btree ("autosave");
  CREATE INDEX "_team_ups_v_rels_order_idx" ON "_team_ups_v_rels" USING btree ("order");
  CREATE INDEX "_team_ups_v_rels_parent_idx" ON "_team_ups_v_rels" USING btree ("parent_id");
  CREATE INDEX "_team_ups_v_rels_path_idx" ON "_team_ups_v_rels" USING btree ("path");
  CREATE INDEX "_team_ups_v_rels_heroes_id_idx" ON "_team_ups_v_rels" USING btree ("heroes_id");
  CREATE INDEX "map_sections__status_idx" ON "map_sections" USING btree ("_status");
  CREATE INDEX "heroes__status_idx" ON "heroes" USING btree ("_status");
  CREATE INDEX "hero_abilities__status_idx" ON "hero_abilities" USING btree ("_status");
  CREATE INDEX "hero_details__status_idx" ON "hero_details" USING btree ("_status");
  CREATE INDEX "how_to_win__status_idx" ON "how_to_win" USING btree ("_status");
  CREATE INDEX "team_ups__status_idx" ON "team_ups" USING btree ("_status");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");`)

  // Guide content written before drafts existed was public: keep it so. Publishing through the Local API (not
  // plain SQL) also writes each document's first version, which preview reads (draft: true) rely on.
  for (const collection of ['heroes', 'hero-abilities', 'hero-details', 'how-to-win', 'team-ups', 'map-sections'] as const) {
    const { docs } = await payload.find({ collection, depth: 0, pagination: false, overrideAccess: true, req, select: {} })
    for (const { id } of docs) {
      await payload.update({ collection, id, data: { _status: 'published' }, depth: 0, overrideAccess: true, req, context: { disableRevalidate: true } })
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_map_sections_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_heroes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hero_abilities_v_version_properties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hero_abilities_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hero_details_v_version_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hero_details_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hero_details_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_how_to_win_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_ups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_ups_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_map_sections_v" CASCADE;
  DROP TABLE "_heroes_v" CASCADE;
  DROP TABLE "_hero_abilities_v_version_properties" CASCADE;
  DROP TABLE "_hero_abilities_v" CASCADE;
  DROP TABLE "_hero_details_v_version_stats" CASCADE;
  DROP TABLE "_hero_details_v" CASCADE;
  DROP TABLE "_hero_details_v_rels" CASCADE;
  DROP TABLE "_how_to_win_v" CASCADE;
  DROP TABLE "_team_ups_v" CASCADE;
  DROP TABLE "_team_ups_v_rels" CASCADE;
  DROP INDEX "map_sections__status_idx";
  DROP INDEX "heroes__status_idx";
  DROP INDEX "hero_abilities__status_idx";
  DROP INDEX "hero_details__status_idx";
  DROP INDEX "how_to_win__status_idx";
  DROP INDEX "team_ups__status_idx";
  DROP INDEX "_news_v_autosave_idx";
  ALTER TABLE "map_sections" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "map_sections" ALTER COLUMN "map_id" SET NOT NULL;
  ALTER TABLE "map_sections" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "heroes" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "heroes" ALTER COLUMN "nickname" SET NOT NULL;
  ALTER TABLE "heroes" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "hero_abilities_properties" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "hero_abilities_properties" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "hero_id" SET NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "variant" SET NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "button" SET NOT NULL;
  ALTER TABLE "hero_abilities" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "hero_details_stats" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "hero_details_stats" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "hero_details" ALTER COLUMN "hero_id" SET NOT NULL;
  ALTER TABLE "how_to_win" ALTER COLUMN "hero_id" SET NOT NULL;
  ALTER TABLE "how_to_win" ALTER COLUMN "side" SET NOT NULL;
  ALTER TABLE "how_to_win" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "how_to_win" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "team_ups" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "team_ups" ALTER COLUMN "hero_id" SET NOT NULL;
  ALTER TABLE "team_ups" ALTER COLUMN "season_start" SET NOT NULL;
  ALTER TABLE "map_sections" DROP COLUMN "_status";
  ALTER TABLE "heroes" DROP COLUMN "_status";
  ALTER TABLE "hero_abilities" DROP COLUMN "_status";
  ALTER TABLE "hero_details" DROP COLUMN "_status";
  ALTER TABLE "how_to_win" DROP COLUMN "_status";
  ALTER TABLE "team_ups" DROP COLUMN "_status";
  ALTER TABLE "_news_v" DROP COLUMN "autosave";
  DROP TYPE "public"."enum_map_sections_status";
  DROP TYPE "public"."enum__map_sections_v_version_status";
  DROP TYPE "public"."enum_heroes_status";
  DROP TYPE "public"."enum__heroes_v_version_role";
  DROP TYPE "public"."enum__heroes_v_version_status";
  DROP TYPE "public"."enum_hero_abilities_status";
  DROP TYPE "public"."enum__hero_abilities_v_version_type";
  DROP TYPE "public"."enum__hero_abilities_v_version_button";
  DROP TYPE "public"."enum__hero_abilities_v_version_status";
  DROP TYPE "public"."enum_hero_details_status";
  DROP TYPE "public"."enum__hero_details_v_version_status";
  DROP TYPE "public"."enum_how_to_win_status";
  DROP TYPE "public"."enum__how_to_win_v_version_side";
  DROP TYPE "public"."enum__how_to_win_v_version_type";
  DROP TYPE "public"."enum__how_to_win_v_version_status";
  DROP TYPE "public"."enum_team_ups_status";
  DROP TYPE "public"."enum__team_ups_v_version_status";`)
}
