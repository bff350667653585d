import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { closedDaysOfSite, oneBusinessDayBefore } from '@/domain/businessDays'
import { specialHoursOf } from '@/sites/locationView'

import type { DashboardSite, Staff } from './dashboardSites'

export type UntouchedLeads = {
  /** New leads nobody has worked (no status, owner or note change) that arrived before `before`. */
  count: number
  /** One business day before now on the site's calendar. */
  before: Date
}

/** Each site's closed days: the holidays on which all its locations close to sales (businessDays.ts). */
async function closedDays(payload: Payload, user: Staff, sites: readonly DashboardSite[]): Promise<Map<number, Set<string>>> {
  const { docs } = await payload.find({
    collection: 'locations',
    where: { tenant: { in: sites.map((site) => site.id) } },
    select: { tenant: true, specialHours: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return new Map(
    sites.map((site) => {
      const locations = docs.filter((location) => (typeof location.tenant === 'object' ? location.tenant?.id : location.tenant) === site.id)
      return [site.id, closedDaysOfSite(locations.map((location) => specialHoursOf(location, site.timeZone)))]
    }),
  )
}

/**
 * Per site, its new leads that nobody has touched for more than a business
 * day (in the site's zone, less its holidays): one grouped query over the
 * sites, each with its own cut-off.
 */
export async function untouchedLeads(payload: Payload, pool: Pool, user: Staff, sites: readonly DashboardSite[], now: Date): Promise<Map<number, UntouchedLeads>> {
  const closed = await closedDays(payload, user, sites)
  const before = sites.map((site) => oneBusinessDayBefore(now, site.timeZone, closed.get(site.id)))
  const { rows } = await pool.query<{ site: number; count: number }>(
    `SELECT l.tenant_id AS site, count(*)::int AS count
       FROM unnest($1::int[], $2::timestamptz[]) AS w(site, before)
       JOIN customer_leads l ON l.tenant_id = w.site AND l.created_at < w.before
      WHERE l.status = 'new' AND l.last_worked_at IS NULL
      GROUP BY l.tenant_id`,
    [sites.map((site) => site.id), before],
  )
  const counts = new Map(rows.map((row) => [row.site, row.count]))
  return new Map(sites.map((site, index) => [site.id, { count: counts.get(site.id) ?? 0, before: before[index]! }]))
}
