import type { IndexSettings } from 'algoliasearch'
import { describe, expect, it } from 'vitest'

import { applySettingsWhereChanged, sendStockChanges, type AlgoliaWriteClient, type StockRowSource } from '@/search/algolia'
import { algoliaFilters, listingFilter } from '@/search/algolia/filters'
import { replicaIndexNames } from '@/search/algolia/indexNames'
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
  car(7, { status: 'sold' }),
]

const site = { id: 7, searchFilter: '' }
const ids = (records: { objectID: string }[]) => records.map((record) => record.objectID)

describe('Algolia records', () => {
  it('are the vehicles that may ever be listed, whatever the time: shown, and for sale or sold at a known time', () => {
    const records = algoliaRecords(cars, site)
    expect(ids(records)).toEqual(['1', '2', '3', '4', '6'])
    expect(records.every((record) => record.site_id === 7)).toBe(true)
    expect(records.map((record) => record.sold_at)).toEqual([0, 0, nowSeconds - 2 * day, nowSeconds - 5 * day, 0])
  })

  it('follow the site’s search filter', () => {
    expect(ids(algoliaRecords(cars, { ...site, searchFilter: 'dealership_id:12' }))).toEqual(['1', '2', '3', '4'])
  })

  it('sold cars stay listed for the site’s window: the query’s filter, not the record, says so', () => {
    expect(algoliaFilters(listingFilter(now, 3))).toBe(`sold_at=0 OR sold_at:${nowSeconds - 3 * day} TO ${nowSeconds}`)
  })
})

type Call = { method: string; options: Record<string, unknown> }

function recordingClient(stored: Record<string, IndexSettings> = {}): { client: AlgoliaWriteClient; calls: Call[] } {
  const calls: Call[] = []
  const record = (method: string) => async (options: Record<string, unknown>) => {
    calls.push({ method, options })
    return [{ taskID: 41 }]
  }
  const client: AlgoliaWriteClient = {
    saveObjects: record('saveObjects'),
    deleteObjects: record('deleteObjects'),
    partialUpdateObjects: record('partialUpdateObjects'),
    async getSettings({ indexName }) {
      const settings = stored[indexName]
      if (!settings) throw Object.assign(new Error('Index does not exist'), { status: 404 })
      return settings
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
      const wanted = values[1] as string[] | undefined
      const chosen = rows.filter(({ id }) => !wanted || wanted.includes(String(id)))
      // The table keeps id and slug in columns and the rest of the record in data; `held` says a reservation holds the car.
      return { rows: chosen.map(({ id, slug, ...data }) => ({ id, slug, data, held: heldIds.includes(String(id)) })) as Row[] }
    },
  }
  return { pool, queries }
}

describe('sending an import’s changes to Algolia', () => {
  it('saves the created and updated vehicles that may be listed, and deletes removed ones and updated ones that may no longer be', async () => {
    const { client, calls } = recordingClient()
    const { pool, queries } = stockRows(cars)
    const result = await sendStockChanges({ client, pool, config: { indexPrefix: 'x_' }, site, changes: { created: ['1', '7'], updated: ['5'], removed: ['9'] } })
    expect(queries).toEqual([{ text: expect.stringMatching(/WHERE site_id = \$1 AND id = ANY/), values: [7, ['1', '7', '5']] }])
    expect(result).toEqual({ sent: 1, deleted: 2 })
    expect(calls).toEqual([
      { method: 'saveObjects', options: { indexName: 'x_site_7_vehicles', objects: algoliaRecords([cars[0]!], site) } },
      { method: 'deleteObjects', options: { indexName: 'x_site_7_vehicles', objectIDs: ['9', '5'] } },
    ])
  })

  it('sends nothing, and reads nothing, when the import changed nothing', async () => {
    const { client, calls } = recordingClient()
    const { pool, queries } = stockRows(cars)
    expect(await sendStockChanges({ client, pool, config: { indexPrefix: 'x_' }, site, changes: { created: [], updated: [], removed: [] } })).toEqual({ sent: 0, deleted: 0 })
    expect([...calls, ...queries]).toEqual([])
  })

  it('lists a car a reservation holds as reserved, whatever its feed says', async () => {
    const { client, calls } = recordingClient()
    await sendStockChanges({ client, pool: stockRows(cars, ['2']).pool, config: { indexPrefix: 'x_' }, site, changes: { created: ['1', '2'], updated: [], removed: [] } })
    const objects = (calls[0]!.options as { objects: { objectID: string; reserved?: boolean }[] }).objects
    expect(objects.filter((record) => record.reserved === true).map((record) => record.objectID)).toEqual(['2'])
  })
})

describe('index settings', () => {
  const config = { indexPrefix: 'x_' }
  const replicas = replicaIndexNames(config, 7)

  it('a new site’s primary is configured first, and waited for, then each replica', async () => {
    const { client, calls } = recordingClient()
    expect(await applySettingsWhereChanged(client, config, 7)).toEqual(['x_site_7_vehicles', ...replicas])
    const [primary, wait, ...rest] = calls
    expect(primary).toEqual({ method: 'setSettings', options: { indexName: 'x_site_7_vehicles', indexSettings: primarySettings(config, 7), forwardToReplicas: false } })
    expect(wait).toEqual({ method: 'waitForTask', options: { indexName: 'x_site_7_vehicles', taskID: 41 } })
    expect(rest.map((call) => call.options.indexName)).toEqual(replicas)
  })

  it('are written only where the stored settings differ; extra settings Algolia keeps are ignored', async () => {
    const stored: Record<string, IndexSettings> = { x_site_7_vehicles: { ...primarySettings(config, 7), hitsPerPage: 20 } }
    for (const name of replicas) stored[name] = replicaSettings(name.replace('x_site_7_vehicles_', '') as never)
    stored[replicas[0]!] = { ...stored[replicas[0]!], customRanking: [] }
    const { client, calls } = recordingClient(stored)
    expect(await applySettingsWhereChanged(client, config, 7)).toEqual([replicas[0]])
    expect(calls).toHaveLength(1)
  })
})
