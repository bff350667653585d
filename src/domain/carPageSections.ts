import type { CarType } from './stockVocabulary'

/** The car page's section titles, in the spec's words. */
export const CAR_PAGE_SECTION_TITLES = {
  dealerComments: 'Dealer Comments',
  whatsIncluded: "What's Included",
  whyBuyFromUs: 'Why Buy From Us',
  reserveOnline: 'Reserve Online',
  protectYourCar: 'Protect Your Car',
  features: 'Features',
} as const

/**
 * The dealer's own blocks on a car page (What's Included,
 * Why Buy From Us, Protect Your Car). The spec gives their titles, not their
 * words: each dealer writes them in the admin, and an item may be limited to
 * some car types (a new car's factory warranty is not a used car's) and to
 * some makes (a Toyota certified inspection is not a traded-in Mazda's). A
 * section with nothing for this car is not shown.
 */
export type CarPageItem = { title: string; text?: string | null; carTypes?: readonly CarType[] | null; makes?: readonly string[] | null }

export function sectionItemsFor<Item extends CarPageItem>(items: readonly Item[] | null | undefined, car: { car_type: CarType; make?: string | null }): Item[] {
  const make = car.make?.trim().toLowerCase() ?? ''
  return (items ?? []).filter(
    (item) =>
      item.title.trim() !== '' &&
      (!item.carTypes || item.carTypes.length === 0 || item.carTypes.includes(car.car_type)) &&
      (!item.makes || item.makes.length === 0 || item.makes.some((scoped) => scoped.trim().toLowerCase() === make)),
  )
}
