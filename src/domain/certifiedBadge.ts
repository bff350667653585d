/**
 * The certified pre-owned badge and its dialog: only
 * for the manufacturer the site names, on a certified car that is not sold.
 * An empty manufacturer setting is the feature turned off.
 */

import { isSold, type Car } from './car'
import type { SiteSettings } from './site-settings'

export function showsCertifiedBadge(
  car: Pick<Car, 'make' | 'certified' | 'status' | 'sold'>,
  settings: Pick<SiteSettings, 'certifiedManufacturer'>,
): boolean {
  const manufacturer = settings.certifiedManufacturer.trim().toLowerCase()
  return manufacturer !== '' && car.make.trim().toLowerCase() === manufacturer && car.certified === true && !isSold(car)
}

/** The badge's words, also the alt text of the manufacturer logo: 'Toyota Certified Pre-Owned'. */
export function certifiedBadgeText(settings: Pick<SiteSettings, 'certifiedManufacturer'>): string {
  return `${settings.certifiedManufacturer.trim()} Certified Pre-Owned`
}
