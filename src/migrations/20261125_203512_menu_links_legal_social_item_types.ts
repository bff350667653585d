import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_item_types" AS ENUM('car', 'caravan', 'motorcycle');
  CREATE TYPE "public"."enum_menus_items_children_link_route" AS ENUM('home', 'search-new-used-and-demo-cars', 'search-new-cars', 'search-used-cars', 'search-demo-cars', 'search-new-and-demo-cars', 'directory', 'models', 'special-offers', 'book-test-drive', 'finance', 'finance-enquiry', 'apply-for-finance', 'trade-in', 'sell-my-car', 'vehicle-parts-and-accessories', 'locations', 'contact', 'blog', 'careers', 'watchlist', 'complaint-handling', 'privacy-policy', 'terms-and-conditions');
  CREATE TYPE "public"."enum_menus_items_link_route" AS ENUM('home', 'search-new-used-and-demo-cars', 'search-new-cars', 'search-used-cars', 'search-demo-cars', 'search-new-and-demo-cars', 'directory', 'models', 'special-offers', 'book-test-drive', 'finance', 'finance-enquiry', 'apply-for-finance', 'trade-in', 'sell-my-car', 'vehicle-parts-and-accessories', 'locations', 'contact', 'blog', 'careers', 'watchlist', 'complaint-handling', 'privacy-policy', 'terms-and-conditions');
  -- The kinds are recreated rather than extended (ADD VALUE): a value added in this transaction could not be used below.
  ALTER TABLE "menus_items_children" ALTER COLUMN "link_kind" SET DATA TYPE text;
  ALTER TABLE "menus_items" ALTER COLUMN "link_kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_menus_items_children_link_kind";
  DROP TYPE "public"."enum_menus_items_link_kind";
  CREATE TYPE "public"."enum_menus_items_children_link_kind" AS ENUM('route', 'page', 'dealer-site', 'url');
  CREATE TYPE "public"."enum_menus_items_link_kind" AS ENUM('route', 'page', 'dealer-site', 'url');
  ALTER TABLE "menus_items_children" ALTER COLUMN "link_kind" SET DATA TYPE "public"."enum_menus_items_children_link_kind" USING "link_kind"::"public"."enum_menus_items_children_link_kind";
  ALTER TABLE "menus_items" ALTER COLUMN "link_kind" SET DATA TYPE "public"."enum_menus_items_link_kind" USING "link_kind"::"public"."enum_menus_items_link_kind";
  CREATE TABLE "tenants_settings_item_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tenants_settings_item_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "contact_legal_name" varchar;
  ALTER TABLE "tenants" ADD COLUMN "contact_abn" varchar;
  ALTER TABLE "tenants" ADD COLUMN "contact_youtube_url" varchar;
  ALTER TABLE "tenants" ADD COLUMN "contact_linkedin_url" varchar;
  ALTER TABLE "menus_items_children" ADD COLUMN "link_route" "enum_menus_items_children_link_route";
  ALTER TABLE "menus_items_children" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "menus_items" ADD COLUMN "link_route" "enum_menus_items_link_route";
  ALTER TABLE "menus_items" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "tenants_settings_item_types" ADD CONSTRAINT "tenants_settings_item_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_settings_item_types_order_idx" ON "tenants_settings_item_types" USING btree ("order");
  CREATE INDEX "tenants_settings_item_types_parent_idx" ON "tenants_settings_item_types" USING btree ("parent_id");
  ALTER TABLE "menus_items_children" ADD CONSTRAINT "menus_items_children_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "menus_items_children_link_link_page_idx" ON "menus_items_children" USING btree ("link_page_id");
  CREATE INDEX "menus_items_link_link_page_idx" ON "menus_items" USING btree ("link_page_id");
  -- Typed paths become chosen links: a platform route by its key, else the site's page at that address; a path neither answers stays a page link with no page, which the menu's link check lists.
  UPDATE "menus_items" SET "link_kind" = 'route', "link_route" = r.key::"enum_menus_items_link_route"
    FROM (VALUES ('home', '/'), ('search-new-used-and-demo-cars', '/search/new-used-and-demo-cars'), ('search-new-cars', '/search/new-cars'), ('search-used-cars', '/search/used-cars'), ('search-demo-cars', '/search/demo-cars'), ('search-new-and-demo-cars', '/search/new-and-demo-cars'), ('directory', '/directory'), ('models', '/models'), ('special-offers', '/special-offers'), ('book-test-drive', '/book-test-drive'), ('finance', '/finance'), ('finance-enquiry', '/finance-enquiry'), ('apply-for-finance', '/apply-for-finance'), ('trade-in', '/trade-in'), ('sell-my-car', '/sell-my-car'), ('vehicle-parts-and-accessories', '/vehicle-parts-and-accessories'), ('locations', '/locations'), ('contact', '/contact'), ('blog', '/blog'), ('careers', '/careers'), ('watchlist', '/watchlist'), ('complaint-handling', '/pages/complaint-handling'), ('privacy-policy', '/privacy-policy'), ('terms-and-conditions', '/terms-and-conditions')) AS r(key, path) WHERE "menus_items"."link_kind" = 'page' AND "menus_items"."link_path" = r.path;
  UPDATE "menus_items_children" SET "link_kind" = 'route', "link_route" = r.key::"enum_menus_items_children_link_route"
    FROM (VALUES ('home', '/'), ('search-new-used-and-demo-cars', '/search/new-used-and-demo-cars'), ('search-new-cars', '/search/new-cars'), ('search-used-cars', '/search/used-cars'), ('search-demo-cars', '/search/demo-cars'), ('search-new-and-demo-cars', '/search/new-and-demo-cars'), ('directory', '/directory'), ('models', '/models'), ('special-offers', '/special-offers'), ('book-test-drive', '/book-test-drive'), ('finance', '/finance'), ('finance-enquiry', '/finance-enquiry'), ('apply-for-finance', '/apply-for-finance'), ('trade-in', '/trade-in'), ('sell-my-car', '/sell-my-car'), ('vehicle-parts-and-accessories', '/vehicle-parts-and-accessories'), ('locations', '/locations'), ('contact', '/contact'), ('blog', '/blog'), ('careers', '/careers'), ('watchlist', '/watchlist'), ('complaint-handling', '/pages/complaint-handling'), ('privacy-policy', '/privacy-policy'), ('terms-and-conditions', '/terms-and-conditions')) AS r(key, path) WHERE "menus_items_children"."link_kind" = 'page' AND "menus_items_children"."link_path" = r.path;
  UPDATE "menus_items" SET "link_page_id" = p."id" FROM "menus" m, "pages" p
    WHERE "menus_items"."_parent_id" = m."id" AND p."tenant_id" = m."tenant_id" AND "menus_items"."link_kind" = 'page'
      AND "menus_items"."link_path" = CASE WHEN p."placement" = 'site' THEN '/' || p."slug" ELSE '/pages/' || p."slug" END;
  UPDATE "menus_items_children" SET "link_page_id" = p."id" FROM "menus_items" i, "menus" m, "pages" p
    WHERE "menus_items_children"."_parent_id" = i."id" AND i."_parent_id" = m."id" AND p."tenant_id" = m."tenant_id" AND "menus_items_children"."link_kind" = 'page'
      AND "menus_items_children"."link_path" = CASE WHEN p."placement" = 'site' THEN '/' || p."slug" ELSE '/pages/' || p."slug" END;
  ALTER TABLE "menus_items_children" DROP COLUMN "link_path";
  ALTER TABLE "menus_items" DROP COLUMN "link_path";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants_settings_item_types" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tenants_settings_item_types" CASCADE;
  ALTER TABLE "menus_items_children" DROP CONSTRAINT "menus_items_children_link_page_id_pages_id_fk";
  
  ALTER TABLE "menus_items" DROP CONSTRAINT "menus_items_link_page_id_pages_id_fk";
  
  ALTER TABLE "menus_items_children" ALTER COLUMN "link_kind" SET DATA TYPE text;
  UPDATE "menus_items_children" SET "link_kind" = 'page' WHERE "link_kind" = 'route';
  DROP TYPE "public"."enum_menus_items_children_link_kind";
  CREATE TYPE "public"."enum_menus_items_children_link_kind" AS ENUM('page', 'dealer-site', 'url');
  ALTER TABLE "menus_items_children" ALTER COLUMN "link_kind" SET DATA TYPE "public"."enum_menus_items_children_link_kind" USING "link_kind"::"public"."enum_menus_items_children_link_kind";
  ALTER TABLE "menus_items" ALTER COLUMN "link_kind" SET DATA TYPE text;
  UPDATE "menus_items" SET "link_kind" = 'page' WHERE "link_kind" = 'route';
  DROP TYPE "public"."enum_menus_items_link_kind";
  CREATE TYPE "public"."enum_menus_items_link_kind" AS ENUM('page', 'dealer-site', 'url');
  ALTER TABLE "menus_items" ALTER COLUMN "link_kind" SET DATA TYPE "public"."enum_menus_items_link_kind" USING "link_kind"::"public"."enum_menus_items_link_kind";
  DROP INDEX "menus_items_children_link_link_page_idx";
  DROP INDEX "menus_items_link_link_page_idx";
  ALTER TABLE "menus_items_children" ADD COLUMN "link_path" varchar;
  ALTER TABLE "menus_items" ADD COLUMN "link_path" varchar;
  ALTER TABLE "tenants" DROP COLUMN "contact_legal_name";
  ALTER TABLE "tenants" DROP COLUMN "contact_abn";
  ALTER TABLE "tenants" DROP COLUMN "contact_youtube_url";
  ALTER TABLE "tenants" DROP COLUMN "contact_linkedin_url";
  ALTER TABLE "menus_items_children" DROP COLUMN "link_route";
  ALTER TABLE "menus_items_children" DROP COLUMN "link_page_id";
  ALTER TABLE "menus_items" DROP COLUMN "link_route";
  ALTER TABLE "menus_items" DROP COLUMN "link_page_id";
  DROP TYPE "public"."enum_tenants_settings_item_types";
  DROP TYPE "public"."enum_menus_items_children_link_route";
  DROP TYPE "public"."enum_menus_items_link_route";`)
}
