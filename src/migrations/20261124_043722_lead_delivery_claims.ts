import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lead_delivery_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job" varchar NOT NULL,
  	"claimed_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_delivery_claims_id" integer;
  CREATE UNIQUE INDEX "lead_delivery_claims_job_idx" ON "lead_delivery_claims" USING btree ("job");
  CREATE INDEX "lead_delivery_claims_claimed_at_idx" ON "lead_delivery_claims" USING btree ("claimed_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_delivery_claims_fk" FOREIGN KEY ("lead_delivery_claims_id") REFERENCES "public"."lead_delivery_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_delivery_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_delivery_claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_delivery_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_delivery_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_delivery_claims_fk";
  
  DROP INDEX "payload_locked_documents_rels_lead_delivery_claims_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_delivery_claims_id";`)
}
