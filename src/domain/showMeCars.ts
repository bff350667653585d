/**
 * The filter panel's button, 'Show Me N cars' (shopper-journey §2), with the
 * count shoppers are told (listing.ts displayedCount: above 1999 the facet sum
 * or the site's fixed count). Beyond the spec: one car reads 'Show Me 1 car',
 * and thousands are grouped ('Show Me 2,150 cars').
 */

import { displayedCount } from './listing'

const grouped = new Intl.NumberFormat('en-AU')

export function showMeCarsLabel(count: number, options: Parameters<typeof displayedCount>[1]): string {
  const shown = displayedCount(count, options)
  return `Show Me ${grouped.format(shown)} ${shown === 1 ? 'car' : 'cars'}`
}
