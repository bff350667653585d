import { EventEmitter } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { algoliasearch } from 'algoliasearch'
import { Pool, type Client } from 'pg'
import { describe, expect, it } from 'vitest'

import { createAlgoliaEngine, syncSiteToAlgolia, type AlgoliaWriteClient, type StockRowSource } from '@/search/algolia'
import { replicaIndexNames, replicaSorts } from '@/search/algolia/indexNames'
import { algoliaRecords } from '@/search/algolia/records'
import { primarySettings, replicaSettings } from '@/search/algolia/settings'
import type { StockRecord } from '@/search/document'
import { parseSearchBody } from '@/search/request'

const now = new Date('2026-11-22T00:00:00Z')
const day = 86_400
const nowSeconds = now.getTime() / 1000

function car(id: number, fields: Partial<StockRecord> = {}): StockRecord {
  return {
    id: String(id),
    slug: `car-${id}`,
    make: 'Toyota',
    model: 'Corolla',
    car_type: 'used',
    status: 'in_stock',
    show_on_dealer_website: true,
    price: 20000,
    dealership_id: 12,
    simple_body: 'sedan',
    created_at: new Date(Date.UTC(2026, 0, id)).toISOString(),
    ...fields,
  }
}

const cars = [
  car(1),
  car(2, { status: 'coming_soon' }),
  car(3, { status: 'sold', sold_date_timestamp: nowSeconds - 2 * day }),
  car(4, { status: 'sold', sold_date_timestamp: nowSeconds - 5 * day }),
  car(5, { show_on_dealer_website: false }),
  car(6, { dealership_id: 99 }),
]

const site = { id: 7, searchFilter: '', includeSoldCarsDays: 3 }
const ids = (records: { objectID: string }[]) => records.map((record) => record.objectID)

describe('Algolia records', () => {
  it('are the vehicles listed now, as search documents carrying the site id', () => {
    const records = algoliaRecords(cars, site, now)
    expect(ids(records)).toEqual(['1', '2', '3', '6'])
    expect(records.every((record) => record.site_id === 7)).toBe(true)
    expect(records[0]).toMatchObject({ objectID: '1', slug: 'car-1', body: 'sedan', custom_rank: expect.any(Number), site_id: 7 })
  })

  it('follow the site’s recently-sold window and its search filter', () => {
    expect(ids(algoliaRecords(cars, { ...site, includeSoldCarsDays: 7 }, now))).toEqual(['1', '2', '3', '4', '6'])
    expect(ids(algoliaRecords(cars, { ...site, searchFilter: 'dealership_id:12' }, now))).toEqual(['1', '2', '3'])
  })
})

type Call = { method: 'replaceAllObjects' | 'setSettings' | 'waitForTask'; options: Record<string, unknown> }

function recordingClient(): { client: AlgoliaWriteClient; calls: Call[] } {
  const calls: Call[] = []
  const client: AlgoliaWriteClient = {
    async replaceAllObjects(options) {
      calls.push({ method: 'replaceAllObjects', options })
      return {}
    },
    async setSettings(options) {
      calls.push({ method: 'setSettings', options })
      return { taskID: 41 }
    },
    async waitForTask(options) {
      calls.push({ method: 'waitForTask', options })
      return {}
    },
  }
  return { client, calls }
}

function stockRows(rows: StockRecord[], heldIds: string[] = []): { pool: StockRowSource; queries: { text: string; values: unknown[] }[] } {
  const queries: { text: string; values: unknown[] }[] = []
  const pool: StockRowSource = {
    async query<Row>(text: string, values: unknown[]) {
      queries.push({ text, values })
      // The table keeps id and slug in columns and the rest of the record in data; `held` says a reservation holds the car.
      return { rows: rows.map(({ id, slug, ...data }) => ({ id, slug, data, held: heldIds.includes(String(id)) })) as Row[] }
    },
  }
  return { pool, queries }
}

/** One request the real algoliasearch client sent to the local stand-in for Algolia. */
type Sent = { method: string; path: string; query: Record<string, string>; body: Record<string, unknown> | null }

/**
 * A stand-in for Algolia on 127.0.0.1 that records every request and answers
 * as Algolia does: writes with a task id, tasks as published, searches and
 * browses with one empty page.
 */
async function algoliaStandIn(): Promise<{ url: string; sent: Sent[]; close: () => Promise<void> }> {
  const sent: Sent[] = []
  let taskID = 100
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null
      sent.push({ method: request.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), body })
      const requests = (body?.requests ?? []) as { indexName: string }[]
      const answer = url.pathname.includes('/task/')
        ? { status: 'published' }
        : url.pathname === '/1/indexes/*/queries'
          ? { results: requests.map((query) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: '', params: '', index: query.indexName })) }
          : url.pathname.endsWith('/browse')
            ? { hits: [{ objectID: '1', slug: 'car-1' }], page: 0, nbPages: 1, nbHits: 1, hitsPerPage: 1000, processingTimeMS: 1, query: '', params: '' }
            : { taskID: ++taskID, objectIDs: [], updatedAt: now.toISOString(), createdAt: now.toISOString() }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** pg's real Pool over a connection that answers every query with `rows`: the sync reads through Pool's own query(). */
function poolAnswering(rows: unknown[]): Pool {
  class Connection extends EventEmitter {
    _queryable = true
    connect(done: (error?: Error) => void) {
      done()
    }
    query(_text: string, _values: unknown[], done: (error: Error | undefined, result: { rows: unknown[] }) => void) {
      done(undefined, { rows })
    }
    end(done?: () => void) {
      done?.()
    }
  }
  return new Pool({ Client: Connection as unknown as typeof Client })
}

describe('syncing a site to Algolia', () => {
  it('runs on the real algoliasearch client and pg Pool: every method our interfaces name exists and is called as it expects', async () => {
    const algolia = await algoliaStandIn()
    try {
      const client = algoliasearch('ABCD1234EF', 'a1b2c3admin', { hosts: [{ url: algolia.url, accept: 'readWrite', protocol: 'http' }] })
      const rows = cars.map(({ id, slug, ...data }) => ({ id, slug, data, held: false }))
      const result = await syncSiteToAlgolia({ client, pool: poolAnswering(rows), config: { indexPrefix: 'forecourt_' }, site, now })
      expect(result).toMatchObject({ indexName: 'forecourt_site_7_vehicles', vehicles: 6, records: 4 })

      const writes = algolia.sent.filter((request) => request.method !== 'GET')
      // replaceAllObjects: the records go to a temporary index, which then moves over the site's index.
      const batches = writes.filter((request) => request.path.endsWith('/batch'))
      expect(batches.map((request) => request.path)).toEqual([expect.stringMatching(/^\/1\/indexes\/forecourt_site_7_vehicles_tmp_\d+\/batch$/)])
      expect((batches[0]!.body!.requests as { body: { objectID: string } }[]).map((write) => write.body.objectID)).toEqual(['1', '2', '3', '6'])
      expect(writes.some((request) => request.body?.operation === 'move' && request.body.destination === 'forecourt_site_7_vehicles')).toBe(true)
      // setSettings on the primary, not forwarded; waitForTask on its task; then each replica's settings.
      const settings = writes.filter((request) => request.path.endsWith('/settings'))
      expect(settings.map((request) => request.path)).toEqual([
        '/1/indexes/forecourt_site_7_vehicles/settings',
        ...replicaIndexNames({ indexPrefix: 'forecourt_' }, 7).map((name) => `/1/indexes/${name}/settings`),
      ])
      expect(settings[0]).toMatchObject({ method: 'PUT', query: { forwardToReplicas: 'false' }, body: primarySettings({ indexPrefix: 'forecourt_' }, 7) })
      const primaryTask = algolia.sent[algolia.sent.indexOf(settings[0]!) + 1]
      expect(primaryTask).toMatchObject({ method: 'GET', path: expect.stringMatching(/^\/1\/indexes\/forecourt_site_7_vehicles\/task\/\d+$/) })

      // The search engine's calls: search (multi-query) and browseObjects.
      const engine = createAlgoliaEngine({ config: { appId: 'ABCD1234EF', adminKey: 'a1b2c3admin', searchKey: 'd4e5f6search', indexPrefix: 'forecourt_' }, searchClient: client, browseClient: client })
      const scope = { siteId: 7, filter: null, includeSoldCarsDays: 3, stockCountOverride: null, now }
      await engine.search(scope, parseSearchBody({ requests: [{ indexName: 'vehicles', params: { query: 'corolla' } }] }))
      expect(algolia.sent.at(-1)).toMatchObject({ method: 'POST', path: '/1/indexes/*/queries', body: { requests: [{ indexName: 'forecourt_site_7_vehicles' }] } })
      expect(await engine.listedSlugs(scope)).toEqual(['car-1'])
      expect(algolia.sent.at(-1)).toMatchObject({ method: 'POST', path: '/1/indexes/forecourt_site_7_vehicles/browse' })
    } finally {
      await algolia.close()
    }
  })

  it('replaces the site’s index atomically with its listed vehicles, then configures the primary and its replicas', async () => {
    const { client, calls } = recordingClient()
    const { pool, queries } = stockRows(cars)
    const config = { indexPrefix: 'forecourt_' }
    const result = await syncSiteToAlgolia({ client, pool, config, site, now })

    expect(queries).toEqual([{ text: expect.stringMatching(/FROM stock_vehicles vehicle WHERE site_id = \$1/), values: [7] }])
    expect(result).toEqual({ indexName: 'forecourt_site_7_vehicles', vehicles: 6, records: 4, replicas: replicaIndexNames(config, 7).length })

    const [replace, primary, wait, ...replicas] = calls
    expect(replace).toEqual({ method: 'replaceAllObjects', options: { indexName: 'forecourt_site_7_vehicles', objects: algoliaRecords(cars, site, now) } })
    expect(primary).toEqual({
      method: 'setSettings',
      options: { indexName: 'forecourt_site_7_vehicles', indexSettings: primarySettings(config, 7), forwardToReplicas: false },
    })
    expect(wait).toEqual({ method: 'waitForTask', options: { indexName: 'forecourt_site_7_vehicles', taskID: 41 } })
    expect(replicas).toEqual(
      replicaSorts().map((sort) => ({
        method: 'setSettings',
        options: { indexName: `forecourt_site_7_vehicles_${sort}`, indexSettings: replicaSettings(sort) },
      })),
    )
  })

  it('lists a car a reservation holds as reserved, whatever its feed says', async () => {
    const { client, calls } = recordingClient()
    await syncSiteToAlgolia({ client, pool: stockRows(cars, ['2']).pool, config: { indexPrefix: 'x_' }, site, now })
    const objects = (calls[0]!.options as { objects: { objectID: string; reserved?: boolean }[] }).objects
    expect(objects.filter((record) => record.reserved === true).map((record) => record.objectID)).toEqual(['2'])
  })

  it('empties the index of a site with nothing listed', async () => {
    const { client, calls } = recordingClient()
    const result = await syncSiteToAlgolia({ client, pool: stockRows([car(9, { status: 'sold' })]).pool, config: { indexPrefix: 'x_' }, site, now })
    expect(result.records).toBe(0)
    expect(calls[0]).toEqual({ method: 'replaceAllObjects', options: { indexName: 'x_site_7_vehicles', objects: [] } })
  })
})
