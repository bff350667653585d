/**
 * The car page's sidebar buttons, per site settings
 * and the car. Each is a plain link, so the page works without JavaScript.
 *
 * - Car History Report: only when the car has a file (its report link).
 * - Get Finance Quote: unless the site hides finance estimates.
 * - Trade-In Valuation: the dealer has it (the autograb feature), the car is
 *   in stock, not sold or reserved, and priced above $200.
 * - Reserve Car Now: the site reserves online and the car is available, not
 *   already reserved, and priced (a car at "Enquire for price." is not
 *   reserved against a deposit; the spec does not show its rule; this is ours).
 *   One dealer group's route is /cars/{slug}/buy-online.
 * - Online Purchase: used cars that are available, on sites with the journey.
 * - Print PDF: on sites that offer it.
 *
 * Enquire, Book a Test Drive and Make An Offer open forms, and come with them.
 *
 * Labels name the vehicle by its own kind: a motorcycle's report is its
 * Motorcycle History Report, a caravan is reserved with Reserve Caravan Now.
 */

import { isAvailable, isSold, type Car } from './car'
import { enquiryHref } from './enquiry'
import { isShownPrice } from './priceDisplay'
import type { SiteSettings } from './site-settings'
import { capitalised, vehicleVocabulary } from './vocabulary'

/** Trade-in valuation shows only for a car priced above this. */
const TRADE_IN_MIN_PRICE = 200

export type CarPageButton = { kind: 'history-report' | 'finance' | 'trade-in' | 'reserve' | 'online-purchase' | 'print-pdf'; label: string; href: string; download?: string; external?: boolean }

export type ButtonCar = Pick<Car, 'slug' | 'car_type' | 'status' | 'sold' | 'reserved' | 'price' | 'item_type'> & { id: string | number; file?: string | null }

export function tradeInValuationShows(car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>, settings: Pick<SiteSettings, 'tradeInValuation'>): boolean {
  return settings.tradeInValuation && car.status === 'in_stock' && !isSold(car) && car.reserved !== true && typeof car.price === 'number' && car.price > TRADE_IN_MIN_PRICE
}

/**
 * The site reserves online, the car is of a type the site lets shoppers
 * reserve (settings `reserveOnline.carTypes`), available, and not already held
 * (the spec does not show its rule; this is ours). The Reserve buttons and the
 * reserve page itself follow it.
 */
export function carIsReservable(car: Pick<Car, 'car_type' | 'status' | 'sold' | 'reserved' | 'price'>, settings: Pick<SiteSettings, 'reserveOnline'>): boolean {
  return settings.reserveOnline.enabled && settings.reserveOnline.carTypes.includes(car.car_type) && isAvailable(car) && car.reserved !== true && isShownPrice(car.price)
}

/** One dealer group's reserve route is /cars/{slug}/buy-online, the others' /cars/{slug}/checkout. */
export function reserveHref(car: Pick<Car, 'slug'>, settings: Pick<SiteSettings, 'reserveOnline'>): string {
  return `/cars/${car.slug}/${settings.reserveOnline.routeName}`
}

/** "Car", "Caravan", "Motorcycle": the vehicle's own kind, as a button names it. */
const vehicleWord = (car: Pick<Car, 'item_type'>) => capitalised(vehicleVocabulary(car.item_type).one)

export type CarCardButton = { kind: 'explore-vehicle' | 'view-details' | 'quick-enquiry' | 'reserve' | 'find-similar'; label: string; href: string }

/** Each card button as the settings offer it; a card says its vehicle's own word for "Car" (cardButtonLabel). */
export const CAR_CARD_BUTTON_LABELS: Readonly<Record<CarCardButton['kind'], string>> = {
  'explore-vehicle': 'Explore Vehicle',
  'view-details': 'View Details',
  'quick-enquiry': 'Quick Enquiry',
  reserve: 'Reserve This Car',
  'find-similar': 'Find Me Something Similar',
}

/**
 * A result card's buttons, in the site's order: Explore
 * Vehicle and View Details open the car; Reserve This Car shows for
 * reservable cars; Find Me Something Similar leads to the car's similar cars,
 * and every sold car has it whatever the site chose. Quick Enquiry
 * leads to the car page's enquiry section until the enquiry form arrives
 * (enquiry.ts).
 */
export function carCardButtons(car: Pick<Car, 'slug' | 'car_type' | 'status' | 'sold' | 'reserved' | 'price' | 'item_type'>, settings: Pick<SiteSettings, 'carCardButtons' | 'reserveOnline'>): CarCardButton[] {
  const page = `/cars/${car.slug}`
  const buttons: CarCardButton[] = []
  for (const kind of settings.carCardButtons) {
    const label = kind === 'reserve' ? `Reserve This ${vehicleWord(car)}` : CAR_CARD_BUTTON_LABELS[kind]
    if (kind === 'explore-vehicle' || kind === 'view-details') buttons.push({ kind, label, href: page })
    if (kind === 'quick-enquiry') buttons.push({ kind, label, href: enquiryHref(car.slug) })
    if (kind === 'reserve' && carIsReservable(car, settings)) buttons.push({ kind, label, href: reserveHref(car, settings) })
    if (kind === 'find-similar') buttons.push({ kind, label, href: `${page}#similar-cars` })
  }
  if (isSold(car) && !buttons.some((button) => button.kind === 'find-similar')) buttons.push({ kind: 'find-similar', label: CAR_CARD_BUTTON_LABELS['find-similar'], href: `${page}#similar-cars` })
  return buttons
}

export function carPageButtons(
  car: ButtonCar,
  settings: Pick<SiteSettings, 'finance' | 'tradeInValuation' | 'reserveOnline' | 'checkoutJourney' | 'printPdf'>,
): CarPageButton[] {
  const id = encodeURIComponent(String(car.id))
  const buttons: CarPageButton[] = []
  const file = typeof car.file === 'string' ? car.file.trim() : ''
  const word = vehicleWord(car)
  if (/^https?:\/\//i.test(file)) buttons.push({ kind: 'history-report', label: `${word} History Report`, href: file, external: true })
  if (!settings.finance.hideEstimates) buttons.push({ kind: 'finance', label: 'Get Finance Quote', href: `/finance?car_id=${id}&car_type=${car.car_type}#finance-form` })
  if (tradeInValuationShows(car, settings)) buttons.push({ kind: 'trade-in', label: 'Trade-In Valuation', href: `/cars/trade-in?car_id=${id}` })
  if (carIsReservable(car, settings)) buttons.push({ kind: 'reserve', label: `Reserve ${word} Now`, href: reserveHref(car, settings) })
  if (settings.checkoutJourney && car.car_type === 'used' && isAvailable(car)) buttons.push({ kind: 'online-purchase', label: 'Online Purchase', href: `/checkout-journey?car_id=${car.slug}` })
  if (settings.printPdf) buttons.push({ kind: 'print-pdf', label: 'Print PDF', href: `/cars/${car.slug}.pdf`, download: `${car.slug}.pdf` })
  return buttons
}
