import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customer_leads_status" AS ENUM('new', 'contacted', 'appointment', 'sold', 'lost');
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"old_path" varchar NOT NULL,
  	"new_address" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "models" ALTER COLUMN "manufacturer" DROP DEFAULT;
  ALTER TABLE "tenants" ADD COLUMN "brand_locked" boolean DEFAULT false;
  ALTER TABLE "tenants" ADD COLUMN "marketing_google_tag_id" varchar;
  ALTER TABLE "tenants" ADD COLUMN "marketing_meta_pixel_id" varchar;
  ALTER TABLE "tenants" ADD COLUMN "marketing_ask_before_tracking" boolean DEFAULT true;
  ALTER TABLE "tenants" ADD COLUMN "marketing_share_image_id" integer;
  ALTER TABLE "customer_leads" ADD COLUMN "status" "enum_customer_leads_status" DEFAULT 'new';
  ALTER TABLE "customer_leads" ADD COLUMN "owner_id" integer;
  ALTER TABLE "customer_leads" ADD COLUMN "history" jsonb;
  ALTER TABLE "customer_leads" ADD COLUMN "owner_name" varchar;
  ALTER TABLE "customer_leads" ADD COLUMN "last_worked_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "redirects_tenant_idx" ON "redirects" USING btree ("tenant_id");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  ALTER TABLE "tenants" ADD CONSTRAINT "tenants_marketing_share_image_id_media_id_fk" FOREIGN KEY ("marketing_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_leads" ADD CONSTRAINT "customer_leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_marketing_marketing_share_image_idx" ON "tenants" USING btree ("marketing_share_image_id");
  CREATE INDEX "customer_leads_status_idx" ON "customer_leads" USING btree ("status");
  CREATE INDEX "customer_leads_owner_idx" ON "customer_leads" USING btree ("owner_id");
  CREATE INDEX "customer_leads_last_worked_at_idx" ON "customer_leads" USING btree ("last_worked_at");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  ALTER TABLE "tenants" DROP CONSTRAINT "tenants_marketing_share_image_id_media_id_fk";
  
  ALTER TABLE "customer_leads" DROP CONSTRAINT "customer_leads_owner_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "tenants_marketing_marketing_share_image_idx";
  DROP INDEX "customer_leads_status_idx";
  DROP INDEX "customer_leads_owner_idx";
  DROP INDEX "customer_leads_last_worked_at_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "models" ALTER COLUMN "manufacturer" SET DEFAULT 'Toyota';
  ALTER TABLE "tenants" DROP COLUMN "brand_locked";
  ALTER TABLE "tenants" DROP COLUMN "marketing_google_tag_id";
  ALTER TABLE "tenants" DROP COLUMN "marketing_meta_pixel_id";
  ALTER TABLE "tenants" DROP COLUMN "marketing_ask_before_tracking";
  ALTER TABLE "tenants" DROP COLUMN "marketing_share_image_id";
  ALTER TABLE "customer_leads" DROP COLUMN "status";
  ALTER TABLE "customer_leads" DROP COLUMN "owner_id";
  ALTER TABLE "customer_leads" DROP COLUMN "history";
  ALTER TABLE "customer_leads" DROP COLUMN "owner_name";
  ALTER TABLE "customer_leads" DROP COLUMN "last_worked_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_customer_leads_status";`)
}
