import type { CarPageItem } from '@/domain/carPageSections'

/** One of the dealer's car page sections (What's Included, Why Buy From Us, Protect Your Car): their words, as text. */
export function DealerSection({ id, title, items }: { id: string; title: string; items: readonly CarPageItem[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id} className="dealer-section">
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>
            {item.text ? <p>{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
