import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "map_callouts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"polygon" jsonb,
  	"label_lat" numeric,
  	"label_lng" numeric,
  	"label_computed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "map_callouts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "map_callouts_id" integer;
  ALTER TABLE "map_callouts" ADD CONSTRAINT "map_callouts_section_id_map_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."map_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map_callouts_texts" ADD CONSTRAINT "map_callouts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."map_callouts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "map_callouts_section_idx" ON "map_callouts" USING btree ("section_id");
  CREATE INDEX "map_callouts_slug_idx" ON "map_callouts" USING btree ("slug");
  CREATE INDEX "map_callouts_updated_at_idx" ON "map_callouts" USING btree ("updated_at");
  CREATE INDEX "map_callouts_created_at_idx" ON "map_callouts" USING btree ("created_at");
  CREATE INDEX "map_callouts_texts_order_parent" ON "map_callouts_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_map_callouts_fk" FOREIGN KEY ("map_callouts_id") REFERENCES "public"."map_callouts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_map_callouts_id_idx" ON "payload_locked_documents_rels" USING btree ("map_callouts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "map_callouts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "map_callouts_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "map_callouts" CASCADE;
  DROP TABLE "map_callouts_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_map_callouts_fk";
  
  DROP INDEX "payload_locked_documents_rels_map_callouts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "map_callouts_id";`)
}
