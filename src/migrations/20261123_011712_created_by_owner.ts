import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "created_by_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_created_by_id" integer;
  ALTER TABLE "media" ADD COLUMN "created_by_id" integer;
  ALTER TABLE "news" ADD CONSTRAINT "news_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_created_by_idx" ON "news" USING btree ("created_by_id");
  CREATE INDEX "_news_v_version_version_created_by_idx" ON "_news_v" USING btree ("version_created_by_id");
  CREATE INDEX "media_created_by_idx" ON "media" USING btree ("created_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP CONSTRAINT "news_created_by_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_created_by_id_users_id_fk";
  
  ALTER TABLE "media" DROP CONSTRAINT "media_created_by_id_users_id_fk";
  
  DROP INDEX "news_created_by_idx";
  DROP INDEX "_news_v_version_version_created_by_idx";
  DROP INDEX "media_created_by_idx";
  ALTER TABLE "news" DROP COLUMN "created_by_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_created_by_id";
  ALTER TABLE "media" DROP COLUMN "created_by_id";`)
}
