import { adminDocumentPath, adminListPath } from '@/domain/dashboard/adminLinks'
import type { SiteDashboard } from '@/dashboard/loadDashboard'

import { formatWhen, plural } from './format'
import { LeadFiguresTable } from './LeadFiguresTable'
import { NextSteps } from './NextSteps'
import styles from './StaffDashboard.module.css'

/** One site's figures: its public link, its next steps while it is not complete, leads, failing deliveries and last stock import. */
export function SiteCard({ entry, adminRoute, ownSite }: { entry: SiteDashboard; adminRoute: string; ownSite: boolean }) {
  const { site, leads, imports, untouched } = entry
  const failing = leads.failing.failed + leads.failing.retrying
  const last = imports.last
  return (
    <section className={styles.card} data-testid="dashboard-site" data-site={site.slug} aria-labelledby={`site-${site.id}`}>
      <header className={styles.cardHeader}>
        <h3 id={`site-${site.id}`}>{site.name}</h3>
        <a href={entry.origin} target="_blank" rel="noopener noreferrer" className={styles.viewSite}>
          {ownSite ? 'View my site' : 'View site'}
        </a>
      </header>
      <NextSteps entry={entry} adminRoute={adminRoute} canManageStaff={!ownSite} />
      <LeadFiguresTable siteId={site.id} leads={leads} adminRoute={adminRoute} />
      <p className={untouched.count > 0 ? styles.warning : undefined} data-testid="untouched-leads">
        {untouched.count === 0 ? (
          'Every new lead was worked within a business day.'
        ) : (
          <a
            href={adminListPath(adminRoute, 'customer-leads', [
              ['tenant', 'equals', site.id],
              ['status', 'equals', 'new'],
              ['lastWorkedAt', 'exists', 'false'],
              ['createdAt', 'less_than', untouched.before.toISOString()],
            ])}
          >
            {plural(untouched.count, 'new lead')} untouched for more than a business day
          </a>
        )}
      </p>
      <p className={failing > 0 ? styles.warning : undefined} data-testid="failing-deliveries">
        {failing === 0 ? (
          'No lead delivery is failing.'
        ) : (
          <a href={adminListPath(adminRoute, 'customer-leads', [['tenant', 'equals', site.id], ['deliveryStatus', 'in', ['failed', 'retrying']]])}>
            {plural(leads.failing.failed, 'lead')} failed to deliver, {leads.failing.retrying} retrying
          </a>
        )}
      </p>
      <p className={last?.outcome === 'failed' ? styles.warning : undefined} data-testid="last-import">
        {last ? (
          <>
            Last stock import {last.outcome ?? 'unfinished'} {formatWhen(last.startedAt, site.timeZone)}
            {last.outcome === 'succeeded' ? `, ${plural(last.rejectedCount, 'rejected row')}` : ''}:{' '}
            <a href={adminDocumentPath(adminRoute, 'stock-imports', last.id)}>view report</a>
          </>
        ) : (
          'No stock import yet.'
        )}
      </p>
    </section>
  )
}
