import { algoliasearch } from 'algoliasearch'
import type { Pool } from 'pg'
import { describe, expect, expectTypeOf, it } from 'vitest'

import { syncSiteToAlgolia, type AlgoliaSearchClient, type AlgoliaWriteClient, type StockRowSource } from '@/search/algolia'
import { replicaIndexNames, replicaSorts } from '@/search/algolia/indexNames'
import { algoliaRecords } from '@/search/algolia/records'
import { primarySettings, replicaSettings } from '@/search/algolia/settings'
import type { StockRecord } from '@/search/document'

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

describe('syncing a site to Algolia', () => {
  it('the real clients satisfy the minimal interfaces (a compile-time check: no request is made)', () => {
    expectTypeOf(algoliasearch('ABCD1234EF', 'key')).toExtend<AlgoliaWriteClient & AlgoliaSearchClient>()
    expectTypeOf<Pool>().toExtend<StockRowSource>()
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
