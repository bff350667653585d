/**
 * Parts, searched at /parts/search. Our decision where the spec is
 * silent: a part is a stock record like any vehicle, with item_type "part"
 * (the spec's item_type is "caravan, others"), so parts come in the dealer's
 * own stock feed, are scoped and listed by the same rules, and are searched by
 * the same engine. A site sells parts when its listed stock holds at least one;
 * no setting is needed, and /parts/search answers 404 everywhere else. Vehicle
 * searches leave parts out, so a part never shows as a car.
 */

/** A stock record whose item_type is this is a part, searched at /parts/search and kept out of vehicle searches. */
export const PART_ITEM_TYPE = 'part'

/** facetFilters group that keeps a search to parts. */
export const PARTS_ONLY = [`item_type:${PART_ITEM_TYPE}`] as const
/** facetFilters group that keeps a search to vehicles (a record with no item_type is a vehicle). */
export const VEHICLES_ONLY = [`item_type:-${PART_ITEM_TYPE}`] as const
/** The same, in the `filters` grammar the filter panel's searches carry. */
export const VEHICLES_ONLY_FILTER = `NOT item_type:${PART_ITEM_TYPE}`

/** Whether the site sells parts, from the item_type counts of its listed stock. */
export function sellsParts(itemTypeCounts: Readonly<Record<string, number>>): boolean {
  return Object.entries(itemTypeCounts).some(([type, count]) => type.toLowerCase() === PART_ITEM_TYPE && count > 0)
}
