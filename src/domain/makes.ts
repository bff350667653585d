/** Car makes and body types as shown and as written in addresses. */

import { slugify } from './models'
import { bodyTypeLabel } from './stockLabels'
import { BODY_TYPES } from './stockVocabulary'

/** Makes listed first in a make select (popular makes first, then all makes after item 20). */
export const POPULAR_MAKES = [
  'Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Mitsubishi', 'Nissan', 'Volkswagen', 'Subaru', 'Isuzu',
  'MG', 'Honda', 'BMW', 'Mercedes-Benz', 'Audi', 'Tesla', 'BYD', 'GWM', 'Suzuki', 'Lexus',
] as const

/** The static list of car makes, seeded into the platform's vehicle reference data. */
export const CAR_MAKES = [
  ...POPULAR_MAKES,
  'Abarth', 'Alfa Romeo', 'Aston Martin', 'Bentley', 'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Cupra', 'Dodge',
  'Ferrari', 'Fiat', 'Genesis', 'Haval', 'Holden', 'Jaguar', 'Jeep', 'Jayco', 'LDV', 'Lamborghini', 'Land Rover',
  'Lotus', 'Maserati', 'McLaren', 'Mini', 'Peugeot', 'Polestar', 'Porsche', 'Ram', 'Renault', 'Rolls-Royce', 'Skoda',
  'SsangYong', 'Volvo', 'Harley-Davidson', 'Kawasaki', 'Yamaha', 'KTM', 'Ducati', 'Triumph', 'Coromal', 'Avan',
  'Crusader', 'Lotus Caravans', 'New Age', 'Snowy River', 'Windsor', 'Zone RV',
] as const

/** The platform's reference makes and body types, as first stored. */
export function defaultVehicleReference() {
  return {
    makes: CAR_MAKES.map((name) => ({ name, slug: slugify(name), popular: (POPULAR_MAKES as readonly string[]).includes(name) })),
    bodyTypes: BODY_TYPES.map((value) => ({ value, label: bodyTypeLabel(value) })),
  }
}
