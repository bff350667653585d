import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "service_plans_overrides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"model" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"years" numeric NOT NULL,
  	"services" numeric NOT NULL,
  	"interval_months" numeric NOT NULL,
  	"interval_km" numeric NOT NULL,
  	"range_km" numeric NOT NULL
  );
  
  CREATE TABLE "service_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"default_plan_amount" numeric NOT NULL,
  	"default_plan_years" numeric NOT NULL,
  	"default_plan_services" numeric NOT NULL,
  	"default_plan_interval_months" numeric NOT NULL,
  	"default_plan_interval_km" numeric NOT NULL,
  	"default_plan_range_km" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "service_plans_overrides" ADD CONSTRAINT "service_plans_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "service_plans_overrides_order_idx" ON "service_plans_overrides" USING btree ("_order");
  CREATE INDEX "service_plans_overrides_parent_id_idx" ON "service_plans_overrides" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "service_plans_overrides" CASCADE;
  DROP TABLE "service_plans" CASCADE;`)
}
