import type { CarFact } from '@/domain/carFacts'
import { Icon, type IconName } from '@/components/ui/Icon'

import styles from './CardFacts.module.css'

/** The icon of each key fact; a fact without one (the condition) reads as text only. */
const ICONS: Partial<Record<string, IconName>> = { Odometer: 'odometer', Transmission: 'gearbox', Fuel: 'fuel' }
/** Key facts in the order shoppers scan them on a card. */
const ORDER = ['Odometer', 'Transmission', 'Fuel']

/** A card's key facts (odometer, transmission, fuel; already in words for people) with their icons; the labels stay for screen readers. */
export function CardFacts({ facts }: { facts: readonly CarFact[] }) {
  const keyFacts = facts.filter((fact) => ICONS[fact.label]).sort((a, b) => ORDER.indexOf(a.label) - ORDER.indexOf(b.label))
  if (keyFacts.length === 0) return null
  return (
    <dl className={`car-card-facts ${styles.facts}`}>
      {keyFacts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className="visually-hidden">{fact.label}</dt>
          <dd>
            <Icon name={ICONS[fact.label]!} size={18} className={styles.icon} />
            <span className={styles.value}>{fact.value}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
