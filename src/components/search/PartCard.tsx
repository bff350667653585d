
import { priceDisplay, type PricedCar } from '@/domain/priceDisplay'
import type { SiteSettings } from '@/domain/site-settings'

/** The hit's fields a part card shows: a part is a stock record like a car (src/domain/parts.ts). */
export type Part = PricedCar & { name?: string | null; make?: string | null; model?: string | null; stocknum?: string | null; location_name?: string | null }

/**
 * A part in the parts search: what it is, what it fits, its price and where it
 * is. Parts have no car page (odometer, finance and the like mean nothing for
 * them), so the card leads to the dealer's contact page to ask for it.
 */
export function PartCard({ part, settings }: { part: Part; settings: SiteSettings }) {
  const fits = [part.make, part.model].filter(Boolean).join(' ')
  return (
    <li className="part-card">
      <h2>{part.name || fits}</h2>
      {fits ? <p>{`Fits ${fits}`}</p> : null}
      <p className="car-card-price">{priceDisplay(part, settings).text}</p>
      {part.stocknum ? <p>{`Part no. ${part.stocknum}`}</p> : null}
      {part.location_name ? <p>{part.location_name}</p> : null}
      <a href="/contact" aria-label={`Enquire about ${part.name || fits}`}>
        Enquire
      </a>
    </li>
  )
}
