/** Car makes and body types as shown and as written in addresses. */

import { CAR_MAKES, POPULAR_MAKES } from './dealerNetworkConstants'
import { slugify } from './models'
import { bodyTypeLabel } from './stockLabels'
import { BODY_TYPES } from './stockVocabulary'

/** The platform's reference makes and body types, as first stored. */
export function defaultVehicleReference() {
  return {
    makes: CAR_MAKES.map((name) => ({ name, slug: slugify(name), popular: (POPULAR_MAKES as readonly string[]).includes(name) })),
    bodyTypes: BODY_TYPES.map((value) => ({ value, label: bodyTypeLabel(value) })),
  }
}
