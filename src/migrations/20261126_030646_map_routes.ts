import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_map_routes_kind" AS ENUM('flank', 'rotation', 'payload-path', 'escape');
  CREATE TABLE "map_routes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_id" integer NOT NULL,
  	"kind" "enum_map_routes_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"line" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "map_routes_id" integer;
  ALTER TABLE "map_routes" ADD CONSTRAINT "map_routes_section_id_map_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."map_sections"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "map_routes_section_idx" ON "map_routes" USING btree ("section_id");
  CREATE INDEX "map_routes_slug_idx" ON "map_routes" USING btree ("slug");
  CREATE INDEX "map_routes_updated_at_idx" ON "map_routes" USING btree ("updated_at");
  CREATE INDEX "map_routes_created_at_idx" ON "map_routes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_map_routes_fk" FOREIGN KEY ("map_routes_id") REFERENCES "public"."map_routes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_map_routes_id_idx" ON "payload_locked_documents_rels" USING btree ("map_routes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "map_routes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "map_routes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_map_routes_fk";
  
  DROP INDEX "payload_locked_documents_rels_map_routes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "map_routes_id";
  DROP TYPE "public"."enum_map_routes_kind";`)
}
