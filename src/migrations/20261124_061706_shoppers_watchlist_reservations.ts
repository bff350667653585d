import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_settings_reserve_online_car_types" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('pending', 'held', 'confirmed', 'cancelled', 'expired', 'refunded', 'failed');
  CREATE TYPE "public"."enum_reservations_provider" AS ENUM('local', 'stripe');
  CREATE TYPE "public"."enum_local_payments_status" AS ENUM('open', 'paid', 'failed', 'refunded');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'releaseExpiredHolds' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'releaseExpiredHolds' BEFORE 'schedulePublish';
  CREATE TABLE "tenants_settings_reserve_online_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tenants_settings_reserve_online_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "shoppers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"last_signed_in_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shopper_sign_in_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shopper_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"shopper_id" integer NOT NULL,
  	"site_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "watchlist_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"shopper_id" integer NOT NULL,
  	"car_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_reservations_status" NOT NULL,
  	"held_until" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"car_id" varchar NOT NULL,
  	"car_slug" varchar,
  	"car_title" varchar,
  	"shopper_id" integer,
  	"email" varchar,
  	"phone" varchar,
  	"deposit_cents" numeric NOT NULL,
  	"provider" "enum_reservations_provider" NOT NULL,
  	"payment_id" varchar,
  	"reference" varchar NOT NULL,
  	"refund_id" varchar,
  	"history" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "local_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payment_id" varchar NOT NULL,
  	"reservation_id" varchar NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"description" varchar NOT NULL,
  	"return_url" varchar NOT NULL,
  	"cancel_url" varchar NOT NULL,
  	"status" "enum_local_payments_status" NOT NULL,
  	"refund_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shopper_sign_in_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shopper_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watchlist_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "local_payments_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "tenants_settings_reserve_online_car_types" ADD CONSTRAINT "tenants_settings_reserve_online_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_sign_in_codes" ADD CONSTRAINT "shopper_sign_in_codes_site_id_tenants_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_site_id_tenants_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tenants_settings_reserve_online_car_types_order_idx" ON "tenants_settings_reserve_online_car_types" USING btree ("order");
  CREATE INDEX "tenants_settings_reserve_online_car_types_parent_idx" ON "tenants_settings_reserve_online_car_types" USING btree ("parent_id");
  CREATE INDEX "shoppers_tenant_idx" ON "shoppers" USING btree ("tenant_id");
  CREATE INDEX "shoppers_email_idx" ON "shoppers" USING btree ("email");
  CREATE INDEX "shoppers_updated_at_idx" ON "shoppers" USING btree ("updated_at");
  CREATE INDEX "shoppers_created_at_idx" ON "shoppers" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_email_idx" ON "shoppers" USING btree ("tenant_id","email");
  CREATE INDEX "shopper_sign_in_codes_site_idx" ON "shopper_sign_in_codes" USING btree ("site_id");
  CREATE INDEX "shopper_sign_in_codes_updated_at_idx" ON "shopper_sign_in_codes" USING btree ("updated_at");
  CREATE INDEX "shopper_sign_in_codes_created_at_idx" ON "shopper_sign_in_codes" USING btree ("created_at");
  CREATE INDEX "site_email_idx" ON "shopper_sign_in_codes" USING btree ("site_id","email");
  CREATE UNIQUE INDEX "shopper_sessions_token_hash_idx" ON "shopper_sessions" USING btree ("token_hash");
  CREATE INDEX "shopper_sessions_shopper_idx" ON "shopper_sessions" USING btree ("shopper_id");
  CREATE INDEX "shopper_sessions_site_idx" ON "shopper_sessions" USING btree ("site_id");
  CREATE INDEX "shopper_sessions_expires_at_idx" ON "shopper_sessions" USING btree ("expires_at");
  CREATE INDEX "shopper_sessions_updated_at_idx" ON "shopper_sessions" USING btree ("updated_at");
  CREATE INDEX "shopper_sessions_created_at_idx" ON "shopper_sessions" USING btree ("created_at");
  CREATE INDEX "watchlist_entries_tenant_idx" ON "watchlist_entries" USING btree ("tenant_id");
  CREATE INDEX "watchlist_entries_shopper_idx" ON "watchlist_entries" USING btree ("shopper_id");
  CREATE INDEX "watchlist_entries_updated_at_idx" ON "watchlist_entries" USING btree ("updated_at");
  CREATE INDEX "watchlist_entries_created_at_idx" ON "watchlist_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "shopper_carId_idx" ON "watchlist_entries" USING btree ("shopper_id","car_id");
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_held_until_idx" ON "reservations" USING btree ("held_until");
  CREATE INDEX "reservations_car_id_idx" ON "reservations" USING btree ("car_id");
  CREATE INDEX "reservations_shopper_idx" ON "reservations" USING btree ("shopper_id");
  CREATE UNIQUE INDEX "reservations_payment_id_idx" ON "reservations" USING btree ("payment_id");
  CREATE UNIQUE INDEX "reservations_reference_idx" ON "reservations" USING btree ("reference");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  CREATE UNIQUE INDEX "local_payments_payment_id_idx" ON "local_payments" USING btree ("payment_id");
  CREATE INDEX "local_payments_updated_at_idx" ON "local_payments" USING btree ("updated_at");
  CREATE INDEX "local_payments_created_at_idx" ON "local_payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopper_sign_in_codes_fk" FOREIGN KEY ("shopper_sign_in_codes_id") REFERENCES "public"."shopper_sign_in_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopper_sessions_fk" FOREIGN KEY ("shopper_sessions_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watchlist_entries_fk" FOREIGN KEY ("watchlist_entries_id") REFERENCES "public"."watchlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_local_payments_fk" FOREIGN KEY ("local_payments_id") REFERENCES "public"."local_payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shoppers_id_idx" ON "payload_locked_documents_rels" USING btree ("shoppers_id");
  CREATE INDEX "payload_locked_documents_rels_shopper_sign_in_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("shopper_sign_in_codes_id");
  CREATE INDEX "payload_locked_documents_rels_shopper_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("shopper_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_watchlist_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("watchlist_entries_id");
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");
  CREATE INDEX "payload_locked_documents_rels_local_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("local_payments_id");
  CREATE INDEX "payload_preferences_rels_shoppers_id_idx" ON "payload_preferences_rels" USING btree ("shoppers_id");
  -- Written by hand: at most one hold (held or confirmed) per car of a site, whatever the timing of two payments (issue 7).
  CREATE UNIQUE INDEX "reservations_one_hold_per_car" ON "reservations" USING btree ("tenant_id", "car_id") WHERE "status" IN ('held', 'confirmed');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants_settings_reserve_online_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shoppers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopper_sign_in_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopper_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watchlist_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "local_payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tenants_settings_reserve_online_car_types" CASCADE;
  DROP TABLE "shoppers" CASCADE;
  DROP TABLE "shopper_sign_in_codes" CASCADE;
  DROP TABLE "shopper_sessions" CASCADE;
  DROP TABLE "watchlist_entries" CASCADE;
  DROP TABLE "reservations" CASCADE;
  DROP TABLE "local_payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shoppers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shopper_sign_in_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shopper_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watchlist_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_local_payments_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_shoppers_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'importStockFeeds', 'deliverLead', 'sweepUndeliveredLeads', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'importStockFeeds', 'deliverLead', 'sweepUndeliveredLeads', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_shoppers_id_idx";
  DROP INDEX "payload_locked_documents_rels_shopper_sign_in_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_shopper_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_watchlist_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  DROP INDEX "payload_locked_documents_rels_local_payments_id_idx";
  DROP INDEX "payload_preferences_rels_shoppers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shoppers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shopper_sign_in_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shopper_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watchlist_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "local_payments_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "shoppers_id";
  DROP TYPE "public"."enum_tenants_settings_reserve_online_car_types";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_reservations_provider";
  DROP TYPE "public"."enum_local_payments_status";`)
}
