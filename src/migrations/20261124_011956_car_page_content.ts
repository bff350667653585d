import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_car_page_content_whats_included_car_types" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_car_page_content_why_buy_from_us_car_types" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_car_page_content_protect_your_car_car_types" AS ENUM('new', 'used', 'demo');
  CREATE TABLE "car_page_content_whats_included_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_car_page_content_whats_included_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "car_page_content_whats_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "car_page_content_why_buy_from_us_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_car_page_content_why_buy_from_us_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "car_page_content_why_buy_from_us" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "car_page_content_protect_your_car_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_car_page_content_protect_your_car_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "car_page_content_protect_your_car" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "car_page_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"reserve_online_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "car_page_content_id" integer;
  ALTER TABLE "car_page_content_whats_included_car_types" ADD CONSTRAINT "car_page_content_whats_included_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."car_page_content_whats_included"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_page_content_whats_included" ADD CONSTRAINT "car_page_content_whats_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."car_page_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_page_content_why_buy_from_us_car_types" ADD CONSTRAINT "car_page_content_why_buy_from_us_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."car_page_content_why_buy_from_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_page_content_why_buy_from_us" ADD CONSTRAINT "car_page_content_why_buy_from_us_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."car_page_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_page_content_protect_your_car_car_types" ADD CONSTRAINT "car_page_content_protect_your_car_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."car_page_content_protect_your_car"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_page_content_protect_your_car" ADD CONSTRAINT "car_page_content_protect_your_car_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."car_page_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_page_content" ADD CONSTRAINT "car_page_content_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "car_page_content_whats_included_car_types_order_idx" ON "car_page_content_whats_included_car_types" USING btree ("order");
  CREATE INDEX "car_page_content_whats_included_car_types_parent_idx" ON "car_page_content_whats_included_car_types" USING btree ("parent_id");
  CREATE INDEX "car_page_content_whats_included_order_idx" ON "car_page_content_whats_included" USING btree ("_order");
  CREATE INDEX "car_page_content_whats_included_parent_id_idx" ON "car_page_content_whats_included" USING btree ("_parent_id");
  CREATE INDEX "car_page_content_why_buy_from_us_car_types_order_idx" ON "car_page_content_why_buy_from_us_car_types" USING btree ("order");
  CREATE INDEX "car_page_content_why_buy_from_us_car_types_parent_idx" ON "car_page_content_why_buy_from_us_car_types" USING btree ("parent_id");
  CREATE INDEX "car_page_content_why_buy_from_us_order_idx" ON "car_page_content_why_buy_from_us" USING btree ("_order");
  CREATE INDEX "car_page_content_why_buy_from_us_parent_id_idx" ON "car_page_content_why_buy_from_us" USING btree ("_parent_id");
  CREATE INDEX "car_page_content_protect_your_car_car_types_order_idx" ON "car_page_content_protect_your_car_car_types" USING btree ("order");
  CREATE INDEX "car_page_content_protect_your_car_car_types_parent_idx" ON "car_page_content_protect_your_car_car_types" USING btree ("parent_id");
  CREATE INDEX "car_page_content_protect_your_car_order_idx" ON "car_page_content_protect_your_car" USING btree ("_order");
  CREATE INDEX "car_page_content_protect_your_car_parent_id_idx" ON "car_page_content_protect_your_car" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "car_page_content_tenant_idx" ON "car_page_content" USING btree ("tenant_id");
  CREATE INDEX "car_page_content_updated_at_idx" ON "car_page_content" USING btree ("updated_at");
  CREATE INDEX "car_page_content_created_at_idx" ON "car_page_content" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_car_page_content_fk" FOREIGN KEY ("car_page_content_id") REFERENCES "public"."car_page_content"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_car_page_content_id_idx" ON "payload_locked_documents_rels" USING btree ("car_page_content_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "car_page_content_whats_included_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "car_page_content_whats_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "car_page_content_why_buy_from_us_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "car_page_content_why_buy_from_us" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "car_page_content_protect_your_car_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "car_page_content_protect_your_car" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "car_page_content" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "car_page_content_whats_included_car_types" CASCADE;
  DROP TABLE "car_page_content_whats_included" CASCADE;
  DROP TABLE "car_page_content_why_buy_from_us_car_types" CASCADE;
  DROP TABLE "car_page_content_why_buy_from_us" CASCADE;
  DROP TABLE "car_page_content_protect_your_car_car_types" CASCADE;
  DROP TABLE "car_page_content_protect_your_car" CASCADE;
  DROP TABLE "car_page_content" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_car_page_content_fk";
  
  DROP INDEX "payload_locked_documents_rels_car_page_content_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "car_page_content_id";
  DROP TYPE "public"."enum_car_page_content_whats_included_car_types";
  DROP TYPE "public"."enum_car_page_content_why_buy_from_us_car_types";
  DROP TYPE "public"."enum_car_page_content_protect_your_car_car_types";`)
}
