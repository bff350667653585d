import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { seedSchema } from '../../src/onboarding/seedSchema'
import { stockProfileFromSeed } from '../../src/onboarding/stockProfile'
import { generateCars } from '../../src/stock-demo/generate'
import { importStock } from '../../src/stock/importStock'
import { SITES_RELIST_MS, type SearchReadiness } from '../../src/search/builtIn/warmUp'
import { request } from '../support/http'
import { startNextServer, waitFor, type RunningServer } from '../support/nextServer'
import { root } from '../support/testEnvironment'

const port = inject('serverPort')
const databaseUrl = inject('databaseUrl')

type BuiltIn = Extract<SearchReadiness, { engine: 'built-in' }>

let server: RunningServer
let slugs: string[]

/** The same stock search.int.test.ts imports, so the sites' builds have cars to index. */
const STOCK = { 'swan-river-toyota': 1500, 'coastal-motors': 600 }

async function importDemoStock(pool: pg.Pool, slug: string, count: number) {
  const seed = seedSchema.parse(JSON.parse(readFileSync(path.join(root, 'tenants-seed', `${slug}.json`), 'utf8')))
  const cars = [...generateCars(stockProfileFromSeed(seed)!, { count, now: new Date() })]
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM tenants WHERE slug = $1', [slug])
  await importStock({ pool, siteId: rows[0]!.id, records: cars.map((value, index) => ({ row: index + 1, value })), mode: 'full' })
}

async function readiness(): Promise<BuiltIn> {
  const response = await request(server.port, '/api/health')
  expect(response.status).toBe(200)
  return response.json<{ search: BuiltIn }>().search
}

beforeAll(async () => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  slugs = (await pool.query<{ slug: string }>('SELECT slug FROM tenants ORDER BY id')).rows.map((row) => row.slug)
  for (const [slug, count] of Object.entries(STOCK)) await importDemoStock(pool, slug, count)
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
    expect(server.output()).toMatch(new RegExp(`Built the search indexes of ${slugs.length} sites`))
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

  it('counts a site created after the start, and builds its index, within SITES_RELIST_MS of the next check', async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
    // Created as the onboarding script on another machine would: no announcement reaches this instance.
    const { rows } = await pool.query<{ id: number }>("INSERT INTO tenants (name, slug) VALUES ('Created Later Motors', 'created-later-motors') RETURNING id")
    try {
      await waitFor(async () => (await readiness()).sitesTotal === slugs.length + 1, SITES_RELIST_MS + 15_000, () => `the new site was never counted:\n${server.output()}`)
      await waitFor(async () => (await readiness()).ready, 15_000, () => `the new site's index was never built:\n${server.output()}`)
      expect(await readiness()).toMatchObject({ sitesTotal: slugs.length + 1, sitesReady: slugs.length + 1 })
      expect(server.output()).toContain('created since the last count: created-later-motors')
    } finally {
      await pool.query('DELETE FROM tenants WHERE id = $1', [rows[0]!.id])
      await pool.end()
    }
  })
})
