import type { CarPageItem } from '@/domain/carPageSections'

import styles from './DealerSections.module.css'

/** One of the dealer's car page sections (What's Included, Why Buy From Us, Protect Your Car): their words, as text. */
export function DealerSection({ id, title, items }: { id: string; title: string; items: readonly CarPageItem[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.title}>
            <div>
              <strong>{item.title}</strong>
              {item.text ? <p>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
