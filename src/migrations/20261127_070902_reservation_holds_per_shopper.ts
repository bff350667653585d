import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "settings_reserve_online_holds_per_shopper" numeric;
  ALTER TABLE "tenants" ADD COLUMN "settings_reserve_online_test_payments" boolean;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "settings_reserve_online_holds_per_shopper";
  ALTER TABLE "tenants" DROP COLUMN "settings_reserve_online_test_payments";`)
}
