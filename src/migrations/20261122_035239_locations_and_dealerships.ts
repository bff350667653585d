import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_locations_special_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_special_hours_department" AS ENUM('all', 'sales', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_location_type" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_address_state" AS ENUM('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT');
  CREATE TYPE "public"."enum_locations_opening_hours_monday_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_opening_hours_tuesday_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_opening_hours_wednesday_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_opening_hours_thursday_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_opening_hours_friday_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_opening_hours_saturday_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_opening_hours_sunday_status" AS ENUM('Open', 'Closed');
  CREATE TABLE "dealerships_review_profiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"review_url" varchar NOT NULL
  );
  
  CREATE TABLE "dealerships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"external_id" numeric,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"contact_facebook_url" varchar,
  	"contact_instagram_url" varchar,
  	"contact_complaints_contact" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealerships_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "locations_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_locations_special_hours_status" DEFAULT 'Closed',
  	"open" varchar,
  	"close" varchar,
  	"department" "enum_locations_special_hours_department" DEFAULT 'all'
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"external_id" numeric,
  	"location_type" "enum_locations_location_type" DEFAULT 'sales',
  	"primary" boolean DEFAULT false,
  	"visible" boolean DEFAULT true,
  	"show" boolean DEFAULT true,
  	"enquire_now_on_weekends" boolean DEFAULT false,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" "enum_locations_address_state",
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_long" numeric,
  	"address_place_url" varchar,
  	"address_place_id" varchar,
  	"contact_phone" varchar,
  	"contact_landline_phone" varchar,
  	"contact_email" varchar,
  	"contact_youtube_url" varchar,
  	"contact_linkedin_url" varchar,
  	"dealer_licence_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"image_id" integer,
  	"average_rating" numeric,
  	"review_count" numeric,
  	"opening_hours_monday_status" "enum_locations_opening_hours_monday_status" DEFAULT 'Closed',
  	"opening_hours_monday_open" varchar,
  	"opening_hours_monday_close" varchar,
  	"opening_hours_tuesday_status" "enum_locations_opening_hours_tuesday_status" DEFAULT 'Closed',
  	"opening_hours_tuesday_open" varchar,
  	"opening_hours_tuesday_close" varchar,
  	"opening_hours_wednesday_status" "enum_locations_opening_hours_wednesday_status" DEFAULT 'Closed',
  	"opening_hours_wednesday_open" varchar,
  	"opening_hours_wednesday_close" varchar,
  	"opening_hours_thursday_status" "enum_locations_opening_hours_thursday_status" DEFAULT 'Closed',
  	"opening_hours_thursday_open" varchar,
  	"opening_hours_thursday_close" varchar,
  	"opening_hours_friday_status" "enum_locations_opening_hours_friday_status" DEFAULT 'Closed',
  	"opening_hours_friday_open" varchar,
  	"opening_hours_friday_close" varchar,
  	"opening_hours_saturday_status" "enum_locations_opening_hours_saturday_status" DEFAULT 'Closed',
  	"opening_hours_saturday_open" varchar,
  	"opening_hours_saturday_close" varchar,
  	"opening_hours_sunday_status" "enum_locations_opening_hours_sunday_status" DEFAULT 'Closed',
  	"opening_hours_sunday_open" varchar,
  	"opening_hours_sunday_close" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealerships_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "dealerships_review_profiles" ADD CONSTRAINT "dealerships_review_profiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships_texts" ADD CONSTRAINT "dealerships_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_special_hours" ADD CONSTRAINT "locations_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_texts" ADD CONSTRAINT "locations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dealerships_review_profiles_order_idx" ON "dealerships_review_profiles" USING btree ("_order");
  CREATE INDEX "dealerships_review_profiles_parent_id_idx" ON "dealerships_review_profiles" USING btree ("_parent_id");
  CREATE INDEX "dealerships_tenant_idx" ON "dealerships" USING btree ("tenant_id");
  CREATE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "dealerships_updated_at_idx" ON "dealerships" USING btree ("updated_at");
  CREATE INDEX "dealerships_created_at_idx" ON "dealerships" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_idx" ON "dealerships" USING btree ("tenant_id","slug");
  CREATE INDEX "dealerships_texts_order_parent" ON "dealerships_texts" USING btree ("order","parent_id");
  CREATE INDEX "locations_special_hours_order_idx" ON "locations_special_hours" USING btree ("_order");
  CREATE INDEX "locations_special_hours_parent_id_idx" ON "locations_special_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_tenant_idx" ON "locations" USING btree ("tenant_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_1_idx" ON "locations" USING btree ("tenant_id","slug");
  CREATE INDEX "locations_texts_order_parent" ON "locations_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dealerships_id_idx" ON "payload_locked_documents_rels" USING btree ("dealerships_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships_review_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealerships" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealerships_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_special_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dealerships_review_profiles" CASCADE;
  DROP TABLE "dealerships" CASCADE;
  DROP TABLE "dealerships_texts" CASCADE;
  DROP TABLE "locations_special_hours" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealerships_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locations_fk";
  
  DROP INDEX "payload_locked_documents_rels_dealerships_id_idx";
  DROP INDEX "payload_locked_documents_rels_locations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealerships_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "locations_id";
  DROP TYPE "public"."enum_locations_special_hours_status";
  DROP TYPE "public"."enum_locations_special_hours_department";
  DROP TYPE "public"."enum_locations_location_type";
  DROP TYPE "public"."enum_locations_address_state";
  DROP TYPE "public"."enum_locations_opening_hours_monday_status";
  DROP TYPE "public"."enum_locations_opening_hours_tuesday_status";
  DROP TYPE "public"."enum_locations_opening_hours_wednesday_status";
  DROP TYPE "public"."enum_locations_opening_hours_thursday_status";
  DROP TYPE "public"."enum_locations_opening_hours_friday_status";
  DROP TYPE "public"."enum_locations_opening_hours_saturday_status";
  DROP TYPE "public"."enum_locations_opening_hours_sunday_status";`)
}
