import { adminDocumentPath, adminListPath } from '@/domain/dashboard/adminLinks'
import type { SiteDashboard } from '@/dashboard/loadDashboard'

import { formatWhen } from './format'
import styles from './StaffDashboard.module.css'

/** Platform admins: the sites whose last stock import failed or whose scheduled import is overdue. */
export function ImportHealth({ sites, adminRoute }: { sites: SiteDashboard[]; adminRoute: string }) {
  const troubled = sites.filter((entry) => entry.importProblems.length > 0)
  return (
    <section className={styles.card} aria-labelledby="import-health" data-testid="import-health">
      <h3 id="import-health">Stock import health</h3>
      {troubled.length === 0 ? (
        <p>Every site’s last stock import succeeded and no scheduled import is overdue.</p>
      ) : (
        <ul className={styles.list}>
          {troubled.map(({ site, imports, importProblems }) => (
            <li key={site.id} data-site={site.slug}>
              <a href={imports.last ? adminDocumentPath(adminRoute, 'stock-imports', imports.last.id) : adminListPath(adminRoute, 'stock-imports', [['tenant', 'equals', site.id]])}>{site.name}</a>{' '}
              <span className={styles.warning}>
                {importProblems.includes('failed') ? `last import failed ${formatWhen(imports.last?.startedAt, site.timeZone)}` : ''}
                {importProblems.length === 2 ? '; ' : ''}
                {importProblems.includes('overdue') ? (imports.lastScheduledAt ? `scheduled import overdue, last ran ${formatWhen(imports.lastScheduledAt, site.timeZone)}` : 'scheduled import has never run') : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
