import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Stock records, owned by the stock module (src/stock) rather than Payload:
 * imports write them in bulk and the search engine reads them, so they live
 * in plain tables. `data` holds the validated feed record with the spec's
 * snake_case names; the columns beside it are what imports and the engine
 * filter on. `stock_versions` counts changes per site, so every instance's
 * search index knows when to refresh.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "stock_vehicles" (
      "site_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
      "id" varchar NOT NULL,
      "slug" varchar NOT NULL,
      "dealership_id" integer,
      "location_id" integer,
      "car_type" varchar NOT NULL,
      "status" varchar NOT NULL,
      "show_on_dealer_website" boolean NOT NULL DEFAULT true,
      "sold_at" timestamp(3) with time zone,
      "data" jsonb NOT NULL,
      "content_hash" varchar NOT NULL,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "updated_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      PRIMARY KEY ("site_id", "id")
    );
    CREATE UNIQUE INDEX "stock_vehicles_site_slug_idx" ON "stock_vehicles" ("site_id", "slug");
    CREATE INDEX "stock_vehicles_site_updated_idx" ON "stock_vehicles" ("site_id", "updated_at");
    CREATE TABLE "stock_versions" (
      "site_id" integer PRIMARY KEY REFERENCES "tenants"("id") ON DELETE CASCADE,
      "version" bigint NOT NULL DEFAULT 0,
      "changed_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "stock_versions";
    DROP TABLE "stock_vehicles";
  `)
}
