/** Car makes and body types as shown and as written in addresses. */

import { BODY_TYPES, CAR_MAKES, POPULAR_MAKES, type BodyType } from './constants'
import { slugify } from './models'

const BODY_TYPE_LABELS: Partial<Record<BodyType, string>> = {
  '4x4': '4x4',
  cabChassis: 'Cab Chassis',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  stationWagon: 'Station Wagon',
  softtop: 'Soft Top',
  suv: 'SUV',
}

export function bodyTypeLabel(body: BodyType): string {
  return BODY_TYPE_LABELS[body] ?? body.charAt(0).toUpperCase() + body.slice(1)
}

/** The platform's reference makes and body types, as first stored. */
export function defaultVehicleReference() {
  return {
    makes: CAR_MAKES.map((name) => ({ name, slug: slugify(name), popular: (POPULAR_MAKES as readonly string[]).includes(name) })),
    bodyTypes: BODY_TYPES.map((value) => ({ value, label: bodyTypeLabel(value) })),
  }
}
