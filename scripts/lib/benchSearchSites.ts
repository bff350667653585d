/** bench:search's view of the sites: their documents and scopes as the engine sees them, and the network's make-up. */
import type pg from 'pg'

import { resolveSiteSettings } from '../../src/domain/site-settings'
import { toSearchDocument, type SearchDocument, type StockRecord } from '../../src/search/document'
import type { SiteScope } from '../../src/search/engine'
import type { QueryResponse } from '../../src/search/response'
import type { BenchSite } from './benchDatabase'
import type { benchNetwork } from './benchStock'

/** The site's vehicles as the engine's index store reads them (src/search/builtIn/indexStore.ts). */
export async function loadDocuments(pool: pg.Pool, siteId: number): Promise<SearchDocument[]> {
  const { rows } = await pool.query<{ id: string; slug: string; data: StockRecord }>('SELECT id, slug, data FROM stock_vehicles WHERE site_id = $1 ORDER BY id', [siteId])
  return rows.map((row) => toSearchDocument({ ...row.data, id: row.id, slug: row.slug }))
}

/** The scope the HTTP route gives a site with default settings (src/sites/siteScope.ts). */
export function siteScope(site: BenchSite): Omit<SiteScope, 'now'> {
  const settings = resolveSiteSettings({})
  return { siteId: site.id, filter: null, includeSoldCarsDays: settings.includeSoldCarsDays, stockCountOverride: settings.stockCountOverride }
}

/** nbHits of the main (first) query, -1 when it answered none. */
export function mainHits(results: QueryResponse[]): number {
  const first = results[0]
  return first && 'nbHits' in first ? first.nbHits : -1
}

/** Sites and vehicles per kind of site, for the stock table. */
export function summariseKinds(plans: ReturnType<typeof benchNetwork>): string[][] {
  const kinds = new Map<string, { sites: number; vehicles: number }>()
  for (const plan of plans) {
    const kind = plan.kind.replace(/^\w+ franchise$/, 'single franchise').replace(/^.+ multi-franchise$/, 'multi-franchise')
    const entry = kinds.get(kind) ?? { sites: 0, vehicles: 0 }
    entry.sites++
    entry.vehicles += plan.count
    kinds.set(kind, entry)
  }
  return [...kinds].map(([kind, { sites, vehicles }]) => [kind, String(sites), vehicles.toLocaleString('en-AU')])
}
