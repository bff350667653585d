/**
 * The filter panel's button, 'Show Me N cars', with the
 * count shoppers are told (listing.ts displayedCount: above 1999 the facet sum
 * or the site's fixed count). Beyond the spec: one car reads 'Show Me 1 car',
 * and thousands are grouped ('Show Me 2,150 cars').
 */

import { displayedCount } from './listing'
import { countOf, vehicleVocabulary, type Vocabulary } from './vocabulary'

/** In the site's words (vocabulary.ts): 'Show Me 24 caravans' on a caravan dealer's site. */
export function showMeCarsLabel(count: number, options: Parameters<typeof displayedCount>[1], words: Vocabulary = vehicleVocabulary('car')): string {
  return `Show Me ${countOf(displayedCount(count, options), words)}`
}
