import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_stock_feed_schedule" AS ENUM('off', 'every-15-minutes', 'hourly', 'daily');
  CREATE TYPE "public"."enum_tenants_settings_stock_feed_mode" AS ENUM('full', 'delta');
  CREATE TYPE "public"."enum_stock_imports_outcome" AS ENUM('succeeded', 'failed');
  CREATE TYPE "public"."enum_stock_imports_trigger" AS ENUM('command', 'schedule');
  CREATE TYPE "public"."enum_stock_imports_mode" AS ENUM('full', 'delta');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importStockFeeds' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importStockFeeds' BEFORE 'schedulePublish';
  CREATE TABLE "stock_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"summary" varchar,
  	"outcome" "enum_stock_imports_outcome",
  	"trigger" "enum_stock_imports_trigger",
  	"mode" "enum_stock_imports_mode",
  	"source" varchar,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"created" numeric,
  	"updated" numeric,
  	"unchanged" numeric,
  	"removed" numeric,
  	"rejected_count" numeric,
  	"rejected" jsonb,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "tenants" ADD COLUMN "settings_stock_feed_source" varchar;
  ALTER TABLE "tenants" ADD COLUMN "settings_stock_feed_schedule" "enum_tenants_settings_stock_feed_schedule";
  ALTER TABLE "tenants" ADD COLUMN "settings_stock_feed_mode" "enum_tenants_settings_stock_feed_mode";
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_imports_id" integer;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stock_imports_tenant_idx" ON "stock_imports" USING btree ("tenant_id");
  CREATE INDEX "stock_imports_updated_at_idx" ON "stock_imports" USING btree ("updated_at");
  CREATE INDEX "stock_imports_created_at_idx" ON "stock_imports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_imports_fk" FOREIGN KEY ("stock_imports_id") REFERENCES "public"."stock_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stock_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stock_imports" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_imports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_stock_imports_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "settings_stock_feed_source";
  ALTER TABLE "tenants" DROP COLUMN "settings_stock_feed_schedule";
  ALTER TABLE "tenants" DROP COLUMN "settings_stock_feed_mode";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_imports_id";
  DROP TYPE "public"."enum_tenants_settings_stock_feed_schedule";
  DROP TYPE "public"."enum_tenants_settings_stock_feed_mode";
  DROP TYPE "public"."enum_stock_imports_outcome";
  DROP TYPE "public"."enum_stock_imports_trigger";
  DROP TYPE "public"."enum_stock_imports_mode";`)
}
