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
  /** Examples for a form's hints, of what the site sells: a make and one of its models, and keyword-box searches. */
  examples: { make: string; model: string; variant: string; keywords: readonly string[] }
}

/** Each kind's examples: the keyword examples of a car are EV, SUV and a manufacturer. */
const EXAMPLES: Record<VehicleItemType, Vocabulary['examples']> = {
  car: { make: 'Toyota', model: 'Corolla', variant: 'Ascent Sport', keywords: ['EV', 'SUV', 'Toyota'] },
  caravan: { make: 'Jayco', model: 'Starcraft', variant: 'Outback', keywords: ['Off-road', 'Bunks', 'Jayco'] },
  motorcycle: { make: 'Honda', model: 'Africa Twin', variant: 'Adventure Sports', keywords: ['Adventure', 'LAMS', 'Honda'] },
}

const WORDS: Record<VehicleItemType, Omit<Vocabulary, 'examples'>> = {
  car: { one: 'car', many: 'cars' },
  caravan: { one: 'caravan', many: 'caravans' },
  motorcycle: { one: 'motorcycle', many: 'motorcycles' },
}

export function siteVocabulary(settings: { itemTypes: readonly VehicleItemType[] }): Vocabulary {
  const kinds = [...new Set(settings.itemTypes)]
  if (kinds.length === 1) return vehicleVocabulary(kinds[0])
  // Several kinds: each kind's first keyword and its make, so the hints speak of all the site sells.
  const keywords = kinds.flatMap((kind) => [EXAMPLES[kind].keywords[0]!, EXAMPLES[kind].make])
  return { one: 'vehicle', many: 'vehicles', examples: { ...EXAMPLES[kinds[0]!], keywords } }
}

/** A vehicle's kind from its item_type: a record without one, or with a kind we do not know, is a car. */
export function vehicleKind(itemType: string | null | undefined): VehicleItemType {
  return (VEHICLE_ITEM_TYPES as readonly (string | null | undefined)[]).includes(itemType) ? (itemType as VehicleItemType) : 'car'
}

/** What one vehicle is called, by its own kind. */
export function vehicleVocabulary(itemType: string | null | undefined): Vocabulary {
  const kind = vehicleKind(itemType)
  return { ...WORDS[kind], examples: EXAMPLES[kind] }
}

/** "e.g. EV, SUV, Toyota": the keyword box's placeholder. */
export function keywordExamples(words: Vocabulary): string {
  return `e.g. ${words.examples.keywords.join(', ')}`
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
