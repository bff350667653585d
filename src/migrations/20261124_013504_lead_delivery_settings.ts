import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_lead_delivery_intake_department" AS ENUM('new', 'used', 'service', 'finance');
  CREATE TYPE "public"."enum_tenants_settings_lead_delivery_adf" AS ENUM('none', 'body', 'attachment');
  CREATE TABLE "tenants_settings_lead_delivery_intake" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"department" "enum_tenants_settings_lead_delivery_intake_department" NOT NULL,
  	"location_id_id" integer
  );
  
  ALTER TABLE "tenants" ADD COLUMN "settings_lead_delivery_adf" "enum_tenants_settings_lead_delivery_adf";
  ALTER TABLE "tenants" ADD COLUMN "settings_lead_delivery_webhook_url" varchar;
  ALTER TABLE "tenants" ADD COLUMN "settings_lead_delivery_webhook_secret" varchar;
  ALTER TABLE "tenants_settings_lead_delivery_intake" ADD CONSTRAINT "tenants_settings_lead_delivery_intake_location_id_id_locations_id_fk" FOREIGN KEY ("location_id_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenants_settings_lead_delivery_intake" ADD CONSTRAINT "tenants_settings_lead_delivery_intake_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_settings_lead_delivery_intake_order_idx" ON "tenants_settings_lead_delivery_intake" USING btree ("_order");
  CREATE INDEX "tenants_settings_lead_delivery_intake_parent_id_idx" ON "tenants_settings_lead_delivery_intake" USING btree ("_parent_id");
  CREATE INDEX "tenants_settings_lead_delivery_intake_location_id_idx" ON "tenants_settings_lead_delivery_intake" USING btree ("location_id_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_settings_lead_delivery_intake" CASCADE;
  ALTER TABLE "tenants" DROP COLUMN "settings_lead_delivery_adf";
  ALTER TABLE "tenants" DROP COLUMN "settings_lead_delivery_webhook_url";
  ALTER TABLE "tenants" DROP COLUMN "settings_lead_delivery_webhook_secret";
  DROP TYPE "public"."enum_tenants_settings_lead_delivery_intake_department";
  DROP TYPE "public"."enum_tenants_settings_lead_delivery_adf";`)
}
