import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDatabase, type TestDatabase } from '../support/testDatabase'
import { runScript, testProcessEnv } from '../support/testEnvironment'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase('migrate')
})
afterAll(async () => {
  await database.drop()
})

describe('migrations', () => {
  it('apply to an empty database, and a second run applies nothing', async () => {
    const first = await runScript('scripts/migrate.ts', [], testProcessEnv(database.url))
    expect(first.code, first.stderr).toBe(0)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const { rows } = await client.query<{ count: string }>('select count(*) from payload_migrations where batch > 0')
    await client.end()
    expect(Number(rows[0]!.count)).toBeGreaterThan(0)
    const second = await runScript('scripts/migrate.ts', [], testProcessEnv(database.url))
    expect(second.code, second.stderr).toBe(0)
  })

  it('a migration that cannot be applied stops with a non-zero exit and the reason', async () => {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    await client.query("insert into payload_migrations (name, batch, updated_at, created_at) values ('dev', -1, now(), now())")
    await client.end()
    const result = await runScript('scripts/migrate.ts', [], testProcessEnv(database.url))
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain('schema was pushed in dev mode')
  })
})
