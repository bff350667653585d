import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_theme_radius" AS ENUM('sharp', 'soft', 'round');
  CREATE TYPE "public"."enum_tenants_theme_density" AS ENUM('comfortable', 'compact');
  ALTER TABLE "tenants" ADD COLUMN "theme_radius" "enum_tenants_theme_radius" DEFAULT 'soft';
  ALTER TABLE "tenants" ADD COLUMN "theme_density" "enum_tenants_theme_density" DEFAULT 'comfortable';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "theme_radius";
  ALTER TABLE "tenants" DROP COLUMN "theme_density";
  DROP TYPE "public"."enum_tenants_theme_radius";
  DROP TYPE "public"."enum_tenants_theme_density";`)
}
