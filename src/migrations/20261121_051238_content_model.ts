import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_maps_type" AS ENUM('convoy', 'convergence', 'domination', 'doom-match', 'conquest');
  CREATE TYPE "public"."enum_map_heroes_side" AS ENUM('atk', 'def', 'both');
  CREATE TYPE "public"."enum_utility_placements_side" AS ENUM('atk', 'def', 'both');
  CREATE TYPE "public"."enum_heroes_role" AS ENUM('vanguard', 'duelist', 'strategist');
  CREATE TYPE "public"."enum_hero_abilities_type" AS ENUM('normal attack', 'ability', 'ultimate', 'passive', 'team-up');
  CREATE TYPE "public"."enum_hero_abilities_button" AS ENUM('left-click', 'right-click', 'shift', 'e', 'q', 'f', 'c', 'v', 'space', 'passive');
  CREATE TYPE "public"."enum_how_to_win_side" AS ENUM('as', 'against', 'with');
  CREATE TYPE "public"."enum_how_to_win_type" AS ENUM('playbook', 'insight', 'avoid', 'role');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'author');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_basics_quickstart_roles_role" AS ENUM('vanguard', 'duelist', 'strategist');
  CREATE TYPE "public"."enum_basics_quickstart_modes_mode" AS ENUM('convoy', 'convergence', 'domination');
  CREATE TYPE "public"."enum_basics_modes_mode" AS ENUM('convoy', 'convergence', 'domination');
  CREATE TYPE "public"."enum_basics_roles_role" AS ENUM('vanguard', 'duelist', 'strategist');
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar NOT NULL,
  	"hero_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "maps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"type" "enum_maps_type" NOT NULL,
  	"location_id" integer NOT NULL,
  	"release_date" timestamp(3) with time zone NOT NULL,
  	"hero_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "map_sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"map_id" integer NOT NULL,
  	"order" numeric DEFAULT 1 NOT NULL,
  	"map_image_id" integer,
  	"title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "map_markers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_id" integer NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"icon_id" integer NOT NULL,
  	"image1_id" integer,
  	"image2_id" integer,
  	"description" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "marker_icons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"image_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "map_heroes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"map_id" integer NOT NULL,
  	"hero_id" integer NOT NULL,
  	"side" "enum_map_heroes_side" NOT NULL,
  	"reason" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "power_positions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_id" integer NOT NULL,
  	"def_description" varchar NOT NULL,
  	"atk_description" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "breakouts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_id" integer NOT NULL,
  	"def_description" varchar NOT NULL,
  	"def_image_id" integer,
  	"atk_description" varchar NOT NULL,
  	"atk_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "transformations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_id" integer NOT NULL,
  	"description" varchar NOT NULL,
  	"video_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "utility_placements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_id" integer NOT NULL,
  	"hero_id" integer NOT NULL,
  	"side" "enum_utility_placements_side" NOT NULL,
  	"description" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "heroes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"nickname" varchar NOT NULL,
  	"slug" varchar,
  	"role" "enum_heroes_role" NOT NULL,
  	"added" varchar,
  	"avatar_id" integer,
  	"background_id" integer,
  	"stats_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hero_abilities_properties" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "hero_abilities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"variant" varchar NOT NULL,
  	"type" "enum_hero_abilities_type" NOT NULL,
  	"button" "enum_hero_abilities_button" NOT NULL,
  	"description" varchar NOT NULL,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hero_details_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "hero_details" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_id" integer NOT NULL,
  	"primary_job" varchar,
  	"secondary_job" varchar,
  	"healing" varchar,
  	"healing_priority" numeric,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hero_details_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"heroes_id" integer
  );
  
  CREATE TABLE "how_to_win" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_id" integer NOT NULL,
  	"side" "enum_how_to_win_side" NOT NULL,
  	"type" "enum_how_to_win_type" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_ups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"hero_id" integer NOT NULL,
  	"bonus_id" integer,
  	"description" varchar,
  	"season_start" varchar NOT NULL,
  	"season_end" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_ups_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"heroes_id" integer
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_body" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"last_updated" timestamp(3) with time zone NOT NULL,
  	"portrait_id" integer,
  	"social_url" varchar,
  	"social_handle" varchar,
  	"body" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL,
  	"contact" varchar,
  	"on_page" varchar,
  	"browser" varchar,
  	"device" varchar,
  	"os" varchar,
  	"resolution" varchar,
  	"referrer" varchar,
  	"user_agent" varchar,
  	"ip" varchar,
  	"country" varchar,
  	"timezone" varchar,
  	"read" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "beta_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"validated_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_taglines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"hero_id" integer
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_video_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "basics_quickstart_roles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"role" "enum_basics_quickstart_roles_role" NOT NULL,
  	"label" varchar NOT NULL,
  	"summary" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_modes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_basics_quickstart_modes_mode" NOT NULL,
  	"summary" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_arcade_modes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"summary" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_how_to_win" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_how_to_lose" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_health_bar_colours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"colour" varchar NOT NULL,
  	"meaning" varchar NOT NULL
  );
  
  CREATE TABLE "basics_quickstart_glossary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"term" varchar NOT NULL,
  	"definition" varchar NOT NULL
  );
  
  CREATE TABLE "basics_modes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_basics_modes_mode" NOT NULL,
  	"description" varchar NOT NULL,
  	"core_strategy" varchar,
  	"defending" varchar,
  	"attacking" varchar,
  	"mechanics" varchar
  );
  
  CREATE TABLE "basics_roles_subtypes_traits" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "basics_roles_subtypes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"paragraph" varchar NOT NULL
  );
  
  CREATE TABLE "basics_roles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"role" "enum_basics_roles_role" NOT NULL,
  	"banner_id" integer,
  	"overview" varchar NOT NULL
  );
  
  CREATE TABLE "basics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quickstart_overview" varchar NOT NULL,
  	"quickstart_stagger" varchar,
  	"quickstart_practice" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "basics_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"heroes_id" integer
  );
  
  CREATE TABLE "news_desk" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"author_name" varchar NOT NULL,
  	"avatar_id" integer,
  	"bio" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'author' NOT NULL;
  -- Accounts made before roles existed could do everything; they stay admins.
  UPDATE "users" SET "role" = 'admin';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "maps_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "map_sections_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "map_markers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "marker_icons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "map_heroes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "power_positions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "breakouts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "transformations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "utility_placements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "heroes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hero_abilities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hero_details_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "how_to_win_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_ups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedback_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "beta_keys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maps" ADD CONSTRAINT "maps_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maps" ADD CONSTRAINT "maps_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_sections" ADD CONSTRAINT "map_sections_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_sections" ADD CONSTRAINT "map_sections_map_image_id_media_id_fk" FOREIGN KEY ("map_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_markers" ADD CONSTRAINT "map_markers_section_id_map_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."map_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_markers" ADD CONSTRAINT "map_markers_icon_id_marker_icons_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."marker_icons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_markers" ADD CONSTRAINT "map_markers_image1_id_media_id_fk" FOREIGN KEY ("image1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_markers" ADD CONSTRAINT "map_markers_image2_id_media_id_fk" FOREIGN KEY ("image2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "marker_icons" ADD CONSTRAINT "marker_icons_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_heroes" ADD CONSTRAINT "map_heroes_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_heroes" ADD CONSTRAINT "map_heroes_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "power_positions" ADD CONSTRAINT "power_positions_section_id_map_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."map_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "power_positions" ADD CONSTRAINT "power_positions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "breakouts" ADD CONSTRAINT "breakouts_section_id_map_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."map_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "breakouts" ADD CONSTRAINT "breakouts_def_image_id_media_id_fk" FOREIGN KEY ("def_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "breakouts" ADD CONSTRAINT "breakouts_atk_image_id_media_id_fk" FOREIGN KEY ("atk_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transformations" ADD CONSTRAINT "transformations_section_id_map_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."map_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transformations" ADD CONSTRAINT "transformations_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "utility_placements" ADD CONSTRAINT "utility_placements_section_id_map_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."map_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "utility_placements" ADD CONSTRAINT "utility_placements_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "utility_placements" ADD CONSTRAINT "utility_placements_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "heroes" ADD CONSTRAINT "heroes_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "heroes" ADD CONSTRAINT "heroes_background_id_media_id_fk" FOREIGN KEY ("background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "heroes" ADD CONSTRAINT "heroes_stats_image_id_media_id_fk" FOREIGN KEY ("stats_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero_abilities_properties" ADD CONSTRAINT "hero_abilities_properties_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero_abilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_abilities" ADD CONSTRAINT "hero_abilities_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero_abilities" ADD CONSTRAINT "hero_abilities_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero_details_stats" ADD CONSTRAINT "hero_details_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_details" ADD CONSTRAINT "hero_details_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero_details_rels" ADD CONSTRAINT "hero_details_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hero_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero_details_rels" ADD CONSTRAINT "hero_details_rels_heroes_fk" FOREIGN KEY ("heroes_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "how_to_win" ADD CONSTRAINT "how_to_win_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_ups" ADD CONSTRAINT "team_ups_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_ups" ADD CONSTRAINT "team_ups_bonus_id_hero_abilities_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."hero_abilities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_ups_rels" ADD CONSTRAINT "team_ups_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_ups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_ups_rels" ADD CONSTRAINT "team_ups_rels_heroes_fk" FOREIGN KEY ("heroes_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_portrait_id_media_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_taglines" ADD CONSTRAINT "home_taglines_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_taglines" ADD CONSTRAINT "home_taglines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_background_video_id_media_id_fk" FOREIGN KEY ("background_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "basics_quickstart_roles" ADD CONSTRAINT "basics_quickstart_roles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_modes" ADD CONSTRAINT "basics_quickstart_modes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_arcade_modes" ADD CONSTRAINT "basics_quickstart_arcade_modes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_how_to_win" ADD CONSTRAINT "basics_quickstart_how_to_win_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_how_to_lose" ADD CONSTRAINT "basics_quickstart_how_to_lose_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_health_bar_colours" ADD CONSTRAINT "basics_quickstart_health_bar_colours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_quickstart_glossary" ADD CONSTRAINT "basics_quickstart_glossary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_modes" ADD CONSTRAINT "basics_modes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_roles_subtypes_traits" ADD CONSTRAINT "basics_roles_subtypes_traits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_roles_subtypes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_roles_subtypes" ADD CONSTRAINT "basics_roles_subtypes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics_roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_roles" ADD CONSTRAINT "basics_roles_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "basics_roles" ADD CONSTRAINT "basics_roles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_rels" ADD CONSTRAINT "basics_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."basics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basics_rels" ADD CONSTRAINT "basics_rels_heroes_fk" FOREIGN KEY ("heroes_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_desk" ADD CONSTRAINT "news_desk_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_hero_image_idx" ON "locations" USING btree ("hero_image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE UNIQUE INDEX "maps_slug_idx" ON "maps" USING btree ("slug");
  CREATE INDEX "maps_location_idx" ON "maps" USING btree ("location_id");
  CREATE INDEX "maps_hero_image_idx" ON "maps" USING btree ("hero_image_id");
  CREATE INDEX "maps_updated_at_idx" ON "maps" USING btree ("updated_at");
  CREATE INDEX "maps_created_at_idx" ON "maps" USING btree ("created_at");
  CREATE INDEX "map_sections_slug_idx" ON "map_sections" USING btree ("slug");
  CREATE INDEX "map_sections_map_idx" ON "map_sections" USING btree ("map_id");
  CREATE INDEX "map_sections_map_image_idx" ON "map_sections" USING btree ("map_image_id");
  CREATE INDEX "map_sections_updated_at_idx" ON "map_sections" USING btree ("updated_at");
  CREATE INDEX "map_sections_created_at_idx" ON "map_sections" USING btree ("created_at");
  CREATE UNIQUE INDEX "map_slug_idx" ON "map_sections" USING btree ("map_id","slug");
  CREATE INDEX "map_markers_section_idx" ON "map_markers" USING btree ("section_id");
  CREATE INDEX "map_markers_icon_idx" ON "map_markers" USING btree ("icon_id");
  CREATE INDEX "map_markers_image1_idx" ON "map_markers" USING btree ("image1_id");
  CREATE INDEX "map_markers_image2_idx" ON "map_markers" USING btree ("image2_id");
  CREATE INDEX "map_markers_updated_at_idx" ON "map_markers" USING btree ("updated_at");
  CREATE INDEX "map_markers_created_at_idx" ON "map_markers" USING btree ("created_at");
  CREATE UNIQUE INDEX "marker_icons_slug_idx" ON "marker_icons" USING btree ("slug");
  CREATE INDEX "marker_icons_image_idx" ON "marker_icons" USING btree ("image_id");
  CREATE INDEX "marker_icons_updated_at_idx" ON "marker_icons" USING btree ("updated_at");
  CREATE INDEX "marker_icons_created_at_idx" ON "marker_icons" USING btree ("created_at");
  CREATE INDEX "map_heroes_map_idx" ON "map_heroes" USING btree ("map_id");
  CREATE INDEX "map_heroes_hero_idx" ON "map_heroes" USING btree ("hero_id");
  CREATE INDEX "map_heroes_updated_at_idx" ON "map_heroes" USING btree ("updated_at");
  CREATE INDEX "map_heroes_created_at_idx" ON "map_heroes" USING btree ("created_at");
  CREATE UNIQUE INDEX "map_hero_side_idx" ON "map_heroes" USING btree ("map_id","hero_id","side");
  CREATE INDEX "power_positions_section_idx" ON "power_positions" USING btree ("section_id");
  CREATE INDEX "power_positions_image_idx" ON "power_positions" USING btree ("image_id");
  CREATE INDEX "power_positions_updated_at_idx" ON "power_positions" USING btree ("updated_at");
  CREATE INDEX "power_positions_created_at_idx" ON "power_positions" USING btree ("created_at");
  CREATE INDEX "breakouts_section_idx" ON "breakouts" USING btree ("section_id");
  CREATE INDEX "breakouts_def_image_idx" ON "breakouts" USING btree ("def_image_id");
  CREATE INDEX "breakouts_atk_image_idx" ON "breakouts" USING btree ("atk_image_id");
  CREATE INDEX "breakouts_updated_at_idx" ON "breakouts" USING btree ("updated_at");
  CREATE INDEX "breakouts_created_at_idx" ON "breakouts" USING btree ("created_at");
  CREATE INDEX "transformations_section_idx" ON "transformations" USING btree ("section_id");
  CREATE INDEX "transformations_video_idx" ON "transformations" USING btree ("video_id");
  CREATE INDEX "transformations_updated_at_idx" ON "transformations" USING btree ("updated_at");
  CREATE INDEX "transformations_created_at_idx" ON "transformations" USING btree ("created_at");
  CREATE INDEX "utility_placements_section_idx" ON "utility_placements" USING btree ("section_id");
  CREATE INDEX "utility_placements_hero_idx" ON "utility_placements" USING btree ("hero_id");
  CREATE INDEX "utility_placements_image_idx" ON "utility_placements" USING btree ("image_id");
  CREATE INDEX "utility_placements_updated_at_idx" ON "utility_placements" USING btree ("updated_at");
  CREATE INDEX "utility_placements_created_at_idx" ON "utility_placements" USING btree ("created_at");
  CREATE UNIQUE INDEX "heroes_slug_idx" ON "heroes" USING btree ("slug");
  CREATE INDEX "heroes_role_idx" ON "heroes" USING btree ("role");
  CREATE INDEX "heroes_avatar_idx" ON "heroes" USING btree ("avatar_id");
  CREATE INDEX "heroes_background_idx" ON "heroes" USING btree ("background_id");
  CREATE INDEX "heroes_stats_image_idx" ON "heroes" USING btree ("stats_image_id");
  CREATE INDEX "heroes_updated_at_idx" ON "heroes" USING btree ("updated_at");
  CREATE INDEX "heroes_created_at_idx" ON "heroes" USING btree ("created_at");
  CREATE INDEX "hero_abilities_properties_order_idx" ON "hero_abilities_properties" USING btree ("_order");
  CREATE INDEX "hero_abilities_properties_parent_id_idx" ON "hero_abilities_properties" USING btree ("_parent_id");
  CREATE INDEX "hero_abilities_hero_idx" ON "hero_abilities" USING btree ("hero_id");
  CREATE INDEX "hero_abilities_slug_idx" ON "hero_abilities" USING btree ("slug");
  CREATE INDEX "hero_abilities_image_idx" ON "hero_abilities" USING btree ("image_id");
  CREATE INDEX "hero_abilities_updated_at_idx" ON "hero_abilities" USING btree ("updated_at");
  CREATE INDEX "hero_abilities_created_at_idx" ON "hero_abilities" USING btree ("created_at");
  CREATE UNIQUE INDEX "hero_variant_slug_idx" ON "hero_abilities" USING btree ("hero_id","variant","slug");
  CREATE INDEX "hero_details_stats_order_idx" ON "hero_details_stats" USING btree ("_order");
  CREATE INDEX "hero_details_stats_parent_id_idx" ON "hero_details_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "hero_details_hero_idx" ON "hero_details" USING btree ("hero_id");
  CREATE INDEX "hero_details_updated_at_idx" ON "hero_details" USING btree ("updated_at");
  CREATE INDEX "hero_details_created_at_idx" ON "hero_details" USING btree ("created_at");
  CREATE INDEX "hero_details_rels_order_idx" ON "hero_details_rels" USING btree ("order");
  CREATE INDEX "hero_details_rels_parent_idx" ON "hero_details_rels" USING btree ("parent_id");
  CREATE INDEX "hero_details_rels_path_idx" ON "hero_details_rels" USING btree ("path");
  CREATE INDEX "hero_details_rels_heroes_id_idx" ON "hero_details_rels" USING btree ("heroes_id");
  CREATE INDEX "how_to_win_hero_idx" ON "how_to_win" USING btree ("hero_id");
  CREATE INDEX "how_to_win_updated_at_idx" ON "how_to_win" USING btree ("updated_at");
  CREATE INDEX "how_to_win_created_at_idx" ON "how_to_win" USING btree ("created_at");
  CREATE UNIQUE INDEX "team_ups_slug_idx" ON "team_ups" USING btree ("slug");
  CREATE INDEX "team_ups_hero_idx" ON "team_ups" USING btree ("hero_id");
  CREATE INDEX "team_ups_bonus_idx" ON "team_ups" USING btree ("bonus_id");
  CREATE INDEX "team_ups_updated_at_idx" ON "team_ups" USING btree ("updated_at");
  CREATE INDEX "team_ups_created_at_idx" ON "team_ups" USING btree ("created_at");
  CREATE INDEX "team_ups_rels_order_idx" ON "team_ups_rels" USING btree ("order");
  CREATE INDEX "team_ups_rels_parent_idx" ON "team_ups_rels" USING btree ("parent_id");
  CREATE INDEX "team_ups_rels_path_idx" ON "team_ups_rels" USING btree ("path");
  CREATE INDEX "team_ups_rels_heroes_id_idx" ON "team_ups_rels" USING btree ("heroes_id");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_portrait_idx" ON "pages" USING btree ("portrait_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "feedback_read_idx" ON "feedback" USING btree ("read");
  CREATE INDEX "feedback_updated_at_idx" ON "feedback" USING btree ("updated_at");
  CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");
  CREATE UNIQUE INDEX "beta_keys_key_idx" ON "beta_keys" USING btree ("key");
  CREATE INDEX "beta_keys_updated_at_idx" ON "beta_keys" USING btree ("updated_at");
  CREATE INDEX "beta_keys_created_at_idx" ON "beta_keys" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "home_taglines_order_idx" ON "home_taglines" USING btree ("_order");
  CREATE INDEX "home_taglines_parent_id_idx" ON "home_taglines" USING btree ("_parent_id");
  CREATE INDEX "home_taglines_hero_idx" ON "home_taglines" USING btree ("hero_id");
  CREATE INDEX "home_background_video_idx" ON "home" USING btree ("background_video_id");
  CREATE INDEX "basics_quickstart_roles_order_idx" ON "basics_quickstart_roles" USING btree ("_order");
  CREATE INDEX "basics_quickstart_roles_parent_id_idx" ON "basics_quickstart_roles" USING btree ("_parent_id");
  CREATE INDEX "basics_quickstart_modes_order_idx" ON "basics_quickstart_modes" USING btree ("_order");
  CREATE INDEX "basics_quickstart_modes_parent_id_idx" ON "basics_quickstart_modes" USING btree ("_parent_id");
  CREATE INDEX "basics_quickstart_arcade_modes_order_idx" ON "basics_quickstart_arcade_modes" USING btree ("_order");
  CREATE INDEX "basics_quickstart_arcade_modes_parent_id_idx" ON "basics_quickstart_arcade_modes" USING btree ("_parent_id");
  CREATE INDEX "basics_quickstart_how_to_win_order_idx" ON "basics_quickstart_how_to_win" USING btree ("_order");
  CREATE INDEX "basics_quickstart_how_to_win_parent_id_idx" ON "basics_quickstart_how_to_win" USING btree ("_parent_id");
  CREATE INDEX "basics_quickstart_how_to_lose_order_idx" ON "basics_quickstart_how_to_lose" USING btree ("_order");
  CREATE INDEX "basics_quickstart_how_to_lose_parent_id_idx" ON "basics_quickstart_how_to_lose" USING btree ("_parent_id");
  CREATE INDEX "basics_quickstart_health_bar_colours_order_idx" ON "basics_quickstart_health_bar_colours" USING btree ("_order");
  CREATE INDEX "basics_quickstart_health_bar_colours_parent_id_idx" ON "basics_quickstart_health_bar_colours" USING btree ("_parent_id");
  CREATE INDEX "basics_quickstart_glossary_order_idx" ON "basics_quickstart_glossary" USING btree ("_order");
  CREATE INDEX "basics_quickstart_glossary_parent_id_idx" ON "basics_quickstart_glossary" USING btree ("_parent_id");
  CREATE INDEX "basics_modes_order_idx" ON "basics_modes" USING btree ("_order");
  CREATE INDEX "basics_modes_parent_id_idx" ON "basics_modes" USING btree ("_parent_id");
  CREATE INDEX "basics_roles_subtypes_traits_order_idx" ON "basics_roles_subtypes_traits" USING btree ("_order");
  CREATE INDEX "basics_roles_subtypes_traits_parent_id_idx" ON "basics_roles_subtypes_traits" USING btree ("_parent_id");
  CREATE INDEX "basics_roles_subtypes_order_idx" ON "basics_roles_subtypes" USING btree ("_order");
  CREATE INDEX "basics_roles_subtypes_parent_id_idx" ON "basics_roles_subtypes" USING btree ("_parent_id");
  CREATE INDEX "basics_roles_order_idx" ON "basics_roles" USING btree ("_order");
  CREATE INDEX "basics_roles_parent_id_idx" ON "basics_roles" USING btree ("_parent_id");
  CREATE INDEX "basics_roles_banner_idx" ON "basics_roles" USING btree ("banner_id");
  CREATE INDEX "basics_rels_order_idx" ON "basics_rels" USING btree ("order");
  CREATE INDEX "basics_rels_parent_idx" ON "basics_rels" USING btree ("parent_id");
  CREATE INDEX "basics_rels_path_idx" ON "basics_rels" USING btree ("path");
  CREATE INDEX "basics_rels_heroes_id_idx" ON "basics_rels" USING btree ("heroes_id");
  CREATE INDEX "news_desk_avatar_idx" ON "news_desk" USING btree ("avatar_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_maps_fk" FOREIGN KEY ("maps_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_map_sections_fk" FOREIGN KEY ("map_sections_id") REFERENCES "public"."map_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_map_markers_fk" FOREIGN KEY ("map_markers_id") REFERENCES "public"."map_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_marker_icons_fk" FOREIGN KEY ("marker_icons_id") REFERENCES "public"."marker_icons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_map_heroes_fk" FOREIGN KEY ("map_heroes_id") REFERENCES "public"."map_heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_power_positions_fk" FOREIGN KEY ("power_positions_id") REFERENCES "public"."power_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_breakouts_fk" FOREIGN KEY ("breakouts_id") REFERENCES "public"."breakouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transformations_fk" FOREIGN KEY ("transformations_id") REFERENCES "public"."transformations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_utility_placements_fk" FOREIGN KEY ("utility_placements_id") REFERENCES "public"."utility_placements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_heroes_fk" FOREIGN KEY ("heroes_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hero_abilities_fk" FOREIGN KEY ("hero_abilities_id") REFERENCES "public"."hero_abilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hero_details_fk" FOREIGN KEY ("hero_details_id") REFERENCES "public"."hero_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_how_to_win_fk" FOREIGN KEY ("how_to_win_id") REFERENCES "public"."how_to_win"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_ups_fk" FOREIGN KEY ("team_ups_id") REFERENCES "public"."team_ups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_beta_keys_fk" FOREIGN KEY ("beta_keys_id") REFERENCES "public"."beta_keys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_maps_id_idx" ON "payload_locked_documents_rels" USING btree ("maps_id");
  CREATE INDEX "payload_locked_documents_rels_map_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("map_sections_id");
  CREATE INDEX "payload_locked_documents_rels_map_markers_id_idx" ON "payload_locked_documents_rels" USING btree ("map_markers_id");
  CREATE INDEX "payload_locked_documents_rels_marker_icons_id_idx" ON "payload_locked_documents_rels" USING btree ("marker_icons_id");
  CREATE INDEX "payload_locked_documents_rels_map_heroes_id_idx" ON "payload_locked_documents_rels" USING btree ("map_heroes_id");
  CREATE INDEX "payload_locked_documents_rels_power_positions_id_idx" ON "payload_locked_documents_rels" USING btree ("power_positions_id");
  CREATE INDEX "payload_locked_documents_rels_breakouts_id_idx" ON "payload_locked_documents_rels" USING btree ("breakouts_id");
  CREATE INDEX "payload_locked_documents_rels_transformations_id_idx" ON "payload_locked_documents_rels" USING btree ("transformations_id");
  CREATE INDEX "payload_locked_documents_rels_utility_placements_id_idx" ON "payload_locked_documents_rels" USING btree ("utility_placements_id");
  CREATE INDEX "payload_locked_documents_rels_heroes_id_idx" ON "payload_locked_documents_rels" USING btree ("heroes_id");
  CREATE INDEX "payload_locked_documents_rels_hero_abilities_id_idx" ON "payload_locked_documents_rels" USING btree ("hero_abilities_id");
  CREATE INDEX "payload_locked_documents_rels_hero_details_id_idx" ON "payload_locked_documents_rels" USING btree ("hero_details_id");
  CREATE INDEX "payload_locked_documents_rels_how_to_win_id_idx" ON "payload_locked_documents_rels" USING btree ("how_to_win_id");
  CREATE INDEX "payload_locked_documents_rels_team_ups_id_idx" ON "payload_locked_documents_rels" USING btree ("team_ups_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_id");
  CREATE INDEX "payload_locked_documents_rels_beta_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("beta_keys_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "maps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "map_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "map_markers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marker_icons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "map_heroes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "power_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "breakouts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "transformations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "utility_placements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "heroes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hero_abilities_properties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hero_abilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hero_details_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hero_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hero_details_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "how_to_win" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_ups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_ups_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beta_keys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_taglines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_modes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_arcade_modes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_how_to_win" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_how_to_lose" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_health_bar_colours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_quickstart_glossary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_modes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_roles_subtypes_traits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_roles_subtypes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "basics_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_desk" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "maps" CASCADE;
  DROP TABLE "map_sections" CASCADE;
  DROP TABLE "map_markers" CASCADE;
  DROP TABLE "marker_icons" CASCADE;
  DROP TABLE "map_heroes" CASCADE;
  DROP TABLE "power_positions" CASCADE;
  DROP TABLE "breakouts" CASCADE;
  DROP TABLE "transformations" CASCADE;
  DROP TABLE "utility_placements" CASCADE;
  DROP TABLE "heroes" CASCADE;
  DROP TABLE "hero_abilities_properties" CASCADE;
  DROP TABLE "hero_abilities" CASCADE;
  DROP TABLE "hero_details_stats" CASCADE;
  DROP TABLE "hero_details" CASCADE;
  DROP TABLE "hero_details_rels" CASCADE;
  DROP TABLE "how_to_win" CASCADE;
  DROP TABLE "team_ups" CASCADE;
  DROP TABLE "team_ups_rels" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "feedback" CASCADE;
  DROP TABLE "beta_keys" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "home_taglines" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "basics_quickstart_roles" CASCADE;
  DROP TABLE "basics_quickstart_modes" CASCADE;
  DROP TABLE "basics_quickstart_arcade_modes" CASCADE;
  DROP TABLE "basics_quickstart_how_to_win" CASCADE;
  DROP TABLE "basics_quickstart_how_to_lose" CASCADE;
  DROP TABLE "basics_quickstart_health_bar_colours" CASCADE;
  DROP TABLE "basics_quickstart_glossary" CASCADE;
  DROP TABLE "basics_modes" CASCADE;
  DROP TABLE "basics_roles_subtypes_traits" CASCADE;
  DROP TABLE "basics_roles_subtypes" CASCADE;
  DROP TABLE "basics_roles" CASCADE;
  DROP TABLE "basics" CASCADE;
  DROP TABLE "basics_rels" CASCADE;
  DROP TABLE "news_desk" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_maps_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_map_sections_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_map_markers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_marker_icons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_map_heroes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_power_positions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_breakouts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_transformations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_utility_placements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_heroes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hero_abilities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hero_details_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_how_to_win_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_ups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedback_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_beta_keys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  DROP INDEX "payload_locked_documents_rels_locations_id_idx";
  DROP INDEX "payload_locked_documents_rels_maps_id_idx";
  DROP INDEX "payload_locked_documents_rels_map_sections_id_idx";
  DROP INDEX "payload_locked_documents_rels_map_markers_id_idx";
  DROP INDEX "payload_locked_documents_rels_marker_icons_id_idx";
  DROP INDEX "payload_locked_documents_rels_map_heroes_id_idx";
  DROP INDEX "payload_locked_documents_rels_power_positions_id_idx";
  DROP INDEX "payload_locked_documents_rels_breakouts_id_idx";
  DROP INDEX "payload_locked_documents_rels_transformations_id_idx";
  DROP INDEX "payload_locked_documents_rels_utility_placements_id_idx";
  DROP INDEX "payload_locked_documents_rels_heroes_id_idx";
  DROP INDEX "payload_locked_documents_rels_hero_abilities_id_idx";
  DROP INDEX "payload_locked_documents_rels_hero_details_id_idx";
  DROP INDEX "payload_locked_documents_rels_how_to_win_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_ups_id_idx";
  DROP INDEX "payload_locked_documents_rels_news_id_idx";
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_feedback_id_idx";
  DROP INDEX "payload_locked_documents_rels_beta_keys_id_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  ALTER TABLE "users" DROP COLUMN "role";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "locations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "maps_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "map_sections_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "map_markers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "marker_icons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "map_heroes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "power_positions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "breakouts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "transformations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "utility_placements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "heroes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hero_abilities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hero_details_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "how_to_win_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_ups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedback_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "beta_keys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  DROP TYPE "public"."enum_maps_type";
  DROP TYPE "public"."enum_map_heroes_side";
  DROP TYPE "public"."enum_utility_placements_side";
  DROP TYPE "public"."enum_heroes_role";
  DROP TYPE "public"."enum_hero_abilities_type";
  DROP TYPE "public"."enum_hero_abilities_button";
  DROP TYPE "public"."enum_how_to_win_side";
  DROP TYPE "public"."enum_how_to_win_type";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_basics_quickstart_roles_role";
  DROP TYPE "public"."enum_basics_quickstart_modes_mode";
  DROP TYPE "public"."enum_basics_modes_mode";
  DROP TYPE "public"."enum_basics_roles_role";`)
}
