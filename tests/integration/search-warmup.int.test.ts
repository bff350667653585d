import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { SearchReadiness } from '../../src/search/builtIn/warmUp'
import { request } from '../support/http'
import { startNextServer, waitFor, type RunningServer } from '../support/nextServer'

const port = inject('serverPort')
const databaseUrl = inject('databaseUrl')

type BuiltIn = Extract<SearchReadiness, { engine: 'built-in' }>

let server: RunningServer
let slugs: string[]

async function readiness(): Promise<BuiltIn> {
  const response = await request(server.port, '/api/health')
  expect(response.status).toBe(200)
  return response.json<{ search: BuiltIn }>().search
}

beforeAll(async () => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  slugs = (await pool.query<{ slug: string }>('SELECT slug FROM tenants ORDER BY id')).rows.map((row) => row.slug)
  await pool.end()
  // A fresh instance, so its start is what is measured.
  server = await startNextServer({ port: port + 1, databaseUrl })
})

afterAll(async () => {
  await server?.stop()
})

describe('the built-in engine at start', () => {
  it('builds every site’s index in the background, and health reports them all ready within a minute', async () => {
    await waitFor(async () => (await readiness()).ready, 60_000, () => `search never became ready:\n${server.output()}`)
    const search = await readiness()
    expect(search).toMatchObject({ engine: 'built-in', sitesTotal: slugs.length, sitesReady: slugs.length, ready: true })
    expect(search).not.toHaveProperty('building')
    // Each site built exactly once: a shopper's early search shared the warm-up's build instead of starting another.
    expect(search.builds).toBe(slugs.length)
  })

  it('a search right after readiness builds nothing: the shopper does not wait for an index', async () => {
    const { builds } = await readiness()
    for (const slug of slugs) {
      const response = await request(server.port, '/api/search', {
        host: `${slug}.localhost`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests: [{ indexName: 'vehicles', params: { hitsPerPage: 1 } }] }),
      })
      expect(response.status, `${slug}: ${response.body}`).toBe(200)
    }
    expect((await readiness()).builds).toBe(builds)
  })
})
