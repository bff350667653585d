import type { Pool } from 'pg'

import type { SiteIndexStore } from './indexStore'
import { warmUpOrder, type SiteStock } from './warmUpOrder'

/** How long to wait before listing the sites again when the database did not answer at start. */
const RETRY_MS = 5_000

/** How old the list of sites may be when the health check reads it: sites created since are found within this. */
export const SITES_RELIST_MS = 10_000

/** What GET /api/health reports of the search engine. */
export type SearchReadiness =
  | { engine: 'algolia' }
  | {
      engine: 'built-in'
      /** Sites listed whose index is built. */
      sitesReady: number
      /** Sites listed (null until first listed): those of the start, and those created since, found when the health check reads a list older than SITES_RELIST_MS. */
      sitesTotal: number | null
      /** Every site listed has its index: no shopper will wait for a build. */
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
 * Sites created later, on any instance or by the onboarding script, are
 * found when the health check reads a list older than SITES_RELIST_MS, and
 * built then, so the check counts every site that exists.
 */
export class IndexWarmUp {
  private sites: SiteStock[] | null = null
  private building: string | undefined
  private started = false
  private listedAt = 0
  private relisting = false

  constructor(
    private readonly store: Pick<SiteIndexStore, 'get' | 'isBuilt' | 'builds'>,
    private readonly pool: Pool,
    private readonly log: (line: string) => void = (line) => console.log(`[search] ${line}`),
    private readonly clock: () => number = Date.now,
  ) {}

  /** Starts the warm-up once; later calls do nothing. */
  start(): void {
    if (this.started) return
    this.started = true
    void this.run()
  }

  readiness(): SearchReadiness {
    // In the background: the check answers from the list it has, and the next one counts what this finds.
    if (this.sites !== null && !this.relisting && this.clock() - this.listedAt > SITES_RELIST_MS) void this.addNewSites()
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
    this.listedAt = this.clock()
    const started = performance.now()
    await this.build(this.sites)
    const cars = this.sites.reduce((sum, site) => sum + site.cars, 0)
    this.log(`Built the search indexes of ${this.sites.length} sites (${cars.toLocaleString('en-AU')} cars) in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  }

  private async build(sites: readonly SiteStock[]): Promise<void> {
    for (const site of sites) {
      this.building = site.slug
      // A failed build is logged by the store; that site is built at its first search instead.
      await this.store.get(site.siteId).catch(() => undefined)
      // Lets requests that arrived during the build run before the next one starts.
      await new Promise((resolve) => setImmediate(resolve))
    }
    this.building = undefined
  }

  /** Lists the sites again: those created since join the list and are built; those deleted leave it. */
  private async addNewSites(): Promise<void> {
    this.relisting = true
    try {
      const { rows } = await this.pool.query<{ id: number; slug: string }>('SELECT id, slug FROM tenants')
      this.listedAt = this.clock()
      const known = new Set(this.sites!.map((site) => site.siteId))
      const existing = new Set(rows.map((row) => Number(row.id)))
      // A new site's stock is not counted: it has little yet, and the order among new sites matters little.
      const added = rows.filter((row) => !known.has(Number(row.id))).map((row) => ({ siteId: Number(row.id), slug: row.slug, cars: 0 }))
      this.sites = [...this.sites!.filter((site) => existing.has(site.siteId)), ...warmUpOrder(added)]
      if (added.length === 0) return
      await this.build(added)
      this.log(`Built the search indexes of ${added.length} site(s) created since the last count: ${added.map((site) => site.slug).join(', ')}.`)
    } catch (error) {
      this.log(`Could not list the sites again (the health check keeps the last list): ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      this.relisting = false
    }
  }
}

/** Every site with how many cars it stores: one grouped count at start, never per health check. */
async function listSites(pool: Pool): Promise<SiteStock[]> {
  const { rows } = await pool.query<{ id: number; slug: string; cars: string }>(
    `SELECT site.id, site.slug, count(vehicle.id) AS cars FROM tenants site LEFT JOIN stock_vehicles vehicle ON vehicle.site_id = site.id GROUP BY site.id, site.slug`,
  )
  return rows.map((row) => ({ siteId: Number(row.id), slug: row.slug, cars: Number(row.cars) }))
}
