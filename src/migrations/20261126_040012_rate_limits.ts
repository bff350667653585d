import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The counters behind the public endpoints' rate limits (src/server/rateLimit.ts),
 * shared by every app instance. The columns are the ones rate-limiter-flexible's
 * RateLimiterPostgres reads and writes; created here rather than by the library
 * at start, so instances starting together never race to create it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "rate_limits" (
      "key" varchar(255) PRIMARY KEY,
      "points" integer NOT NULL DEFAULT 0,
      "expire" bigint
    );
    CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" ("expire");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "rate_limits";`)
}
