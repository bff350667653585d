import type { CarFact } from '@/domain/carFacts'
import { iconBefore } from '@/components/ui/iconFile'
import type { IconName } from '@/components/ui/iconPaths'

import styles from './CardFacts.module.css'

/** The icon of each key fact; a fact without one (the condition) reads as text only. */
const ICONS: Partial<Record<string, IconName>> = { Odometer: 'odometer', Transmission: 'gearbox', Fuel: 'fuel', Length: 'ruler', Sleeps: 'bed', ATM: 'weight' }
/** Key facts in the order shoppers scan them on a card: a car's odometer, gearbox and fuel, or a caravan's length, berths and ATM. */
const ORDER = ['Odometer', 'Transmission', 'Fuel', 'Length', 'Sleeps', 'ATM']

/** A card's key fact: its icon and its value in words ("45 km"). */
export type KeyFact = { icon: IconName; value: string }

/** The card's key facts out of all of a car's facts, in the order shoppers scan them. */
export function keyFacts(facts: readonly CarFact[]): KeyFact[] {
  return facts
    .filter((fact) => ICONS[fact.label])
    .sort((a, b) => ORDER.indexOf(a.label) - ORDER.indexOf(b.label))
    .map((fact) => ({ icon: ICONS[fact.label]!, value: fact.value }))
}

/**
 * A card's key facts (odometer, transmission, fuel; a caravan's length,
 * berths and ATM), each after its icon (drawn by CSS, so it costs no element):
 * a list of three short values that say what they are ("45 km", "Automatic",
 * "Diesel"; "6.55 m", "Sleeps 4", "ATM 3,000 kg"), rather than labelled
 * pairs, so a page of cards carries fewer elements. The car page lists every
 * fact with its label.
 */
export function CardFacts({ facts }: { facts: readonly KeyFact[] }) {
  if (facts.length === 0) return null
  return (
    <ul className={styles.facts} aria-label="Key facts">
      {facts.map((fact) => (
        <li key={fact.icon} {...iconBefore(fact.icon)}>
          {fact.value}
        </li>
      ))}
    </ul>
  )
}
