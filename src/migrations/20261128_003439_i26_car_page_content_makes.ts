import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "car_page_content_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "car_page_content_texts" ADD CONSTRAINT "car_page_content_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."car_page_content"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "car_page_content_texts_order_parent" ON "car_page_content_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "car_page_content_texts" CASCADE;`)
}
