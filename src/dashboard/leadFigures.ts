import type { Pool } from 'pg'

import { earliestPeriodStart, leadPeriodStarts, LEAD_PERIODS, type LeadPeriod } from '@/domain/dashboard/leadWindows'

export type LeadCounts = Record<LeadPeriod, number>
export type SiteLeadFigures = {
  /** Where each period begins on the site's own calendar. */
  starts: Record<LeadPeriod, Date>
  /** Per lead form, only forms with a lead this week or month. */
  byForm: { form: string; counts: LeadCounts }[]
  total: LeadCounts
  /** Leads whose delivery failed or is being retried now. */
  failing: { failed: number; retrying: number }
}

/**
 * Each site's leads today, this week and this month by form, on the site's
 * own calendar, and its failing deliveries: two grouped queries over the
 * given sites only, whatever their number (the list of leads may be long;
 * the dashboard needs only counts).
 */
export async function leadFigures(pool: Pool, sites: readonly { id: number; timeZone: string }[], now: Date): Promise<Map<number, SiteLeadFigures>> {
  const figures = new Map<number, SiteLeadFigures>()
  if (sites.length === 0) return figures
  const starts = sites.map((site) => leadPeriodStarts(now, site.timeZone))
  const ids = sites.map((site) => site.id)
  const [periods, failing] = await Promise.all([
    pool.query<{ site: number; form: string; today: number; week: number; month: number }>(
      `SELECT l.tenant_id AS site, l.form::text AS form,
              count(*) FILTER (WHERE l.created_at >= w.today)::int AS today,
              count(*) FILTER (WHERE l.created_at >= w.week)::int AS week,
              count(*) FILTER (WHERE l.created_at >= w.month)::int AS month
         FROM unnest($1::int[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[]) AS w(site, today, week, month, earliest)
         JOIN customer_leads l ON l.tenant_id = w.site AND l.created_at >= w.earliest AND l.created_at <= $6
        GROUP BY l.tenant_id, l.form`,
      [ids, starts.map((s) => s.today), starts.map((s) => s.week), starts.map((s) => s.month), starts.map(earliestPeriodStart), now],
    ),
    pool.query<{ site: number; status: 'failed' | 'retrying'; count: number }>(
      `SELECT tenant_id AS site, delivery_status::text AS status, count(*)::int AS count
         FROM customer_leads WHERE tenant_id = ANY($1::int[]) AND delivery_status IN ('failed', 'retrying')
        GROUP BY tenant_id, delivery_status`,
      [ids],
    ),
  ])
  sites.forEach((site, index) => {
    figures.set(site.id, { starts: starts[index]!, byForm: [], total: { today: 0, week: 0, month: 0 }, failing: { failed: 0, retrying: 0 } })
  })
  for (const row of periods.rows) {
    const site = figures.get(row.site)
    if (!site) continue
    const counts = { today: row.today, week: row.week, month: row.month }
    if (counts.week === 0 && counts.month === 0) continue
    site.byForm.push({ form: row.form, counts })
    for (const period of LEAD_PERIODS) site.total[period] += counts[period]
  }
  for (const row of failing.rows) {
    const site = figures.get(row.site)
    if (site) site.failing[row.status] = row.count
  }
  for (const site of figures.values()) site.byForm.sort((a, b) => b.counts.month - a.counts.month || a.form.localeCompare(b.form))
  return figures
}
