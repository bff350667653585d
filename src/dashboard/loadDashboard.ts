import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import type { SiteProgress } from '@/domain/dashboard/nextSteps'
import { importHealthProblems, type ImportHealthProblem, type StockFeedSchedule } from '@/domain/dashboard/importHealth'
import { siteOrigin } from '@/domain/host'
import { resolveSiteSettings } from '@/domain/site-settings'

import { draftsAwaitingPublish, expiringSoon, scheduledPublishes, type WatchedDocument } from './contentWatch'
import { dashboardSites, type DashboardSite, type Staff } from './dashboardSites'
import { leadFigures, type SiteLeadFigures } from './leadFigures'
import { siteProgress } from './siteProgress'
import { stockImportStatus, type SiteStockImports } from './stockImportStatus'
import { untouchedLeads, type UntouchedLeads } from './untouchedLeads'

export type SiteDashboard = {
  site: DashboardSite
  /** The site's public address from where the admin runs. */
  origin: string
  leads: SiteLeadFigures
  /** New leads nobody has worked for more than a business day. */
  untouched: UntouchedLeads
  imports: SiteStockImports
  /** Why the site's stock import needs a look, if it does. */
  importProblems: ImportHealthProblem[]
  /** What the site has of a complete website, for its next steps. */
  progress: SiteProgress
}

export type Dashboard = {
  everySite: boolean
  sites: SiteDashboard[]
  expiring: WatchedDocument[]
  drafts: WatchedDocument[]
  scheduled: WatchedDocument[]
}

/**
 * Each site's stock feed schedule, read past field access: an editor may not read the feed's address (it may
 * carry credentials), yet whether one is set decides if an import is overdue. Only the sites the user's own
 * access found are read, and the address goes no further than the overdue rule.
 */
async function stockFeeds(payload: Payload, siteIds: number[]): Promise<Map<number, StockFeedSchedule>> {
  const { docs } = await payload.find({ collection: 'tenants', where: { id: { in: siteIds } }, select: { settings: { stockFeed: true } }, pagination: false, depth: 0, overrideAccess: true })
  return new Map(docs.map((site) => [site.id, resolveSiteSettings({ stockFeed: site.settings?.stockFeed } as never).stockFeed]))
}

/** Everything the staff dashboard shows, for the sites `user` works on, read in parallel. */
export async function loadDashboard(payload: Payload, user: Staff, adminHostHeader: string, now: Date): Promise<Dashboard> {
  const everySite = isPlatformAdmin(user)
  const sites = await dashboardSites(payload, user)
  const siteIds = sites.map((site) => site.id)
  if (siteIds.length === 0) return { everySite, sites: [], expiring: [], drafts: [], scheduled: [] }
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const query = { payload, user, siteIds, now }
  const [feeds, leads, untouched, imports, expiring, drafts, scheduled, progress] = await Promise.all([
    stockFeeds(payload, siteIds),
    leadFigures(pool, sites, now),
    untouchedLeads(payload, pool, user, sites, now),
    stockImportStatus(pool, siteIds),
    expiringSoon(query),
    draftsAwaitingPublish(query),
    scheduledPublishes(query),
    siteProgress(pool, siteIds),
  ])
  return {
    everySite,
    expiring,
    drafts,
    scheduled,
    sites: sites.map((site) => {
      const siteImports = imports.get(site.id)!
      const feed = feeds.get(site.id)!
      return {
        site,
        origin: siteOrigin(site, adminHostHeader),
        leads: leads.get(site.id)!,
        untouched: untouched.get(site.id)!,
        imports: siteImports,
        importProblems: importHealthProblems(siteImports.last?.outcome, feed, siteImports.lastScheduledAt, now),
        progress: progress.get(site.id)!,
      }
    }),
  }
}
