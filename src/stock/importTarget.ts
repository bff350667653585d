import type pg from 'pg'

import { resolveSiteSettings } from '@/domain/site-settings'

import type { SiteForImport } from './runImport'

/**
 * Whether the database has the stock tables and the sites table: the import
 * runs on a plain connection, without booting Payload, so it checks instead
 * of migrating.
 */
export async function stockTablesExist(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ ready: boolean }>(
    "SELECT to_regclass('stock_vehicles') IS NOT NULL AND to_regclass('stock_versions') IS NOT NULL AND to_regclass('tenants') IS NOT NULL AND to_regclass('stock_imports') IS NOT NULL AS ready",
  )
  return rows[0]?.ready === true
}

/** The site (a row of Payload's tenants table) with this slug and the settings an import needs; null when there is none. */
export async function findSiteForImport(pool: pg.Pool, slug: string): Promise<SiteForImport | null> {
  const { rows } = await pool.query<{ id: number; slug: string; search_filter: string | null; sold_days: string | null }>(
    'SELECT id, slug, settings_search_filter AS search_filter, settings_include_sold_cars_days AS sold_days FROM tenants WHERE slug = $1',
    [slug],
  )
  const row = rows[0]
  if (!row) return null
  // The same defaults as everywhere else: an unset column is the platform default.
  const settings = resolveSiteSettings({ searchFilter: row.search_filter ?? undefined, includeSoldCarsDays: row.sold_days === null ? undefined : Number(row.sold_days) })
  return { id: row.id, slug: row.slug, searchFilter: settings.searchFilter, includeSoldCarsDays: settings.includeSoldCarsDays }
}
