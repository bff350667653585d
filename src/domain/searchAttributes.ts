/**
 * The search document's attributes: what can be filtered and counted, what
 * the text query searches, and the sort indices.
 * Both engines (built-in and Algolia) take their settings from here.
 */

/** String attributes shoppers filter and count by (facets). */
export const FACET_ATTRIBUTES = [
  'make', 'model', 'make_model', 'badge', 'series', 'body', 'fuel', 'transmission', 'drive', 'colour', 'state', 'city',
  'tag', 'status', 'car_type', 'item_type', 'categories', 'dealership_name', 'dealership_slug', 'location_name',
  'filtered_features', 'price_range', 'weekly_price_range', 'price_type', 'axle_type',
] as const

/**
 * Numeric attributes: filtered by comparisons and ranges, counted as facets, with min/max/avg/sum stats.
 * A caravan's length is filtered in the metres shoppers read (body_length_metres, document.ts); the feed's feet stay too.
 */
export const NUMERIC_ATTRIBUTES = [
  'price', 'km', 'year', 'seats', 'doors', 'subscription_price', 'weekly_price', 'dealership_id', 'location_id',
  'photos_count', 'created_at_timestamp', 'sold_date_timestamp', 'sleeps', 'body_length', 'body_length_metres', 'aggregate_trailer_mass',
] as const

/** Boolean attributes, filterable as facets with the values "true" and "false". */
export const BOOLEAN_ATTRIBUTES = ['sold', 'reserved', 'certified', 'preorder', 'has_nvic'] as const

/** Searched by the text query, most important first (ties in relevance go to the earlier attribute). */
export const SEARCHABLE_ATTRIBUTES = [
  'stocknum', 'vin', 'regplate', 'make', 'model', 'badge', 'series', 'name', 'body', 'fuel', 'colour', 'categories',
  'location_name', 'city', 'filtered_features',
] as const

/** An exact stock number, VIN or rego in the query ranks that car first. */
export const IDENTIFIER_ATTRIBUTES = ['stocknum', 'vin', 'regplate'] as const

export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number] | (typeof NUMERIC_ATTRIBUTES)[number] | (typeof BOOLEAN_ATTRIBUTES)[number]
export type NumericAttribute = (typeof NUMERIC_ATTRIBUTES)[number]

export const ALL_FACETS: readonly string[] = [...FACET_ATTRIBUTES, ...NUMERIC_ATTRIBUTES, ...BOOLEAN_ATTRIBUTES]

/**
 * What a hit carries when the request names no attributesToRetrieve (the
 * index's own attributesToRetrieve setting, in Algolia's terms): what a result
 * card, the watchlist and analytics show. A whole record is 2-3 KB of finance
 * quotes, comments, photos and features; the car page reads it by slug, on
 * the server. It is also all public search ever returns or highlights,
 * whatever a request asks for (publicAttributes): feed fields no shopper's
 * page shows (autograb_data, private_*) never leave the server.
 */
export const RETRIEVED_ATTRIBUTES = [
  'objectID', 'id', 'slug', 'name', 'stocknum', 'car_type', 'status', 'sold', 'reserved', 'certified', 'preorder', 'tag',
  'year', 'make', 'model', 'make_model', 'badge', 'series', 'body', 'simple_body', 'colour', 'km', 'trans', 'simple_transmission',
  'fuel', 'simple_fuel', 'price', 'before_price', 'subscription_price', 'price_type', 'weekly_price', 'created_at',
  'primary_image_url', 'photos_count', 'location_name', 'location_id', 'dealership_id', 'state', 'finance_rates',
  'item_type', 'body_length', 'sleeps', 'aggregate_trailer_mass',
] as const

/** Of the attributes a request names for retrieving or highlighting, those public search gives ("*" means all of them). */
export function publicAttributes(requested: readonly string[]): string[] {
  return requested.includes('*') ? [...RETRIEVED_ATTRIBUTES] : RETRIEVED_ATTRIBUTES.filter((attribute) => requested.includes(attribute))
}

/** Highlighted when the request names no attributesToHighlight: the words of a card's title and its stock number. */
export const HIGHLIGHTED_ATTRIBUTES = ['name', 'make', 'model', 'badge', 'series', 'stocknum'] as const

/** Filterable but never counted (Algolia's filterOnly): one value per vehicle, so counting them says nothing. */
export const FILTER_ONLY_ATTRIBUTES = ['slug', 'stocknum', 'vin', 'regplate'] as const

export const FILTERABLE_ATTRIBUTES: readonly string[] = [...ALL_FACETS, ...FILTER_ONLY_ATTRIBUTES]

export function isNumericAttribute(attribute: string): attribute is NumericAttribute {
  return (NUMERIC_ATTRIBUTES as readonly string[]).includes(attribute)
}

/**
 * Sort indices: the base index ranks by relevance, then the custom rank
 * (descending); a replica sorts by one attribute first. Names are the base
 * index name plus the suffix, e.g. vehicles_price_asc.
 */
export const SORT_INDICES = {
  '': null,
  price_asc: { attribute: 'price', direction: 'asc' },
  price_desc: { attribute: 'price', direction: 'desc' },
  km_asc: { attribute: 'km', direction: 'asc' },
  km_desc: { attribute: 'km', direction: 'desc' },
  year_desc: { attribute: 'year', direction: 'desc' },
  newest: { attribute: 'created_at_timestamp', direction: 'desc' },
} as const satisfies Record<string, { attribute: NumericAttribute; direction: 'asc' | 'desc' } | null>

export type SortIndex = keyof typeof SORT_INDICES

/** The logical index every site's browser queries; the server scopes it to the site. */
export const BASE_INDEX_NAME = 'vehicles'
