import pg from 'pg'

export type DatabaseHealth =
  | { state: 'up'; latencyMs: number; migrationsApplied: number }
  | { state: 'down'; error: string }

let pool: pg.Pool | undefined

/**
 * A tiny pool of its own, so the health check answers even when Payload could
 * not initialise because the database was down at boot.
 */
function healthPool(): pg.Pool {
  pool ??= new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: 1,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 10_000,
    query_timeout: 2_000,
  })
  return pool
}

export async function checkDatabase(): Promise<DatabaseHealth> {
  const started = performance.now()
  try {
    const { rows } = await healthPool().query<{ applied: string | null }>(
      "select case when to_regclass('payload_migrations') is null then 0 else (select count(*) from payload_migrations where batch > 0) end as applied",
    )
    return { state: 'up', latencyMs: Math.round(performance.now() - started), migrationsApplied: Number(rows[0]?.applied ?? 0) }
  } catch (error) {
    return { state: 'down', error: error instanceof Error ? error.message : String(error) }
  }
}
