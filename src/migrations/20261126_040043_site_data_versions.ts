import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * `site_data_versions` counts changes to each site's cached data ('all' for
 * platform data every site shows), so an instance that missed a NOTIFY
 * site_data_changed while its listening connection was down still finds
 * which sites to expire (src/server/cacheExpiry).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "site_data_versions" (
      "site" varchar PRIMARY KEY,
      "version" bigint NOT NULL DEFAULT 0,
      "changed_at" timestamp(3) with time zone NOT NULL DEFAULT now()
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "site_data_versions";
  `)
}
