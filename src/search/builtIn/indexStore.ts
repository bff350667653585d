import { Client, type Pool, type PoolClient } from 'pg'

import { expireCachedPages, expireCarPages } from '@/server/pageCache/registry'
import { carIsHeldSql, withHold } from '@/search/heldCars'
import { decodeStockChange, STOCK_CHANGED_CHANNEL } from '@/server/stockVersion'

import { toSearchDocument, type StockRecord } from '../document'
import { SiteDictionary } from '../memory/dictionary'
import { prepareVehicle, type PreparedVehicle } from '../memory/preparedVehicle'
import { buildSiteIndex, type SiteIndex } from '../memory/siteIndex'

/** How often a site's stock version is re-read when no notification came: the fallback if a NOTIFY is missed. */
const VERSION_CHECK_MS = 500
/** How long to wait before listening again after the notification connection drops. */
const RELISTEN_MS = 2_000

type Stored = { key: string; vehicle: PreparedVehicle }

type VehicleRow = { id: string; slug: string; content_hash: string; held: boolean }

// A reservation changes the listing without changing the feed's record, so it is part of the key.
const keyOf = (row: Omit<VehicleRow, 'id'>) => `${row.content_hash}/${row.slug}/${row.held ? 'held' : ''}`
const withoutHold = (key: string) => key.replace(/\/(held)?$/, '')

/**
 * The slugs of the cars whose hold alone changed, when nothing else in the
 * listing did (no car added, removed or edited); null otherwise. Only those
 * cars' pages then go from the page cache, not the site's.
 */
function holdsOnlyChanged(before: Map<string, Stored>, rows: VehicleRow[], changed: VehicleRow[]): string[] | null {
  if (before.size !== rows.length || rows.some((row) => !before.has(row.id))) return null
  const slugs: string[] = []
  for (const row of changed) {
    if (withoutHold(before.get(row.id)!.key) !== withoutHold(keyOf(row))) return null
    slugs.push(row.slug)
  }
  return slugs
}

type Entry = {
  index: SiteIndex | null
  dictionary: SiteDictionary
  /** Prepared vehicles by id, with the stored hash and slug they were prepared from. */
  vehicles: Map<string, Stored>
  /** Prepared vehicles changed or removed since the dictionary was new: its stale values grow with them. */
  churn: number
  checkedAt: number
  /** The refresh under way, if any; a second refresh waits behind it. */
  refreshing: Promise<void> | null
  again: boolean
}

/**
 * Each site's in-memory index, built from its rows in PostgreSQL (the source
 * of truth). Every app instance keeps its own.
 *
 * - **Fresh within seconds.** Imports bump the site's stock version and send
 *   NOTIFY stock_changed; the store listens and refreshes that site at once,
 *   and also re-reads the version every 500 ms of traffic in case a
 *   notification was missed.
 * - **Never waiting on a refresh.** Searches keep using the current index
 *   while the next one builds; only a site's very first search waits.
 * - **Incremental.** A refresh reads every vehicle's hash and slug, and the
 *   data of only the changed ones. Unchanged vehicles keep their prepared
 *   form (src/search/memory/preparedVehicle.ts), so a 1,000-car delta on a
 *   40,000-car site costs a fraction of a full build (BENCHMARKS.md).
 */
export class SiteIndexStore {
  private readonly entries = new Map<number, Entry>()
  private listener: Client | null = null
  private closed = false
  /** Sites whose index was built from nothing (not refreshed): each site once, unless its first build failed. */
  private firstBuilds = 0

  constructor(private readonly pool: Pool) {
    this.listen()
  }

  async get(siteId: number): Promise<SiteIndex> {
    const entry = this.entry(siteId)
    if (!entry.index) {
      await this.refresh(entry, siteId)
      if (!entry.index) throw new Error(`The stock index of site ${siteId} could not be built`)
      return entry.index
    }
    if (Date.now() - entry.checkedAt >= VERSION_CHECK_MS) void this.refresh(entry, siteId).catch(() => undefined)
    return entry.index
  }

  /** Whether the site's index is built, so a search on it will not wait. */
  isBuilt(siteId: number): boolean {
    return this.entries.get(siteId)?.index != null
  }

  /** How many indexes were built from nothing in this process: the health check's proof that no search waited for one. */
  get builds(): number {
    return this.firstBuilds
  }

  /** Stops listening (tests and benchmarks that end their pool). */
  close(): void {
    this.closed = true
    void this.listener?.end().catch(() => undefined)
    this.listener = null
  }

  private entry(siteId: number): Entry {
    let entry = this.entries.get(siteId)
    if (!entry) {
      entry = { index: null, dictionary: new SiteDictionary(), vehicles: new Map(), churn: 0, checkedAt: 0, refreshing: null, again: false }
      this.entries.set(siteId, entry)
    }
    return entry
  }

  /** Brings the site's index up to its stored version; concurrent calls share one refresh, and a call during one runs again after it. */
  private refresh(entry: Entry, siteId: number): Promise<void> {
    entry.checkedAt = Date.now()
    if (entry.refreshing) {
      entry.again = true
      return entry.refreshing
    }
    const run = async () => {
      do {
        entry.again = false
        await this.load(entry, siteId)
      } while (entry.again)
    }
    entry.refreshing = run()
      .catch((error: unknown) => {
        // The current index keeps serving; the next check tries again.
        console.error(`Refreshing the stock index of site ${siteId} failed:`, error)
        if (!entry.index) throw error
      })
      .finally(() => {
        entry.refreshing = null
      })
    return entry.refreshing
  }

  private async load(entry: Entry, siteId: number): Promise<void> {
    if (entry.index && (await storedVersion(this.pool, siteId)) === entry.index.version) return
    const client = await this.pool.connect()
    try {
      // One snapshot: the version, the hashes and the changed rows agree with each other.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
      const version = await storedVersion(client, siteId)
      if (entry.index?.version === version) return
      const { rows } = await client.query<VehicleRow>(
        // Vehicles in a stable order, so equal ranks always page the same way.
        `SELECT id, slug, content_hash, ${carIsHeldSql('vehicle')} AS held FROM stock_vehicles vehicle WHERE site_id = $1 ORDER BY id`,
        [siteId],
      )
      let changed = rows.filter((row) => entry.vehicles.get(row.id)?.key !== keyOf(row))
      const heldOnly = entry.index ? holdsOnlyChanged(entry.vehicles, rows, changed) : null
      // Values of changed and removed cars stay in the dictionary; start afresh once they could outnumber the live ones.
      const staled = entry.vehicles.size - (rows.length - changed.length)
      let churn = entry.churn + staled
      if (entry.vehicles.size === 0 || churn > Math.max(rows.length, 1_000)) {
        entry.dictionary = new SiteDictionary()
        entry.vehicles = new Map()
        churn = 0
        changed = rows
      }
      const records = await changedRecords(client, siteId, changed.map((row) => row.id))
      const dictionary = entry.dictionary
      const vehicles = new Map<string, Stored>()
      const prepared = rows.map((row) => {
        const record = records.get(row.id)
        const stored = record
          ? { key: keyOf(row), vehicle: prepareVehicle(toSearchDocument(withHold({ ...record, id: row.id, slug: row.slug }, row.held)), dictionary) }
          : entry.vehicles.get(row.id)!
        vehicles.set(row.id, stored)
        return stored.vehicle
      })
      entry.churn = churn
      entry.vehicles = vehicles
      if (!entry.index) this.firstBuilds += 1
      entry.index = buildSiteIndex(prepared, dictionary, version)
      // Pages rendered from the old index (a car's price, a sold car) must not outlive it; a hold changes only its car's pages.
      if (heldOnly) for (const slug of heldOnly) expireCarPages(siteId, slug)
      else expireCachedPages([siteId])
    } finally {
      await client.query('COMMIT').catch(() => undefined)
      client.release()
    }
  }

  /** LISTEN on a connection of its own; when it drops, polling carries on alone until it is back. */
  private listen(): void {
    if (this.closed) return
    const listener = new Client(this.pool.options)
    const retry = () => {
      if (this.listener !== listener) return
      this.listener = null
      void listener.end().catch(() => undefined)
      setTimeout(() => this.listen(), RELISTEN_MS).unref()
    }
    this.listener = listener
    listener.on('error', retry)
    listener.on('end', retry)
    listener.on('notification', ({ payload }) => {
      const change = decodeStockChange(payload)
      const entry = change && this.entries.get(change.siteId)
      if (change && entry?.index) void this.refresh(entry, change.siteId).catch(() => undefined)
    })
    listener
      .connect()
      .then(() => listener.query(`LISTEN ${STOCK_CHANGED_CHANNEL}`))
      .catch(retry)
  }
}

async function storedVersion(db: Pool | PoolClient, siteId: number): Promise<number> {
  const { rows } = await db.query<{ version: string }>('SELECT version FROM stock_versions WHERE site_id = $1', [siteId])
  return rows[0] ? Number(rows[0].version) : 0
}

async function changedRecords(client: PoolClient, siteId: number, ids: string[]): Promise<Map<string, StockRecord>> {
  if (ids.length === 0) return new Map()
  const { rows } = await client.query<{ id: string; data: StockRecord }>('SELECT id, data FROM stock_vehicles WHERE site_id = $1 AND id = ANY($2::varchar[])', [siteId, ids])
  return new Map(rows.map((row) => [row.id, row.data]))
}
