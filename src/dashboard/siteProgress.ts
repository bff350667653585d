import type { Pool } from 'pg'

import { ABOUT_PAGE_SLUGS, type SiteProgress } from '@/domain/dashboard/nextSteps'

/** Each site's progress towards a complete website (nextSteps.ts), in one query over the given sites. */
export async function siteProgress(pool: Pool, siteIds: readonly number[]): Promise<Map<number, SiteProgress>> {
  if (siteIds.length === 0) return new Map()
  const { rows } = await pool.query<{ site: number; vehicles: number; offers: number; about: boolean; team: number; domains: number; staff: number }>(
    `SELECT t.id AS site,
            (SELECT count(*)::int FROM stock_vehicles v WHERE v.site_id = t.id AND v.sold_at IS NULL) AS vehicles,
            (SELECT count(*)::int FROM offers o WHERE o.tenant_id = t.id AND o._status = 'published') AS offers,
            EXISTS (SELECT 1 FROM pages p WHERE p.tenant_id = t.id AND p._status = 'published' AND p.slug = ANY($2::text[])) AS about,
            (SELECT count(*)::int FROM locations_team m JOIN locations l ON l.id = m._parent_id WHERE l.tenant_id = t.id) AS team,
            (SELECT count(*)::int FROM tenants_domains d WHERE d._parent_id = t.id) AS domains,
            (SELECT count(DISTINCT ut._parent_id)::int FROM users_tenants ut WHERE ut.tenant_id = t.id) AS staff
       FROM tenants t WHERE t.id = ANY($1::int[])`,
    [siteIds, ABOUT_PAGE_SLUGS],
  )
  return new Map(
    rows.map((row) => [row.site, { vehiclesInStock: row.vehicles, publishedOffers: row.offers, hasAboutPage: row.about, teamMembers: row.team, domains: row.domains, staff: row.staff }]),
  )
}
