import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" ADD COLUMN "reply" varchar;
  ALTER TABLE "reviews" ADD COLUMN "import_key" varchar;
  ALTER TABLE "customer_leads" ADD COLUMN "attribution_source" varchar;
  ALTER TABLE "customer_leads" ADD COLUMN "attribution_category" varchar;
  ALTER TABLE "customer_leads" ADD COLUMN "attribution_page_id" varchar;
  ALTER TABLE "customer_leads" ADD COLUMN "attribution_manufacturer_slug" varchar;
  ALTER TABLE "customer_leads" ADD COLUMN "attribution_linked_query_params" jsonb;
  ALTER TABLE "customer_leads" ADD COLUMN "attribution_visited_pages" jsonb;
  CREATE UNIQUE INDEX "location_importKey_idx" ON "reviews" USING btree ("location_id","import_key");
  CREATE INDEX "customer_leads_attribution_attribution_source_idx" ON "customer_leads" USING btree ("attribution_source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "location_importKey_idx";
  DROP INDEX "customer_leads_attribution_attribution_source_idx";
  ALTER TABLE "reviews" DROP COLUMN "reply";
  ALTER TABLE "reviews" DROP COLUMN "import_key";
  ALTER TABLE "customer_leads" DROP COLUMN "attribution_source";
  ALTER TABLE "customer_leads" DROP COLUMN "attribution_category";
  ALTER TABLE "customer_leads" DROP COLUMN "attribution_page_id";
  ALTER TABLE "customer_leads" DROP COLUMN "attribution_manufacturer_slug";
  ALTER TABLE "customer_leads" DROP COLUMN "attribution_linked_query_params";
  ALTER TABLE "customer_leads" DROP COLUMN "attribution_visited_pages";`)
}
