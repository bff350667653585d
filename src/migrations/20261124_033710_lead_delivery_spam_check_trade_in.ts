import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customer_leads_delivery_log_channel" AS ENUM('email', 'webhook');
  CREATE TYPE "public"."enum_customer_leads_delivery_log_outcome" AS ENUM('sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLead' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweepUndeliveredLeads' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverLead' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweepUndeliveredLeads' BEFORE 'schedulePublish';
  CREATE TABLE "customer_leads_delivery_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"attempt" numeric NOT NULL,
  	"channel" "enum_customer_leads_delivery_log_channel" NOT NULL,
  	"outcome" "enum_customer_leads_delivery_log_outcome" NOT NULL,
  	"target" varchar,
  	"error" varchar
  );
  
  CREATE TABLE "lead_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"lead_id" integer,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"adf_attachment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "used_spam_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"signature" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"idempotency_key" varchar
  );
  
  ALTER TABLE "tenants" ADD COLUMN "settings_save_trade_in_valuations" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "used_spam_answers_id" integer;
  ALTER TABLE "customer_leads_delivery_log" ADD CONSTRAINT "customer_leads_delivery_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customer_leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_customer_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."customer_leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customer_leads_delivery_log_order_idx" ON "customer_leads_delivery_log" USING btree ("_order");
  CREATE INDEX "customer_leads_delivery_log_parent_id_idx" ON "customer_leads_delivery_log" USING btree ("_parent_id");
  CREATE INDEX "lead_outbox_tenant_idx" ON "lead_outbox" USING btree ("tenant_id");
  CREATE INDEX "lead_outbox_lead_idx" ON "lead_outbox" USING btree ("lead_id");
  CREATE INDEX "lead_outbox_updated_at_idx" ON "lead_outbox" USING btree ("updated_at");
  CREATE INDEX "lead_outbox_created_at_idx" ON "lead_outbox" USING btree ("created_at");
  CREATE UNIQUE INDEX "used_spam_answers_signature_idx" ON "used_spam_answers" USING btree ("signature");
  CREATE INDEX "used_spam_answers_expires_at_idx" ON "used_spam_answers" USING btree ("expires_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_outbox_fk" FOREIGN KEY ("lead_outbox_id") REFERENCES "public"."lead_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_used_spam_answers_fk" FOREIGN KEY ("used_spam_answers_id") REFERENCES "public"."used_spam_answers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customer_leads_delivery_status_idx" ON "customer_leads" USING btree ("delivery_status");
  CREATE INDEX "payload_locked_documents_rels_lead_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_used_spam_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("used_spam_answers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customer_leads_delivery_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "used_spam_answers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customer_leads_delivery_log" CASCADE;
  DROP TABLE "lead_outbox" CASCADE;
  DROP TABLE "used_spam_answers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_used_spam_answers_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'importStockFeeds', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'importStockFeeds', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "customer_leads_delivery_status_idx";
  DROP INDEX "payload_locked_documents_rels_lead_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_used_spam_answers_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "settings_save_trade_in_valuations";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "used_spam_answers_id";
  DROP TYPE "public"."enum_customer_leads_delivery_log_channel";
  DROP TYPE "public"."enum_customer_leads_delivery_log_outcome";`)
}
