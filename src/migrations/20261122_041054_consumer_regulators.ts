import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consumer_regulators_regulators_state" AS ENUM('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT');
  CREATE TABLE "consumer_regulators_regulators" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_consumer_regulators_regulators_state" NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "consumer_regulators" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "consumer_regulators_regulators" ADD CONSTRAINT "consumer_regulators_regulators_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consumer_regulators"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consumer_regulators_regulators_order_idx" ON "consumer_regulators_regulators" USING btree ("_order");
  CREATE INDEX "consumer_regulators_regulators_parent_id_idx" ON "consumer_regulators_regulators" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "consumer_regulators_regulators" CASCADE;
  DROP TABLE "consumer_regulators" CASCADE;
  DROP TYPE "public"."enum_consumer_regulators_regulators_state";`)
}
