import { headers } from 'next/headers'
import type { Payload, TypedUser } from 'payload'
import { Suspense } from 'react'

import { isStaff } from '@/access/roles'
import { LEAD_DASHBOARD_DEFAULT_TIME_ZONE } from '@/domain/leads/leadStats'
import { EXPIRY_WARNING_DAYS } from '@/domain/dashboard/expiringSoon'
import type { Staff } from '@/dashboard/dashboardSites'
import { loadDashboard } from '@/dashboard/loadDashboard'

import { LeadsDashboard } from '../LeadsDashboard'
import { ImportHealth } from './ImportHealth'
import { SiteCard } from './SiteCard'
import { SiteLinkCheck } from './SiteLinkCheck'
import styles from './StaffDashboard.module.css'
import { WatchList } from './WatchList'

/**
 * The admin's dashboard for dealer and agency staff, above Payload's own
 * collection tiles: for each site the user works on, its public link, leads
 * by form and period, failing deliveries and last stock import; its links
 * that lead nowhere (checked after the page shows); then offers and promo
 * cards about to expire, drafts awaiting publish and scheduled
 * publishes; platform admins also get the stock import health of every site.
 */
export function StaffDashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user || !isStaff(user)) return null
  // The admin's frame and nav commit at once; the figures stream in behind it rather than holding the whole page back.
  return (
    <Suspense fallback={<p className={styles.dashboard}>Loading your dashboard…</p>}>
      <DashboardFigures payload={payload} user={user as Staff} />
    </Suspense>
  )
}

async function DashboardFigures({ payload, user }: { payload: Payload; user: Staff }) {
  const adminRoute = payload.config.routes.admin
  const dashboard = await loadDashboard(payload, user, (await headers()).get('host') ?? 'localhost', new Date())
  const byId = new Map(dashboard.sites.map((entry) => [entry.site.id, entry.site]))
  const several = dashboard.sites.length > 1
  const siteName = (site: number | null) => (several && site !== null ? (byId.get(site)?.name ?? null) : null)
  const zoneOf = (site: number | null) => (site !== null ? byId.get(site)?.timeZone : undefined) ?? LEAD_DASHBOARD_DEFAULT_TIME_ZONE
  return (
    <div className={styles.dashboard} data-testid="staff-dashboard">
      <h2 className={styles.heading}>{dashboard.everySite ? 'Every dealer site' : several ? 'Your sites' : 'Your site'}</h2>
      {dashboard.sites.length === 0 ? <p>You are not assigned to a dealer site yet; ask the agency to add you to one.</p> : null}
      <div className={styles.grid}>
        {dashboard.sites.map((entry) => (
          <SiteCard key={entry.site.id} entry={entry} adminRoute={adminRoute} ownSite={!dashboard.everySite} />
        ))}
      </div>
      {/* Checked in the browser once the dashboard shows: trying other websites takes seconds. */}
      <SiteLinkCheck sites={dashboard.sites.map(({ site }) => ({ id: site.id, name: site.name, timeZone: zoneOf(site.id) }))} adminRoute={adminRoute} />
      <div className={styles.grid}>
        {dashboard.everySite ? <ImportHealth sites={dashboard.sites} adminRoute={adminRoute} /> : null}
        <WatchList id="expiring-soon" title={`Expiring within ${EXPIRY_WARNING_DAYS} days`} empty={`No offer or promo card ends within ${EXPIRY_WARNING_DAYS} days.`} items={dashboard.expiring} adminRoute={adminRoute} siteName={siteName} zoneOf={zoneOf} when={() => 'ends'} />
        <WatchList id="drafts-awaiting-publish" title="Drafts awaiting publish" empty="No unpublished drafts." items={dashboard.drafts} adminRoute={adminRoute} siteName={siteName} zoneOf={zoneOf} when={() => 'saved'} />
        <WatchList id="scheduled-publishes" title="Scheduled" empty="Nothing is scheduled to publish or unpublish." items={dashboard.scheduled} adminRoute={adminRoute} siteName={siteName} zoneOf={zoneOf} when={(item) => (item.action === 'unpublish' ? 'unpublishes' : 'publishes')} />
      </div>
      <LeadsDashboard payload={payload} user={user} />
    </div>
  )
}
