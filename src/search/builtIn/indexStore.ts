import type { Pool } from 'pg'

import { toSearchDocument, type StockRecord } from '../document'
import { buildSiteIndex, type SiteIndex } from '../memory/siteIndex'

/** How often a site's stock version is re-read: a change in PostgreSQL reaches search within this, plus a rebuild. */
const VERSION_CHECK_MS = 500

type Entry = { index: SiteIndex | null; checkedAt: number; loading: Promise<SiteIndex> | null }

/**
 * Each site's in-memory index, built from its rows in PostgreSQL (the source
 * of truth) and rebuilt when the site's stock version moves on. Every app
 * instance keeps its own; imports bump the version, so all of them follow.
 */
export class SiteIndexStore {
  private readonly entries = new Map<number, Entry>()

  constructor(private readonly pool: Pool) {}

  async get(siteId: number): Promise<SiteIndex> {
    let entry = this.entries.get(siteId)
    if (!entry) this.entries.set(siteId, (entry = { index: null, checkedAt: 0, loading: null }))
    if (entry.loading) return entry.loading
    const now = Date.now()
    if (entry.index && now - entry.checkedAt < VERSION_CHECK_MS) return entry.index
    entry.checkedAt = now
    const version = await this.version(siteId)
    if (entry.index && entry.index.version === version) return entry.index
    const loading = this.load(siteId, version)
    entry.loading = loading
    try {
      entry.index = await loading
      return entry.index
    } finally {
      entry.loading = null
    }
  }

  private async version(siteId: number): Promise<number> {
    const { rows } = await this.pool.query<{ version: string }>('SELECT version FROM stock_versions WHERE site_id = $1', [siteId])
    return rows[0] ? Number(rows[0].version) : 0
  }

  private async load(siteId: number, version: number): Promise<SiteIndex> {
    // Vehicles in a stable order, so equal ranks always page the same way.
    const { rows } = await this.pool.query<{ id: string; slug: string; data: StockRecord }>(
      'SELECT id, slug, data FROM stock_vehicles WHERE site_id = $1 ORDER BY id',
      [siteId],
    )
    return buildSiteIndex(
      rows.map((row) => toSearchDocument({ ...row.data, id: row.id, slug: row.slug })),
      version,
    )
  }
}
