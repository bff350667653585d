import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customer_leads_form" AS ENUM('enquiry', 'quick-enquiry', 'test-drive', 'make-an-offer', 'request-photos', 'general-enquiry', 'contact', 'offer-enquiry', 'finance-enquiry', 'careers-enquiry', 'trade-in');
  CREATE TYPE "public"."enum_customer_leads_delivery_status" AS ENUM('pending', 'delivered', 'retrying', 'failed');
  CREATE TABLE "customer_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"form" "enum_customer_leads_form" NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"car_id" varchar,
  	"stock_number" varchar,
  	"location_id" varchar,
  	"lead" jsonb NOT NULL,
  	"consent_opt_in" boolean,
  	"consent_opt_in_ticked_by_default" boolean,
  	"consent_terms_agreed" boolean,
  	"consent_opt_in_wording" varchar,
  	"consent_terms_wording" varchar,
  	"consent_wording_versions" varchar,
  	"consent_recorded_at" timestamp(3) with time zone,
  	"consent_ip_hash" varchar,
  	"consent_user_agent" varchar,
  	"idempotency_key" varchar,
  	"delivery_status" "enum_customer_leads_delivery_status" DEFAULT 'pending',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customer_leads_id" integer;
  ALTER TABLE "customer_leads" ADD CONSTRAINT "customer_leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customer_leads_tenant_idx" ON "customer_leads" USING btree ("tenant_id");
  CREATE INDEX "customer_leads_updated_at_idx" ON "customer_leads" USING btree ("updated_at");
  CREATE INDEX "customer_leads_created_at_idx" ON "customer_leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_leads_fk" FOREIGN KEY ("customer_leads_id") REFERENCES "public"."customer_leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customer_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_leads_id");`)
  // Ours, beyond the collection: a retried or double-clicked submission (same Idempotency-Key on the same site) is one lead.
  await db.execute(sql`CREATE UNIQUE INDEX "customer_leads_tenant_idempotency_key" ON "customer_leads" ("tenant_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customer_leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customer_leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customer_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_customer_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customer_leads_id";
  DROP TYPE "public"."enum_customer_leads_form";
  DROP TYPE "public"."enum_customer_leads_delivery_status";`)
}
