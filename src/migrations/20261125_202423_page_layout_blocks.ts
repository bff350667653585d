import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_image_banner_slides_overlay" AS ENUM('light', 'medium', 'strong');
  CREATE TYPE "public"."enum_pages_blocks_stock_carousel_search_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_pages_blocks_stock_carousel_search_item_type" AS ENUM('car', 'caravan', 'motorcycle');
  CREATE TYPE "public"."enum_pages_blocks_stock_carousel_search_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum_pages_blocks_stock_carousel_search_sort" AS ENUM('relevance', 'newest', 'price_asc', 'price_desc', 'km_asc', 'year_desc');
  CREATE TYPE "public"."enum_pages_blocks_offers_mode" AS ENUM('latest', 'chosen');
  CREATE TYPE "public"."enum_pages_blocks_locations_display" AS ENUM('carousel', 'grid', 'map');
  CREATE TYPE "public"."enum_pages_blocks_why_choose_us_items_icon" AS ENUM('check', 'car', 'tag', 'phone', 'clock', 'location', 'calendar', 'search', 'heart', 'mail');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_actions_icon" AS ENUM('check', 'car', 'tag', 'phone', 'clock', 'location', 'calendar', 'search', 'heart', 'mail');
  CREATE TYPE "public"."enum__pages_v_blocks_image_banner_slides_overlay" AS ENUM('light', 'medium', 'strong');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_carousel_search_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_carousel_search_item_type" AS ENUM('car', 'caravan', 'motorcycle');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_carousel_search_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum__pages_v_blocks_stock_carousel_search_sort" AS ENUM('relevance', 'newest', 'price_asc', 'price_desc', 'km_asc', 'year_desc');
  CREATE TYPE "public"."enum__pages_v_blocks_offers_mode" AS ENUM('latest', 'chosen');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_display" AS ENUM('carousel', 'grid', 'map');
  CREATE TYPE "public"."enum__pages_v_blocks_why_choose_us_items_icon" AS ENUM('check', 'car', 'tag', 'phone', 'clock', 'location', 'calendar', 'search', 'heart', 'mail');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_actions_icon" AS ENUM('check', 'car', 'tag', 'phone', 'clock', 'location', 'calendar', 'search', 'heart', 'mail');
  ALTER TYPE "public"."enum_pages_placement" ADD VALUE 'home';
  ALTER TYPE "public"."enum__pages_v_version_placement" ADD VALUE 'home';
  CREATE TABLE "pages_blocks_image_banner_slides_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_image_banner_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"subtitle" varchar,
  	"overlay" "enum_pages_blocks_image_banner_slides_overlay" DEFAULT 'medium'
  );
  
  CREATE TABLE "pages_blocks_image_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quick_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find your next car',
  	"show_tiles" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stock_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest arrivals',
  	"search_car_type" "enum_pages_blocks_stock_carousel_search_car_type",
  	"search_item_type" "enum_pages_blocks_stock_carousel_search_item_type",
  	"search_make" varchar,
  	"search_body" "enum_pages_blocks_stock_carousel_search_body",
  	"search_tag" varchar,
  	"search_price_min" numeric,
  	"search_price_max" numeric,
  	"search_sort" "enum_pages_blocks_stock_carousel_search_sort" DEFAULT 'relevance',
  	"search_new_arrivals" boolean,
  	"count" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Special offers',
  	"mode" "enum_pages_blocks_offers_mode" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"display" "enum_pages_blocks_locations_display" DEFAULT 'carousel',
  	"location_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_models_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Explore our range',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_why_choose_us_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_why_choose_us_items_icon" DEFAULT 'check',
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_why_choose_us" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Why choose us',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_pages_blocks_call_to_action_actions_icon" DEFAULT 'check',
  	"text" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'How we can help',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'From our blog',
  	"count" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"offers_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_image_banner_slides_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_banner_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"subtitle" varchar,
  	"overlay" "enum__pages_v_blocks_image_banner_slides_overlay" DEFAULT 'medium',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quick_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find your next car',
  	"show_tiles" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stock_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest arrivals',
  	"search_car_type" "enum__pages_v_blocks_stock_carousel_search_car_type",
  	"search_item_type" "enum__pages_v_blocks_stock_carousel_search_item_type",
  	"search_make" varchar,
  	"search_body" "enum__pages_v_blocks_stock_carousel_search_body",
  	"search_tag" varchar,
  	"search_price_min" numeric,
  	"search_price_max" numeric,
  	"search_sort" "enum__pages_v_blocks_stock_carousel_search_sort" DEFAULT 'relevance',
  	"search_new_arrivals" boolean,
  	"count" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Special offers',
  	"mode" "enum__pages_v_blocks_offers_mode" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"display" "enum__pages_v_blocks_locations_display" DEFAULT 'carousel',
  	"location_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_models_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Explore our range',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_why_choose_us_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_why_choose_us_items_icon" DEFAULT 'check',
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_why_choose_us" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Why choose us',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__pages_v_blocks_call_to_action_actions_icon" DEFAULT 'check',
  	"text" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'How we can help',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_latest_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'From our blog',
  	"count" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"offers_id" integer
  );
  
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "pages_blocks_image_banner_slides_buttons" ADD CONSTRAINT "pages_blocks_image_banner_slides_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_banner_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_banner_slides" ADD CONSTRAINT "pages_blocks_image_banner_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_banner_slides" ADD CONSTRAINT "pages_blocks_image_banner_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_banner" ADD CONSTRAINT "pages_blocks_image_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quick_search" ADD CONSTRAINT "pages_blocks_quick_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stock_carousel" ADD CONSTRAINT "pages_blocks_stock_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offers" ADD CONSTRAINT "pages_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_models_grid" ADD CONSTRAINT "pages_blocks_models_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews" ADD CONSTRAINT "pages_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_why_choose_us_items" ADD CONSTRAINT "pages_blocks_why_choose_us_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_why_choose_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_why_choose_us" ADD CONSTRAINT "pages_blocks_why_choose_us_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_actions" ADD CONSTRAINT "pages_blocks_call_to_action_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_latest_posts" ADD CONSTRAINT "pages_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_banner_slides_buttons" ADD CONSTRAINT "_pages_v_blocks_image_banner_slides_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_banner_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_banner_slides" ADD CONSTRAINT "_pages_v_blocks_image_banner_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_banner_slides" ADD CONSTRAINT "_pages_v_blocks_image_banner_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_banner" ADD CONSTRAINT "_pages_v_blocks_image_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quick_search" ADD CONSTRAINT "_pages_v_blocks_quick_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stock_carousel" ADD CONSTRAINT "_pages_v_blocks_stock_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offers" ADD CONSTRAINT "_pages_v_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_models_grid" ADD CONSTRAINT "_pages_v_blocks_models_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews" ADD CONSTRAINT "_pages_v_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_why_choose_us_items" ADD CONSTRAINT "_pages_v_blocks_why_choose_us_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_why_choose_us"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_why_choose_us" ADD CONSTRAINT "_pages_v_blocks_why_choose_us_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" ADD CONSTRAINT "_pages_v_blocks_call_to_action_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_latest_posts" ADD CONSTRAINT "_pages_v_blocks_latest_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_image_banner_slides_buttons_order_idx" ON "pages_blocks_image_banner_slides_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_banner_slides_buttons_parent_id_idx" ON "pages_blocks_image_banner_slides_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_banner_slides_order_idx" ON "pages_blocks_image_banner_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_banner_slides_parent_id_idx" ON "pages_blocks_image_banner_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_banner_slides_image_idx" ON "pages_blocks_image_banner_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_banner_order_idx" ON "pages_blocks_image_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_banner_parent_id_idx" ON "pages_blocks_image_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_banner_path_idx" ON "pages_blocks_image_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_quick_search_order_idx" ON "pages_blocks_quick_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_quick_search_parent_id_idx" ON "pages_blocks_quick_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quick_search_path_idx" ON "pages_blocks_quick_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_stock_carousel_order_idx" ON "pages_blocks_stock_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_stock_carousel_parent_id_idx" ON "pages_blocks_stock_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stock_carousel_path_idx" ON "pages_blocks_stock_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_offers_order_idx" ON "pages_blocks_offers" USING btree ("_order");
  CREATE INDEX "pages_blocks_offers_parent_id_idx" ON "pages_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offers_path_idx" ON "pages_blocks_offers" USING btree ("_path");
  CREATE INDEX "pages_blocks_locations_order_idx" ON "pages_blocks_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_parent_id_idx" ON "pages_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_path_idx" ON "pages_blocks_locations" USING btree ("_path");
  CREATE INDEX "pages_blocks_locations_location_idx" ON "pages_blocks_locations" USING btree ("location_id");
  CREATE INDEX "pages_blocks_models_grid_order_idx" ON "pages_blocks_models_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_models_grid_parent_id_idx" ON "pages_blocks_models_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_models_grid_path_idx" ON "pages_blocks_models_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_reviews_order_idx" ON "pages_blocks_reviews" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_parent_id_idx" ON "pages_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_path_idx" ON "pages_blocks_reviews" USING btree ("_path");
  CREATE INDEX "pages_blocks_why_choose_us_items_order_idx" ON "pages_blocks_why_choose_us_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_why_choose_us_items_parent_id_idx" ON "pages_blocks_why_choose_us_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_why_choose_us_order_idx" ON "pages_blocks_why_choose_us" USING btree ("_order");
  CREATE INDEX "pages_blocks_why_choose_us_parent_id_idx" ON "pages_blocks_why_choose_us" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_why_choose_us_path_idx" ON "pages_blocks_why_choose_us" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_actions_order_idx" ON "pages_blocks_call_to_action_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_actions_parent_id_idx" ON "pages_blocks_call_to_action_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_latest_posts_order_idx" ON "pages_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "pages_blocks_latest_posts_parent_id_idx" ON "pages_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_latest_posts_path_idx" ON "pages_blocks_latest_posts" USING btree ("_path");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_offers_id_idx" ON "pages_rels" USING btree ("offers_id");
  CREATE INDEX "_pages_v_blocks_image_banner_slides_buttons_order_idx" ON "_pages_v_blocks_image_banner_slides_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_banner_slides_buttons_parent_id_idx" ON "_pages_v_blocks_image_banner_slides_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_banner_slides_order_idx" ON "_pages_v_blocks_image_banner_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_banner_slides_parent_id_idx" ON "_pages_v_blocks_image_banner_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_banner_slides_image_idx" ON "_pages_v_blocks_image_banner_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_banner_order_idx" ON "_pages_v_blocks_image_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_banner_parent_id_idx" ON "_pages_v_blocks_image_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_banner_path_idx" ON "_pages_v_blocks_image_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quick_search_order_idx" ON "_pages_v_blocks_quick_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quick_search_parent_id_idx" ON "_pages_v_blocks_quick_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quick_search_path_idx" ON "_pages_v_blocks_quick_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stock_carousel_order_idx" ON "_pages_v_blocks_stock_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stock_carousel_parent_id_idx" ON "_pages_v_blocks_stock_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stock_carousel_path_idx" ON "_pages_v_blocks_stock_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_offers_order_idx" ON "_pages_v_blocks_offers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offers_parent_id_idx" ON "_pages_v_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offers_path_idx" ON "_pages_v_blocks_offers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locations_order_idx" ON "_pages_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_parent_id_idx" ON "_pages_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_path_idx" ON "_pages_v_blocks_locations" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locations_location_idx" ON "_pages_v_blocks_locations" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_models_grid_order_idx" ON "_pages_v_blocks_models_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_models_grid_parent_id_idx" ON "_pages_v_blocks_models_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_models_grid_path_idx" ON "_pages_v_blocks_models_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_order_idx" ON "_pages_v_blocks_reviews" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_parent_id_idx" ON "_pages_v_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_path_idx" ON "_pages_v_blocks_reviews" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_why_choose_us_items_order_idx" ON "_pages_v_blocks_why_choose_us_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_why_choose_us_items_parent_id_idx" ON "_pages_v_blocks_why_choose_us_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_why_choose_us_order_idx" ON "_pages_v_blocks_why_choose_us" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_why_choose_us_parent_id_idx" ON "_pages_v_blocks_why_choose_us" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_why_choose_us_path_idx" ON "_pages_v_blocks_why_choose_us" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_actions_order_idx" ON "_pages_v_blocks_call_to_action_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_actions_parent_id_idx" ON "_pages_v_blocks_call_to_action_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_latest_posts_order_idx" ON "_pages_v_blocks_latest_posts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_latest_posts_parent_id_idx" ON "_pages_v_blocks_latest_posts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_latest_posts_path_idx" ON "_pages_v_blocks_latest_posts" USING btree ("_path");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_offers_id_idx" ON "_pages_v_rels" USING btree ("offers_id");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_image_banner_slides_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_banner_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quick_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stock_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_models_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_why_choose_us_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_why_choose_us" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_latest_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_banner_slides_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_banner_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quick_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stock_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_models_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_why_choose_us_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_why_choose_us" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_latest_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_image_banner_slides_buttons" CASCADE;
  DROP TABLE "pages_blocks_image_banner_slides" CASCADE;
  DROP TABLE "pages_blocks_image_banner" CASCADE;
  DROP TABLE "pages_blocks_quick_search" CASCADE;
  DROP TABLE "pages_blocks_stock_carousel" CASCADE;
  DROP TABLE "pages_blocks_offers" CASCADE;
  DROP TABLE "pages_blocks_locations" CASCADE;
  DROP TABLE "pages_blocks_models_grid" CASCADE;
  DROP TABLE "pages_blocks_reviews" CASCADE;
  DROP TABLE "pages_blocks_why_choose_us_items" CASCADE;
  DROP TABLE "pages_blocks_why_choose_us" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_actions" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_latest_posts" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_image_banner_slides_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_image_banner_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_image_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_quick_search" CASCADE;
  DROP TABLE "_pages_v_blocks_stock_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_offers" CASCADE;
  DROP TABLE "_pages_v_blocks_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_models_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews" CASCADE;
  DROP TABLE "_pages_v_blocks_why_choose_us_items" CASCADE;
  DROP TABLE "_pages_v_blocks_why_choose_us" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_latest_posts" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  ALTER TABLE "pages" ALTER COLUMN "placement" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "placement" SET DEFAULT 'content'::text;
  DROP TYPE "public"."enum_pages_placement";
  CREATE TYPE "public"."enum_pages_placement" AS ENUM('content', 'site');
  ALTER TABLE "pages" ALTER COLUMN "placement" SET DEFAULT 'content'::"public"."enum_pages_placement";
  ALTER TABLE "pages" ALTER COLUMN "placement" SET DATA TYPE "public"."enum_pages_placement" USING "placement"::"public"."enum_pages_placement";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_placement" SET DATA TYPE text;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_placement" SET DEFAULT 'content'::text;
  DROP TYPE "public"."enum__pages_v_version_placement";
  CREATE TYPE "public"."enum__pages_v_version_placement" AS ENUM('content', 'site');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_placement" SET DEFAULT 'content'::"public"."enum__pages_v_version_placement";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_placement" SET DATA TYPE "public"."enum__pages_v_version_placement" USING "version_placement"::"public"."enum__pages_v_version_placement";
  DROP INDEX "_pages_v_autosave_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  DROP TYPE "public"."enum_pages_blocks_image_banner_slides_overlay";
  DROP TYPE "public"."enum_pages_blocks_stock_carousel_search_car_type";
  DROP TYPE "public"."enum_pages_blocks_stock_carousel_search_item_type";
  DROP TYPE "public"."enum_pages_blocks_stock_carousel_search_body";
  DROP TYPE "public"."enum_pages_blocks_stock_carousel_search_sort";
  DROP TYPE "public"."enum_pages_blocks_offers_mode";
  DROP TYPE "public"."enum_pages_blocks_locations_display";
  DROP TYPE "public"."enum_pages_blocks_why_choose_us_items_icon";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_actions_icon";
  DROP TYPE "public"."enum__pages_v_blocks_image_banner_slides_overlay";
  DROP TYPE "public"."enum__pages_v_blocks_stock_carousel_search_car_type";
  DROP TYPE "public"."enum__pages_v_blocks_stock_carousel_search_item_type";
  DROP TYPE "public"."enum__pages_v_blocks_stock_carousel_search_body";
  DROP TYPE "public"."enum__pages_v_blocks_stock_carousel_search_sort";
  DROP TYPE "public"."enum__pages_v_blocks_offers_mode";
  DROP TYPE "public"."enum__pages_v_blocks_locations_display";
  DROP TYPE "public"."enum__pages_v_blocks_why_choose_us_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_actions_icon";`)
}
