import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__maps_v_version_type" AS ENUM('convoy', 'convergence', 'domination', 'doom-match', 'conquest');
  CREATE TYPE "public"."enum_patches_changes_kind" AS ENUM('buff', 'nerf', 'adjust', 'rework', 'new', 'removed');
  CREATE TYPE "public"."enum_patches_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__patches_v_version_changes_kind" AS ENUM('buff', 'nerf', 'adjust', 'rework', 'new', 'removed');
  CREATE TYPE "public"."enum__patches_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_maps_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_type" "enum__maps_v_version_type" NOT NULL,
  	"version_location_id" integer NOT NULL,
  	"version_release_date" timestamp(3) with time zone NOT NULL,
  	"version_added" varchar,
  	"version_hero_image_id" integer,
  	"version_verified_on_id" integer,
  	"version_verified_by_id" integer,
  	"version_verified_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "patches_changes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hero_id" integer,
  	"map_id" integer,
  	"kind" "enum_patches_changes_kind",
  	"summary" varchar,
  	"details" varchar
  );
  
  CREATE TABLE "patches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" varchar,
  	"title" varchar,
  	"released_at" timestamp(3) with time zone,
  	"notes" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_patches_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_patches_v_version_changes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_id" integer,
  	"map_id" integer,
  	"kind" "enum__patches_v_version_changes_kind",
  	"summary" varchar,
  	"details" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_patches_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_version" varchar,
  	"version_title" varchar,
  	"version_released_at" timestamp(3) with time zone,
  	"version_notes" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__patches_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "maps" ADD COLUMN "added" varchar;
  ALTER TABLE "maps" ADD COLUMN "verified_on_id" integer;
  ALTER TABLE "maps" ADD COLUMN "verified_by_id" integer;
  ALTER TABLE "maps" ADD COLUMN "verified_at" timestamp(3) with time zone;
  ALTER TABLE "heroes" ADD COLUMN "verified_on_id" integer;
  ALTER TABLE "heroes" ADD COLUMN "verified_by_id" integer;
  ALTER TABLE "heroes" ADD COLUMN "verified_at" timestamp(3) with time zone;
  ALTER TABLE "_heroes_v" ADD COLUMN "version_verified_on_id" integer;
  ALTER TABLE "_heroes_v" ADD COLUMN "version_verified_by_id" integer;
  ALTER TABLE "_heroes_v" ADD COLUMN "version_verified_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "patches_id" integer;
  ALTER TABLE "_maps_v" ADD CONSTRAINT "_maps_v_parent_id_maps_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."maps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_maps_v" ADD CONSTRAINT "_maps_v_version_location_id_locations_id_fk" FOREIGN KEY ("version_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_maps_v" ADD CONSTRAINT "_maps_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_maps_v" ADD CONSTRAINT "_maps_v_version_verified_on_id_patches_id_fk" FOREIGN KEY ("version_verified_on_id") REFERENCES "public"."patches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_maps_v" ADD CONSTRAINT "_maps_v_version_verified_by_id_users_id_fk" FOREIGN KEY ("version_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "patches_changes" ADD CONSTRAINT "patches_changes_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "patches_changes" ADD CONSTRAINT "patches_changes_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "patches_changes" ADD CONSTRAINT "patches_changes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."patches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_patches_v_version_changes" ADD CONSTRAINT "_patches_v_version_changes_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_patches_v_version_changes" ADD CONSTRAINT "_patches_v_version_changes_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_patches_v_version_changes" ADD CONSTRAINT "_patches_v_version_changes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_patches_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_patches_v" ADD CONSTRAINT "_patches_v_parent_id_patches_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."patches"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_maps_v_parent_idx" ON "_maps_v" USING btree ("parent_id");
  CREATE INDEX "_maps_v_version_version_slug_idx" ON "_maps_v" USING btree ("version_slug");
  CREATE INDEX "_maps_v_version_version_location_idx" ON "_maps_v" USING btree ("version_location_id");
  CREATE INDEX "_maps_v_version_version_hero_image_idx" ON "_maps_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_maps_v_version_version_verified_on_idx" ON "_maps_v" USING btree ("version_verified_on_id");
  CREATE INDEX "_maps_v_version_version_verified_by_idx" ON "_maps_v" USING btree ("version_verified_by_id");
  CREATE INDEX "_maps_v_version_version_updated_at_idx" ON "_maps_v" USING btree ("version_updated_at");
  CREATE INDEX "_maps_v_version_version_created_at_idx" ON "_maps_v" USING btree ("version_created_at");
  CREATE INDEX "_maps_v_created_at_idx" ON "_maps_v" USING btree ("created_at");
  CREATE INDEX "_maps_v_updated_at_idx" ON "_maps_v" USING btree ("updated_at");
  CREATE INDEX "patches_changes_order_idx" ON "patches_changes" USING btree ("_order");
  CREATE INDEX "patches_changes_parent_id_idx" ON "patches_changes" USING btree ("_parent_id");
  CREATE INDEX "patches_changes_hero_idx" ON "patches_changes" USING btree ("hero_id");
  CREATE INDEX "patches_changes_map_idx" ON "patches_changes" USING btree ("map_id");
  CREATE UNIQUE INDEX "patches_version_idx" ON "patches" USING btree ("version");
  CREATE INDEX "patches_released_at_idx" ON "patches" USING btree ("released_at");
  CREATE INDEX "patches_updated_at_idx" ON "patches" USING btree ("updated_at");
  CREATE INDEX "patches_created_at_idx" ON "patches" USING btree ("created_at");
  CREATE INDEX "patches__status_idx" ON "patches" USING btree ("_status");
  CREATE INDEX "_patches_v_version_changes_order_idx" ON "_patches_v_version_changes" USING btree ("_order");
  CREATE INDEX "_patches_v_version_changes_parent_id_idx" ON "_patches_v_version_changes" USING btree ("_parent_id");
  CREATE INDEX "_patches_v_version_changes_hero_idx" ON "_patches_v_version_changes" USING btree ("hero_id");
  CREATE INDEX "_patches_v_version_changes_map_idx" ON "_patches_v_version_changes" USING btree ("map_id");
  CREATE INDEX "_patches_v_parent_idx" ON "_patches_v" USING btree ("parent_id");
  CREATE INDEX "_patches_v_version_version_version_idx" ON "_patches_v" USING btree ("version_version");
  CREATE INDEX "_patches_v_version_version_released_at_idx" ON "_patches_v" USING btree ("version_released_at");
  CREATE INDEX "_patches_v_version_version_updated_at_idx" ON "_patches_v" USING btree ("version_updated_at");
  CREATE INDEX "_patches_v_version_version_created_at_idx" ON "_patches_v" USING btree ("version_created_at");
  CREATE INDEX "_patches_v_version_version__status_idx" ON "_patches_v" USING btree ("version__status");
  CREATE INDEX "_patches_v_created_at_idx" ON "_patches_v" USING btree ("created_at");
  CREATE INDEX "_patches_v_updated_at_idx" ON "_patches_v" USING btree ("updated_at");
  CREATE INDEX "_patches_v_latest_idx" ON "_patches_v" USING btree ("latest");
  ALTER TABLE "maps" ADD CONSTRAINT "maps_verified_on_id_patches_id_fk" FOREIGN KEY ("verified_on_id") REFERENCES "public"."patches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maps" ADD CONSTRAINT "maps_verified_by_id_users_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "heroes" ADD CONSTRAINT "heroes_verified_on_id_patches_id_fk" FOREIGN KEY ("verified_on_id") REFERENCES "public"."patches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "heroes" ADD CONSTRAINT "heroes_verified_by_id_users_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_heroes_v" ADD CONSTRAINT "_heroes_v_version_verified_on_id_patches_id_fk" FOREIGN KEY ("version_verified_on_id") REFERENCES "public"."patches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_heroes_v" ADD CONSTRAINT "_heroes_v_version_verified_by_id_users_id_fk" FOREIGN KEY ("version_verified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_patches_fk" FOREIGN KEY ("patches_id") REFERENCES "public"."patches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "maps_verified_on_idx" ON "maps" USING btree ("verified_on_id");
  CREATE INDEX "maps_verified_by_idx" ON "maps" USING btree ("verified_by_id");
  CREATE INDEX "heroes_verified_on_idx" ON "heroes" USING btree ("verified_on_id");
  CREATE INDEX "heroes_verified_by_idx" ON "heroes" USING btree ("verified_by_id");
  CREATE INDEX "_heroes_v_version_version_verified_on_idx" ON "_heroes_v" USING btree ("version_verified_on_id");
  CREATE INDEX "_heroes_v_version_version_verified_by_idx" ON "_heroes_v" USING btree ("version_verified_by_id");
  CREATE INDEX "payload_locked_documents_rels_patches_id_idx" ON "payload_locked_documents_rels" USING btree ("patches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_maps_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "patches_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "patches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_patches_v_version_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_patches_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_maps_v" CASCADE;
  DROP TABLE "patches_changes" CASCADE;
  DROP TABLE "patches" CASCADE;
  DROP TABLE "_patches_v_version_changes" CASCADE;
  DROP TABLE "_patches_v" CASCADE;
  ALTER TABLE "maps" DROP CONSTRAINT "maps_verified_on_id_patches_id_fk";
  
  ALTER TABLE "maps" DROP CONSTRAINT "maps_verified_by_id_users_id_fk";
  
  ALTER TABLE "heroes" DROP CONSTRAINT "heroes_verified_on_id_patches_id_fk";
  
  ALTER TABLE "heroes" DROP CONSTRAINT "heroes_verified_by_id_users_id_fk";
  
  ALTER TABLE "_heroes_v" DROP CONSTRAINT "_heroes_v_version_verified_on_id_patches_id_fk";
  
  ALTER TABLE "_heroes_v" DROP CONSTRAINT "_heroes_v_version_verified_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_patches_fk";
  
  DROP INDEX "maps_verified_on_idx";
  DROP INDEX "maps_verified_by_idx";
  DROP INDEX "heroes_verified_on_idx";
  DROP INDEX "heroes_verified_by_idx";
  DROP INDEX "_heroes_v_version_version_verified_on_idx";
  DROP INDEX "_heroes_v_version_version_verified_by_idx";
  DROP INDEX "payload_locked_documents_rels_patches_id_idx";
  ALTER TABLE "maps" DROP COLUMN "added";
  ALTER TABLE "maps" DROP COLUMN "verified_on_id";
  ALTER TABLE "maps" DROP COLUMN "verified_by_id";
  ALTER TABLE "maps" DROP COLUMN "verified_at";
  ALTER TABLE "heroes" DROP COLUMN "verified_on_id";
  ALTER TABLE "heroes" DROP COLUMN "verified_by_id";
  ALTER TABLE "heroes" DROP COLUMN "verified_at";
  ALTER TABLE "_heroes_v" DROP COLUMN "version_verified_on_id";
  ALTER TABLE "_heroes_v" DROP COLUMN "version_verified_by_id";
  ALTER TABLE "_heroes_v" DROP COLUMN "version_verified_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "patches_id";
  DROP TYPE "public"."enum__maps_v_version_type";
  DROP TYPE "public"."enum_patches_changes_kind";
  DROP TYPE "public"."enum_patches_status";
  DROP TYPE "public"."enum__patches_v_version_changes_kind";
  DROP TYPE "public"."enum__patches_v_version_status";`)
}
