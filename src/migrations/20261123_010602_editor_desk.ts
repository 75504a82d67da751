import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "heroes_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_heroes_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "news" ADD COLUMN "slug" varchar;
  ALTER TABLE "news" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "news" ADD COLUMN "cover_id" integer;
  ALTER TABLE "news" ADD COLUMN "author_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_slug" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_excerpt" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_cover_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "heroes_texts" ADD CONSTRAINT "heroes_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_heroes_v_texts" ADD CONSTRAINT "_heroes_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_heroes_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "heroes_texts_order_parent" ON "heroes_texts" USING btree ("order","parent_id");
  CREATE INDEX "_heroes_v_texts_order_parent" ON "_heroes_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "news" ADD CONSTRAINT "news_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_cover_idx" ON "news" USING btree ("cover_id");
  CREATE INDEX "news_author_idx" ON "news" USING btree ("author_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_cover_idx" ON "_news_v" USING btree ("version_cover_id");
  CREATE INDEX "_news_v_version_version_author_idx" ON "_news_v" USING btree ("version_author_id");`)

  // Each hero's variants, from the variants its abilities already use (in ability order); a hero without
  // abilities has one form, its own slug. The hero's latest version gets the same list.
  await db.execute(sql`
  INSERT INTO "heroes_texts" ("order", "parent_id", "path", "text")
  SELECT row_number() OVER (PARTITION BY v.hero_id ORDER BY v.first_order, v.variant), v.hero_id, 'variants', v.variant
  FROM (
    SELECT "hero_id", "variant", min(coalesce("order", 0) * 100000 + "id") AS first_order
    FROM "hero_abilities" WHERE "hero_id" IS NOT NULL AND "variant" IS NOT NULL AND "variant" <> ''
    GROUP BY "hero_id", "variant"
  ) v;

  INSERT INTO "heroes_texts" ("order", "parent_id", "path", "text")
  SELECT 1, h."id", 'variants', h."slug" FROM "heroes" h
  WHERE h."slug" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "heroes_texts" t WHERE t."parent_id" = h."id");

  INSERT INTO "_heroes_v_texts" ("order", "parent_id", "path", "text")
  SELECT t."order", v."id", t."path", t."text"
  FROM "_heroes_v" v JOIN "heroes_texts" t ON t."parent_id" = v."parent_id"
  WHERE v."latest" = true;`)

  // News entries get a slug from their title, as src/rules/slugs.ts makes it; a repeated title gets its id.
  await db.execute(sql`
  UPDATE "news" SET "slug" = nullif(trim(both '-' from regexp_replace(
    regexp_replace(replace(lower("title"), '&', ' '), '[''’]', '', 'g'), '[^a-z0-9]+', '-', 'g')), '')
  WHERE "slug" IS NULL;

  UPDATE "news" n SET "slug" = coalesce(n."slug", 'news') || '-' || n."id"
  WHERE n."slug" IS NULL OR EXISTS (SELECT 1 FROM "news" o WHERE o."slug" = n."slug" AND o."id" < n."id");

  UPDATE "_news_v" v SET "version_slug" = n."slug" FROM "news" n WHERE v."parent_id" = n."id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "heroes_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_heroes_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "heroes_texts" CASCADE;
  DROP TABLE "_heroes_v_texts" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_cover_id_media_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_author_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_cover_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_author_id_users_id_fk";
  
  DROP INDEX "news_slug_idx";
  DROP INDEX "news_cover_idx";
  DROP INDEX "news_author_idx";
  DROP INDEX "_news_v_version_version_slug_idx";
  DROP INDEX "_news_v_version_version_cover_idx";
  DROP INDEX "_news_v_version_version_author_idx";
  ALTER TABLE "news" DROP COLUMN "slug";
  ALTER TABLE "news" DROP COLUMN "excerpt";
  ALTER TABLE "news" DROP COLUMN "cover_id";
  ALTER TABLE "news" DROP COLUMN "author_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_slug";
  ALTER TABLE "_news_v" DROP COLUMN "version_excerpt";
  ALTER TABLE "_news_v" DROP COLUMN "version_cover_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_author_id";`)
}
