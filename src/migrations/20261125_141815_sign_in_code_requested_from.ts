import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shopper_sign_in_codes" ADD COLUMN "requested_from" varchar;
  CREATE INDEX "site_requestedFrom_idx" ON "shopper_sign_in_codes" USING btree ("site_id","requested_from");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "site_requestedFrom_idx";
  ALTER TABLE "shopper_sign_in_codes" DROP COLUMN "requested_from";`)
}
