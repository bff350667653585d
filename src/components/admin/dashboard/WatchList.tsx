import { adminDocumentPath } from '@/domain/dashboard/adminLinks'
import type { WatchedDocument } from '@/dashboard/contentWatch'

import { formatWhen } from './format'
import styles from './StaffDashboard.module.css'

/** A short list of documents needing attention, each linked to its edit page, with the moment that matters on its site's clock. */
export function WatchList(props: { id: string; title: string; empty: string; items: WatchedDocument[]; adminRoute: string; siteName: (site: number | null) => string | null; zoneOf: (site: number | null) => string; when: (item: WatchedDocument) => string }) {
  const { id, title, empty, items, adminRoute, siteName, zoneOf, when } = props
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={id}>
      <h3 id={id}>{title}</h3>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.collection}-${item.id}-${item.at?.getTime() ?? ''}`}>
              <a href={adminDocumentPath(adminRoute, item.collection, item.id)}>{item.title || `${item.label} ${item.id}`}</a>{' '}
              <span className={styles.meta}>
                {item.label}
                {siteName(item.site) ? ` · ${siteName(item.site)}` : ''} · {when(item)} {formatWhen(item.at, zoneOf(item.site))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
