import type { Pool } from 'pg'

import type { SiteIndexStore } from './indexStore'
import { warmUpOrder, type SiteStock } from './warmUpOrder'

/** How long to wait before listing the sites again when the database did not answer at start. */
const RETRY_MS = 5_000

/** What GET /api/health reports of the search engine. */
export type SearchReadiness =
  | { engine: 'algolia' }
  | {
      engine: 'built-in'
      /** Sites known at start whose index is built. */
      sitesReady: number
      /** Sites known at start (null until they are listed); sites added later are built at their first search. */
      sitesTotal: number | null
      /** Every site known at start has its index: no shopper will wait for a build. */
      ready: boolean
      /** The site whose index the warm-up is building now. */
      building?: string
      /** Indexes built from nothing in this process, warm-up and first searches alike; refreshes after imports not counted. */
      builds: number
    }

/**
 * Builds every site's index in the background when the instance starts,
 * one site at a time, smallest first (warmUpOrder). The builds go through
 * the store, so a shopper who searches a site before its turn shares the
 * build already under way or starts it, and the warm-up then finds it done.
 */
export class IndexWarmUp {
  private sites: SiteStock[] | null = null
  private building: string | undefined
  private started = false

  constructor(
    private readonly store: Pick<SiteIndexStore, 'get' | 'isBuilt' | 'builds'>,
    private readonly pool: Pool,
    private readonly log: (line: string) => void = (line) => console.log(`[search] ${line}`),
  ) {}

  /** Starts the warm-up once; later calls do nothing. */
  start(): void {
    if (this.started) return
    this.started = true
    void this.run()
  }

  readiness(): SearchReadiness {
    const sitesReady = this.sites?.filter((site) => this.store.isBuilt(site.siteId)).length ?? 0
    return {
      engine: 'built-in',
      sitesReady,
      sitesTotal: this.sites?.length ?? null,
      ready: this.sites !== null && sitesReady === this.sites.length,
      ...(this.building ? { building: this.building } : {}),
      builds: this.store.builds,
    }
  }

  private async run(): Promise<void> {
    const sites = await listSites(this.pool).catch((error: unknown) => {
      this.log(`Could not list the sites to build their search indexes (trying again in ${RETRY_MS / 1000} s): ${error instanceof Error ? error.message : String(error)}`)
      return null
    })
    if (!sites) {
      setTimeout(() => void this.run(), RETRY_MS).unref()
      return
    }
    this.sites = warmUpOrder(sites)
    const started = performance.now()
    for (const site of this.sites) {
      this.building = site.slug
      // A failed build is logged by the store; that site is built at its first search instead.
      await this.store.get(site.siteId).catch(() => undefined)
      // Lets requests that arrived during the build run before the next one starts.
      await new Promise((resolve) => setImmediate(resolve))
    }
    this.building = undefined
    const cars = this.sites.reduce((sum, site) => sum + site.cars, 0)
    this.log(`Built the search indexes of ${this.sites.length} sites (${cars.toLocaleString('en-AU')} cars) in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  }
}

/** Every site with how many cars it stores: one grouped count at start, never per health check. */
async function listSites(pool: Pool): Promise<SiteStock[]> {
  const { rows } = await pool.query<{ id: number; slug: string; cars: string }>(
    `SELECT site.id, site.slug, count(vehicle.id) AS cars FROM tenants site LEFT JOIN stock_vehicles vehicle ON vehicle.site_id = site.id GROUP BY site.id, site.slug`,
  )
  return rows.map((row) => ({ siteId: Number(row.id), slug: row.slug, cars: Number(row.cars) }))
}
