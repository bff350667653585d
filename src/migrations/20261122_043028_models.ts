import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_models_categories" AS ENUM('hatch_and_sedans', 'suvs_and_4wds', 'utes_and_vans', 'gr_and_performance', 'electrified', 'discontinued', 'upcoming');
  CREATE TYPE "public"."enum_models_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum_models_status" AS ENUM('coming_soon', 'new');
  CREATE TABLE "models_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_models_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "models_accessories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"part_number" varchar,
  	"price" numeric
  );
  
  CREATE TABLE "models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"manufacturer" varchar DEFAULT 'Toyota' NOT NULL,
  	"description" varchar,
  	"body" "enum_models_body",
  	"status" "enum_models_status",
  	"fuel" varchar,
  	"image_id" integer,
  	"override_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "sizes_model_tile_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_model_tile_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_model_tile_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_model_tile_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_model_tile_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_model_tile_filename" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "models_id" integer;
  ALTER TABLE "models_categories" ADD CONSTRAINT "models_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_accessories" ADD CONSTRAINT "models_accessories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "models_categories_order_idx" ON "models_categories" USING btree ("order");
  CREATE INDEX "models_categories_parent_idx" ON "models_categories" USING btree ("parent_id");
  CREATE INDEX "models_accessories_order_idx" ON "models_accessories" USING btree ("_order");
  CREATE INDEX "models_accessories_parent_id_idx" ON "models_accessories" USING btree ("_parent_id");
  CREATE INDEX "models_tenant_idx" ON "models" USING btree ("tenant_id");
  CREATE INDEX "models_slug_idx" ON "models" USING btree ("slug");
  CREATE INDEX "models_image_idx" ON "models" USING btree ("image_id");
  CREATE INDEX "models_updated_at_idx" ON "models" USING btree ("updated_at");
  CREATE INDEX "models_created_at_idx" ON "models" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_2_idx" ON "models" USING btree ("tenant_id","slug");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_models_fk" FOREIGN KEY ("models_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_sizes_model_tile_sizes_model_tile_filename_idx" ON "media" USING btree ("sizes_model_tile_filename");
  CREATE INDEX "payload_locked_documents_rels_models_id_idx" ON "payload_locked_documents_rels" USING btree ("models_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "models_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "models_accessories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "models" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "models_categories" CASCADE;
  DROP TABLE "models_accessories" CASCADE;
  DROP TABLE "models" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_models_fk";
  
  DROP INDEX "media_sizes_model_tile_sizes_model_tile_filename_idx";
  DROP INDEX "payload_locked_documents_rels_models_id_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_model_tile_url";
  ALTER TABLE "media" DROP COLUMN "sizes_model_tile_width";
  ALTER TABLE "media" DROP COLUMN "sizes_model_tile_height";
  ALTER TABLE "media" DROP COLUMN "sizes_model_tile_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_model_tile_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_model_tile_filename";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "models_id";
  DROP TYPE "public"."enum_models_categories";
  DROP TYPE "public"."enum_models_body";
  DROP TYPE "public"."enum_models_status";`)
}
