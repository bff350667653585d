/**
 * The dealer's phone number on a car page: the site's fixed number for the
 * car's type when it has one, otherwise the car's location number. Null when
 * there is none: the page then only warns in the console.
 *
 * Until revealed, the last four digits show as X ('08 9250 XXXX'): the
 * shopper sees it is a local number, and revealing it is what the dealer
 * counts. The tel: link is locations.ts phoneHref (spaces removed).
 */

import type { Car } from './car'
import type { SiteSettings } from './site-settings'

const MASKED_DIGITS = 4

export function carPhoneNumber(
  car: Pick<Car, 'car_type'>,
  settings: Pick<SiteSettings, 'phoneNumbers'>,
  locationPhone?: string | null,
): string | null {
  return settings.phoneNumbers[car.car_type]?.trim() || locationPhone?.trim() || null
}

export function maskedPhoneNumber(number: string): string {
  let toMask = MASKED_DIGITS
  const characters = Array.from(number)
  for (let at = characters.length - 1; at >= 0 && toMask > 0; at -= 1) {
    if (/\d/.test(characters[at] ?? '')) {
      characters[at] = 'X'
      toMask -= 1
    }
  }
  return characters.join('')
}
