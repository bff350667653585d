import { CAR_PAGE_SECTION_TITLES } from '@/domain/carPageSections'
import type { ShortList } from '@/domain/specRows'

import styles from './CarDetails.module.css'

/** The car's features as a checklist in columns: the first ones, then the rest behind Show All / Hide (no JavaScript needed). */
export function Features({ features, rest }: { features: ShortList<string>; rest: readonly string[] }) {
  if (features.shown.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="features">
      <h2 id="features">{CAR_PAGE_SECTION_TITLES.features}</h2>
      <Checklist items={features.shown} />
      {features.toggle ? (
        <details className={styles.more}>
          <summary>
            <span className={styles.whenClosed}>
              {features.toggle} ({features.shown.length + rest.length})
            </span>
            <span className={styles.whenOpen}>Hide</span>
          </summary>
          <Checklist items={rest} />
        </details>
      ) : null}
    </section>
  )
}

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.checklist}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
