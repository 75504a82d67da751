import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tier_lists_entries_tier" AS ENUM('S', 'A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_tier_lists_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tier_lists_v_version_entries_tier" AS ENUM('S', 'A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum__tier_lists_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "tier_lists_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hero_id" integer,
  	"tier" "enum_tier_lists_entries_tier",
  	"reason" varchar
  );
  
  CREATE TABLE "tier_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"patch_id" integer,
  	"title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tier_lists_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_tier_lists_v_version_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_id" integer,
  	"tier" "enum__tier_lists_v_version_entries_tier",
  	"reason" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tier_lists_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_patch_id" integer,
  	"version_title" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tier_lists_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tier_lists_id" integer;
  ALTER TABLE "tier_lists_entries" ADD CONSTRAINT "tier_lists_entries_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tier_lists_entries" ADD CONSTRAINT "tier_lists_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tier_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tier_lists" ADD CONSTRAINT "tier_lists_patch_id_patches_id_fk" FOREIGN KEY ("patch_id") REFERENCES "public"."patches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tier_lists_v_version_entries" ADD CONSTRAINT "_tier_lists_v_version_entries_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tier_lists_v_version_entries" ADD CONSTRAINT "_tier_lists_v_version_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tier_lists_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tier_lists_v" ADD CONSTRAINT "_tier_lists_v_parent_id_tier_lists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tier_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tier_lists_v" ADD CONSTRAINT "_tier_lists_v_version_patch_id_patches_id_fk" FOREIGN KEY ("version_patch_id") REFERENCES "public"."patches"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tier_lists_entries_order_idx" ON "tier_lists_entries" USING btree ("_order");
  CREATE INDEX "tier_lists_entries_parent_id_idx" ON "tier_lists_entries" USING btree ("_parent_id");
  CREATE INDEX "tier_lists_entries_hero_idx" ON "tier_lists_entries" USING btree ("hero_id");
  CREATE UNIQUE INDEX "tier_lists_patch_idx" ON "tier_lists" USING btree ("patch_id");
  CREATE INDEX "tier_lists_updated_at_idx" ON "tier_lists" USING btree ("updated_at");
  CREATE INDEX "tier_lists_created_at_idx" ON "tier_lists" USING btree ("created_at");
  CREATE INDEX "tier_lists__status_idx" ON "tier_lists" USING btree ("_status");
  CREATE INDEX "_tier_lists_v_version_entries_order_idx" ON "_tier_lists_v_version_entries" USING btree ("_order");
  CREATE INDEX "_tier_lists_v_version_entries_parent_id_idx" ON "_tier_lists_v_version_entries" USING btree ("_parent_id");
  CREATE INDEX "_tier_lists_v_version_entries_hero_idx" ON "_tier_lists_v_version_entries" USING btree ("hero_id");
  CREATE INDEX "_tier_lists_v_parent_idx" ON "_tier_lists_v" USING btree ("parent_id");
  CREATE INDEX "_tier_lists_v_version_version_patch_idx" ON "_tier_lists_v" USING btree ("version_patch_id");
  CREATE INDEX "_tier_lists_v_version_version_updated_at_idx" ON "_tier_lists_v" USING btree ("version_updated_at");
  CREATE INDEX "_tier_lists_v_version_version_created_at_idx" ON "_tier_lists_v" USING btree ("version_created_at");
  CREATE INDEX "_tier_lists_v_version_version__status_idx" ON "_tier_lists_v" USING btree ("version__status");
  CREATE INDEX "_tier_lists_v_created_at_idx" ON "_tier_lists_v" USING btree ("created_at");
  CREATE INDEX "_tier_lists_v_updated_at_idx" ON "_tier_lists_v" USING btree ("updated_at");
  CREATE INDEX "_tier_lists_v_latest_idx" ON "_tier_lists_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tier_lists_fk" FOREIGN KEY ("tier_lists_id") REFERENCES "public"."tier_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tier_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("tier_lists_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tier_lists_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tier_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tier_lists_v_version_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tier_lists_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tier_lists_entries" CASCADE;
  DROP TABLE "tier_lists" CASCADE;
  DROP TABLE "_tier_lists_v_version_entries" CASCADE;
  DROP TABLE "_tier_lists_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tier_lists_fk";
  
  DROP INDEX "payload_locked_documents_rels_tier_lists_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tier_lists_id";
  DROP TYPE "public"."enum_tier_lists_entries_tier";
  DROP TYPE "public"."enum_tier_lists_status";
  DROP TYPE "public"."enum__tier_lists_v_version_entries_tier";
  DROP TYPE "public"."enum__tier_lists_v_version_status";`)
}
