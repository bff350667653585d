import type { BadgeTone } from '@/components/ui/Badge'
import type { Car } from '@/domain/car'
import { cardFinance } from '@/domain/cardFinance'
import { cardPhoto } from '@/domain/cardPhoto'
import { cardTag, type CardTagKind } from '@/domain/cardTag'
import { carFacts } from '@/domain/carFacts'
import { carCardButtons } from '@/domain/carPageButtons'
import { enquiryHref } from '@/domain/enquiry'
import type { SiteSettings } from '@/domain/site-settings'
import { vehicleKind } from '@/domain/vocabulary'

import { cardPhotoImage } from './CarCardPhoto'
import { CarCardView, type CardView } from './CarCardView'
import { keyFacts } from './CardFacts'
import { FavouriteButton } from './FavouriteButton'

export type CardCar = Car & {
  objectID?: string
  id?: string | number
  name?: string | null
  primary_image_url?: string | null
  location_name?: string | null
  /** Search hits carry only each lender's rates (src/search/document.ts); whole records carry finance_lenders. */
  finance_rates?: Car['finance_lenders']
}

/** A card's finance line: search hits carry each lender's rates only, whole records their finance_lenders. */
export function cardFinanceLine(car: CardCar, settings: SiteSettings, when: { now: Date; zone: string }) {
  return cardFinance({ ...car, finance_lenders: car.finance_lenders ?? car.finance_rates }, settings, when)
}

/** Each tag's colour: sold and reserved stand out, new arrivals carry the dealer's colour. */
const TAG_TONES: Record<CardTagKind, BadgeTone> = {
  sold: 'danger',
  reserved: 'warning',
  electric: 'success',
  hybrid: 'success',
  certified: 'brand',
  custom: 'brand',
  'coming-soon': 'neutral',
  'new-arrival': 'accent',
}

/**
 * A car in search results and carousels (CarCardView draws it): its words,
 * prices and addresses worked out here on the server from the car and the
 * site's settings, so the page carries them once, as the card's few values.
 */
export function CarCard({
  car,
  settings,
  now,
  firstInView = false,
  zone,
  path,
  financeNoteHref,
  titleLevel = 2,
}: {
  car: CardCar
  settings: SiteSettings
  now: Date
  /** The first card of a results page: its photo is the page's largest element, so it loads first rather than lazily. */
  firstInView?: boolean
  /** The site's time zone: a lender's "current year" rule is read in it. */
  zone: string
  /** The page the card is on, to come back to after signing in to save it; the car's own page by default. */
  path?: string
  /** Where the comparison-rate warning is: the page's ComparisonRateWarning, or by default the car page's finance card. */
  financeNoteHref?: string
  /** 3 where the cards sit under a section heading of their own, as in the car page's carousel. */
  titleLevel?: 2 | 3
}) {
  const facts = carFacts(car, settings)
  const tag = cardTag(car, settings, now)
  const href = `/cars/${car.slug}`
  const photo = cardPhoto(car, now)
  const finance = cardFinanceLine(car, settings, { now, zone })
  const view: CardView = {
    href,
    title: facts.title,
    subtitle: facts.subtitle || null,
    titleLevel,
    photo:
      photo.kind === 'photo'
        ? { kind: 'photo', ...cardPhotoImage(photo.src, firstInView) }
        : { kind: 'placeholder', text: photo.text, newArrival: photo.kind === 'new-arrival', requestHref: enquiryHref(car.slug, 'request-photos'), vehicle: vehicleKind(car.item_type) },
    tag: tag ? { tone: TAG_TONES[tag.kind], text: tag.text } : null,
    location: car.location_name ?? null,
    condition: facts.details.find((fact) => fact.label === 'Condition')?.value ?? null,
    price: facts.price,
    finance: finance ? { line: finance.line, noteHref: financeNoteHref ?? `${href}#finance` } : null,
    facts: keyFacts(facts.details),
    buttons: carCardButtons(car, settings).map(({ label, href: address }) => ({ label, href: address })),
  }
  return <CarCardView view={view} favourite={<FavouriteButton car={car} title={facts.title} settings={settings} path={path ?? href} />} />
}
