import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Phone reveals on car pages (car_id, dealership_id,
 * website_id). Written in bulk by anonymous shoppers and read as counts, so
 * a plain table of the stock module's kind rather than a Payload collection.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "phone_reveals" (
      "id" bigserial PRIMARY KEY,
      "site_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE CASCADE,
      "car_id" varchar NOT NULL,
      "dealership_id" integer,
      "revealed_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
    CREATE INDEX "phone_reveals_site_revealed_idx" ON "phone_reveals" ("site_id", "revealed_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "phone_reveals";`)
}
