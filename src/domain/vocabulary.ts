/**
 * What a site calls what it sells (some sites also sell
 * motorcycles, caravans and parts). A site's *itemTypes* setting lists the
 * kinds of vehicle it sells; one kind gives its own word, several give
 * "vehicles", so a caravan and motorcycle dealer never reads "90 cars for
 * sale" or "a loan for your next car". URLs keep the spec's words
 * (/search/used-cars): only what shoppers read changes.
 */

/** Kinds of vehicle a site sells, as the stock feed's item_type names them (a record without one is a car). */
export const VEHICLE_ITEM_TYPES = ['car', 'caravan', 'motorcycle'] as const
export type VehicleItemType = (typeof VEHICLE_ITEM_TYPES)[number]

export type Vocabulary = {
  /** "car", "caravan", "motorcycle" or "vehicle". */
  one: string
  /** "cars", "caravans", "motorcycles" or "vehicles". */
  many: string
}

const WORDS: Record<VehicleItemType | 'vehicle', Vocabulary> = {
  car: { one: 'car', many: 'cars' },
  caravan: { one: 'caravan', many: 'caravans' },
  motorcycle: { one: 'motorcycle', many: 'motorcycles' },
  vehicle: { one: 'vehicle', many: 'vehicles' },
}

export function siteVocabulary(settings: { itemTypes: readonly VehicleItemType[] }): Vocabulary {
  const kinds = [...new Set(settings.itemTypes)]
  return kinds.length === 1 ? WORDS[kinds[0]!] : WORDS.vehicle
}

/** "1 caravan", "2,150 vehicles". */
export function countOf(count: number, words: Vocabulary): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? words.one : words.many}`
}

/** "Cars", "Caravans": a word at the start of a heading or link. */
export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** The kind-of-vehicle filter (item_type) shows only on a site that sells more than one kind. */
export function offersItemTypeFilter(settings: { itemTypes: readonly VehicleItemType[] }): boolean {
  return new Set(settings.itemTypes).size > 1
}
