import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promo_cards_display_conditions" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_promo_cards_position" AS ENUM('p4', 'p6', 'p8', 'p9', 'p17');
  CREATE TYPE "public"."enum_promo_cards_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promo_cards_v_version_display_conditions" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum__promo_cards_v_version_position" AS ENUM('p4', 'p6', 'p8', 'p9', 'p17');
  CREATE TYPE "public"."enum__promo_cards_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_menus_items_children_link_kind" AS ENUM('page', 'dealer-site', 'url');
  CREATE TYPE "public"."enum_menus_items_children_link_dealer_link" AS ENUM('service-booking', 'sell-my-car', 'dealer-stock', 'car-loan-calculator', 'used-car-finance-quotes');
  CREATE TYPE "public"."enum_menus_items_dropdown" AS ENUM('none', 'models', 'stock');
  CREATE TYPE "public"."enum_menus_items_link_kind" AS ENUM('page', 'dealer-site', 'url');
  CREATE TYPE "public"."enum_menus_items_link_dealer_link" AS ENUM('service-booking', 'sell-my-car', 'dealer-stock', 'car-loan-calculator', 'used-car-finance-quotes');
  CREATE TYPE "public"."enum_menus_placement" AS ENUM('header', 'footer');
  CREATE TYPE "public"."enum_pages_placement" AS ENUM('content', 'site');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_placement" AS ENUM('content', 'site');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_posts_category" AS ENUM('vehicleReviews', 'buyerAdvice', 'motoringTips', 'servicingInsights', 'adventures4x4xMore');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('vehicleReviews', 'buyerAdvice', 'motoringTips', 'servicingInsights', 'adventures4x4xMore');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_vehicle_reference_body_types_value" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TABLE "locations_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"location_id" integer NOT NULL,
  	"text" varchar,
  	"source" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promo_cards_display_conditions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_cards_display_conditions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"image_id" integer,
  	"alt" varchar,
  	"link" varchar,
  	"background" varchar,
  	"strict_display" boolean DEFAULT false,
  	"position" "enum_promo_cards_position",
  	"start_date" timestamp(3) with time zone,
  	"expiry_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_promo_cards_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_promo_cards_v_version_display_conditions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promo_cards_v_version_display_conditions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promo_cards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_image_id" integer,
  	"version_alt" varchar,
  	"version_link" varchar,
  	"version_background" varchar,
  	"version_strict_display" boolean DEFAULT false,
  	"version_position" "enum__promo_cards_v_version_position",
  	"version_start_date" timestamp(3) with time zone,
  	"version_expiry_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promo_cards_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "menus_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link_kind" "enum_menus_items_children_link_kind",
  	"link_path" varchar,
  	"link_dealer_link" "enum_menus_items_children_link_dealer_link",
  	"link_dealer_path" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean
  );
  
  CREATE TABLE "menus_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"dropdown" "enum_menus_items_dropdown" DEFAULT 'none',
  	"link_kind" "enum_menus_items_link_kind",
  	"link_path" varchar,
  	"link_dealer_link" "enum_menus_items_link_dealer_link",
  	"link_dealer_path" varchar,
  	"link_url" varchar,
  	"link_new_tab" boolean
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"placement" "enum_menus_placement" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"placement" "enum_pages_placement" DEFAULT 'content',
  	"description" varchar,
  	"hero_image_id" integer,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_placement" "enum__pages_v_version_placement" DEFAULT 'content',
  	"version_description" varchar,
  	"version_hero_image_id" integer,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_posts_category",
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"excerpt" varchar,
  	"hero_image_id" integer,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__posts_v_version_category",
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_excerpt" varchar,
  	"version_hero_image_id" integer,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_reference_makes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"popular" boolean DEFAULT false
  );
  
  CREATE TABLE "vehicle_reference_body_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" "enum_vehicle_reference_body_types_value" NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "vehicle_reference" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promo_cards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "menus_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "locations_team" ADD CONSTRAINT "locations_team_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_team" ADD CONSTRAINT "locations_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_cards_display_conditions" ADD CONSTRAINT "promo_cards_display_conditions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_cards_v_version_display_conditions" ADD CONSTRAINT "_promo_cards_v_version_display_conditions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promo_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_cards_v" ADD CONSTRAINT "_promo_cards_v_parent_id_promo_cards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_cards_v" ADD CONSTRAINT "_promo_cards_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_cards_v" ADD CONSTRAINT "_promo_cards_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items_children" ADD CONSTRAINT "menus_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicle_reference_makes" ADD CONSTRAINT "vehicle_reference_makes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicle_reference"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicle_reference_body_types" ADD CONSTRAINT "vehicle_reference_body_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicle_reference"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "locations_team_order_idx" ON "locations_team" USING btree ("_order");
  CREATE INDEX "locations_team_parent_id_idx" ON "locations_team" USING btree ("_parent_id");
  CREATE INDEX "locations_team_photo_idx" ON "locations_team" USING btree ("photo_id");
  CREATE INDEX "reviews_tenant_idx" ON "reviews" USING btree ("tenant_id");
  CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "promo_cards_display_conditions_order_idx" ON "promo_cards_display_conditions" USING btree ("order");
  CREATE INDEX "promo_cards_display_conditions_parent_idx" ON "promo_cards_display_conditions" USING btree ("parent_id");
  CREATE INDEX "promo_cards_tenant_idx" ON "promo_cards" USING btree ("tenant_id");
  CREATE INDEX "promo_cards_image_idx" ON "promo_cards" USING btree ("image_id");
  CREATE INDEX "promo_cards_updated_at_idx" ON "promo_cards" USING btree ("updated_at");
  CREATE INDEX "promo_cards_created_at_idx" ON "promo_cards" USING btree ("created_at");
  CREATE INDEX "promo_cards__status_idx" ON "promo_cards" USING btree ("_status");
  CREATE INDEX "_promo_cards_v_version_display_conditions_order_idx" ON "_promo_cards_v_version_display_conditions" USING btree ("order");
  CREATE INDEX "_promo_cards_v_version_display_conditions_parent_idx" ON "_promo_cards_v_version_display_conditions" USING btree ("parent_id");
  CREATE INDEX "_promo_cards_v_parent_idx" ON "_promo_cards_v" USING btree ("parent_id");
  CREATE INDEX "_promo_cards_v_version_version_tenant_idx" ON "_promo_cards_v" USING btree ("version_tenant_id");
  CREATE INDEX "_promo_cards_v_version_version_image_idx" ON "_promo_cards_v" USING btree ("version_image_id");
  CREATE INDEX "_promo_cards_v_version_version_updated_at_idx" ON "_promo_cards_v" USING btree ("version_updated_at");
  CREATE INDEX "_promo_cards_v_version_version_created_at_idx" ON "_promo_cards_v" USING btree ("version_created_at");
  CREATE INDEX "_promo_cards_v_version_version__status_idx" ON "_promo_cards_v" USING btree ("version__status");
  CREATE INDEX "_promo_cards_v_created_at_idx" ON "_promo_cards_v" USING btree ("created_at");
  CREATE INDEX "_promo_cards_v_updated_at_idx" ON "_promo_cards_v" USING btree ("updated_at");
  CREATE INDEX "_promo_cards_v_latest_idx" ON "_promo_cards_v" USING btree ("latest");
  CREATE INDEX "menus_items_children_order_idx" ON "menus_items_children" USING btree ("_order");
  CREATE INDEX "menus_items_children_parent_id_idx" ON "menus_items_children" USING btree ("_parent_id");
  CREATE INDEX "menus_items_order_idx" ON "menus_items" USING btree ("_order");
  CREATE INDEX "menus_items_parent_id_idx" ON "menus_items" USING btree ("_parent_id");
  CREATE INDEX "menus_tenant_idx" ON "menus" USING btree ("tenant_id");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_placement_idx" ON "menus" USING btree ("tenant_id","placement");
  CREATE INDEX "pages_tenant_idx" ON "pages" USING btree ("tenant_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_hero_image_idx" ON "pages" USING btree ("hero_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_placement_slug_idx" ON "pages" USING btree ("tenant_id","placement","slug");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_tenant_idx" ON "_pages_v" USING btree ("version_tenant_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_hero_image_idx" ON "_pages_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "version_tenant_version_placement_version_slug_idx" ON "_pages_v" USING btree ("version_tenant_id","version_placement","version_slug");
  CREATE INDEX "posts_tenant_idx" ON "posts" USING btree ("tenant_id");
  CREATE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_hero_image_idx" ON "posts" USING btree ("hero_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE UNIQUE INDEX "tenant_slug_3_idx" ON "posts" USING btree ("tenant_id","slug");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_tenant_idx" ON "_posts_v" USING btree ("version_tenant_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_hero_image_idx" ON "_posts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "version_tenant_version_slug_idx" ON "_posts_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "vehicle_reference_makes_order_idx" ON "vehicle_reference_makes" USING btree ("_order");
  CREATE INDEX "vehicle_reference_makes_parent_id_idx" ON "vehicle_reference_makes" USING btree ("_parent_id");
  CREATE INDEX "vehicle_reference_body_types_order_idx" ON "vehicle_reference_body_types" USING btree ("_order");
  CREATE INDEX "vehicle_reference_body_types_parent_id_idx" ON "vehicle_reference_body_types" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_cards_fk" FOREIGN KEY ("promo_cards_id") REFERENCES "public"."promo_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_promo_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_cards_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_cards_display_conditions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_cards_v_version_display_conditions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_cards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_reference_makes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_reference_body_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_reference" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "locations_team" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "promo_cards_display_conditions" CASCADE;
  DROP TABLE "promo_cards" CASCADE;
  DROP TABLE "_promo_cards_v_version_display_conditions" CASCADE;
  DROP TABLE "_promo_cards_v" CASCADE;
  DROP TABLE "menus_items_children" CASCADE;
  DROP TABLE "menus_items" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "vehicle_reference_makes" CASCADE;
  DROP TABLE "vehicle_reference_body_types" CASCADE;
  DROP TABLE "vehicle_reference" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promo_cards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_menus_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_promo_cards_id_idx";
  DROP INDEX "payload_locked_documents_rels_menus_id_idx";
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promo_cards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "menus_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  DROP TYPE "public"."enum_promo_cards_display_conditions";
  DROP TYPE "public"."enum_promo_cards_position";
  DROP TYPE "public"."enum_promo_cards_status";
  DROP TYPE "public"."enum__promo_cards_v_version_display_conditions";
  DROP TYPE "public"."enum__promo_cards_v_version_position";
  DROP TYPE "public"."enum__promo_cards_v_version_status";
  DROP TYPE "public"."enum_menus_items_children_link_kind";
  DROP TYPE "public"."enum_menus_items_children_link_dealer_link";
  DROP TYPE "public"."enum_menus_items_dropdown";
  DROP TYPE "public"."enum_menus_items_link_kind";
  DROP TYPE "public"."enum_menus_items_link_dealer_link";
  DROP TYPE "public"."enum_menus_placement";
  DROP TYPE "public"."enum_pages_placement";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_placement";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_vehicle_reference_body_types_value";`)
}
