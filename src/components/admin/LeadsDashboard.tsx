import type { Payload, TypedUser } from 'payload'

import { deliverySuccessRate, leadsPerDay, leadsPerDayBySource, LEAD_DASHBOARD_DAYS, LEAD_DASHBOARD_DEFAULT_TIME_ZONE } from '@/domain/leads/leadStats'

import { plural } from './dashboard/format'
import { LeadsPerDayChart } from './LeadsPerDayChart'

const DAY_MS = 24 * 60 * 60_000

/**
 * Above the admin dashboard (issue 6 "Admin"): leads per day over the last
 * 30 days and the delivery success rate, over the sites the signed-in user
 * can see. Every query runs with the user's own access, so a dealer editor
 * counts only their own sites' leads.
 */
export async function LeadsDashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user || user.collection !== 'users') return null
  const now = new Date()
  const [{ docs: leads }, { docs: sites }] = await Promise.all([
    payload.find({
      collection: 'customer-leads',
      // A day more than shown: the oldest day starts at local midnight, up to a day before now minus 30 days.
      where: { createdAt: { greater_than_equal: new Date(now.getTime() - (LEAD_DASHBOARD_DAYS + 1) * DAY_MS).toISOString() } },
      select: { createdAt: true, deliveryStatus: true, attribution: { source: true } },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    payload.find({ collection: 'tenants', select: { timeZone: true }, limit: 1, sort: 'id', depth: 0, overrideAccess: false, user }),
  ])
  // Days are the first visible site's days: the sites of one dealer group share a zone.
  const timeZone = sites[0]?.timeZone ?? LEAD_DASHBOARD_DEFAULT_TIME_ZONE
  const days = leadsPerDay(leads.map((lead) => new Date(lead.createdAt)), now, timeZone)
  const success = deliverySuccessRate(leads.map((lead) => lead.deliveryStatus))
  const total = days.reduce((sum, day) => sum + day.count, 0)
  const rate = success.rate === null ? 'no delivery finished yet' : `${Math.round(success.rate * 1000) / 10}% delivered`
  return (
    <section style={{ marginBottom: '2rem' }} aria-labelledby="leads-dashboard-title">
      <h2 id="leads-dashboard-title" style={{ marginBottom: '0.5rem' }}>
        Leads, last {LEAD_DASHBOARD_DAYS} days
      </h2>
      <p style={{ margin: '0 0 1rem' }}>
        {plural(total, 'lead')} · delivery success: <strong data-testid="lead-delivery-rate">{rate}</strong> ({success.delivered} delivered, {success.failed} failed)
      </p>
      <LeadsPerDayChart days={days} bySource={leadsPerDayBySource(leads.map((lead) => ({ receivedAt: new Date(lead.createdAt), source: lead.attribution?.source })), now, timeZone)} />
    </section>
  )
}
