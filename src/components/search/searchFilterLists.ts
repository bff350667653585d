import { boundLabel, CARAVAN_BOUNDS, CARAVAN_RANGE_FILTERS, caravanFilterChoices, type CaravanRangeFilter } from '@/domain/caravanFilters'
import type { SearchState } from '@/domain/searchUrl'
import { facetValueLabel } from '@/domain/stockLabels'
import { yearChoices } from '@/domain/yearChoices'
import { PAGE_FACETS } from '@/search/pageParams'

/**
 * The search page's filter lists as data: each list's values and counts, in
 * the order shoppers narrow a search. The client island that draws them
 * (FilterLists.tsx) gets these few bytes rather than the lists' markup, and
 * draws a closed list's values only once it is opened.
 */

type Facet = (typeof PAGE_FACETS)[number]

export type FilterValue = [value: string, count: number, label?: string]

/**
 * One filter list: an attribute's values, or 'year' (its values are the years of "2020 or newer"), or a caravan
 * filter's bounds ("Sleeps 4+", "Up to 6 m"), each a range's min or max as `bound` says.
 */
export type FilterList = {
  name: Facet | 'year' | CaravanRangeFilter | 'axle_type'
  bound?: 'min' | 'max'
  title: string
  /** Drawn open, its values in the page's markup. */
  open: boolean
  /** Values with their counts, in order, and the value's label where it is not the value itself ('suv': 'SUV'). */
  values: FilterValue[]
  /** Long lists show their first values, the rest behind "Show all …". */
  first?: { count: number; noun: string }
}

const TITLES: Record<Facet | CaravanRangeFilter | 'axle_type', string> = {
  sleeps: 'Sleeps',
  body_length_metres: 'Length',
  aggregate_trailer_mass: 'ATM (towing mass)',
  axle_type: 'Axles',
  item_type: 'Vehicle type',
  car_type: 'Condition',
  make: 'Make',
  make_model: 'Model',
  body: 'Body type',
  transmission: 'Transmission',
  fuel: 'Fuel',
  drive: 'Drive type',
  seats: 'Seats',
  colour: 'Colour',
  city: 'City',
  location_name: 'Dealership',
  filtered_features: 'Features',
}

/** Filter list sizes: makes before 'Show all makes', make-model, city and dealership values. */
const MAKES_SHOWN_BEFORE_SHOW_ALL = 7
const MAKE_MODEL_FILTER_LIMIT = 30
const CITY_FILTER_LIMIT = 20
const LOCATION_NAME_FILTER_LIMIT = 40

/** Lists with a limit: make-model 30 values, city 20, dealership 40. */
const LIMITS: Partial<Record<Facet, number>> = { make_model: MAKE_MODEL_FILTER_LIMIT, city: CITY_FILTER_LIMIT, location_name: LOCATION_NAME_FILTER_LIMIT }

/** Makes show 7 before "Show all makes", features 10. */
const SHOWN_FIRST: Partial<Record<Facet, { count: number; noun: string }>> = {
  make: { count: MAKES_SHOWN_BEFORE_SHOW_ALL, noun: 'makes' },
  filtered_features: { count: 10, noun: 'features' },
}

/** Open until the shopper closes them: the lists most searches start with. A list with a filter on opens too. */
const OPEN_BY_DEFAULT: readonly string[] = ['item_type', 'car_type', 'make', 'body', 'year']

/** A sub-list that opens once its parent list has a choice: a make's models, as on the big car sites. */
const OPEN_WITH_PARENT: Partial<Record<Facet, Facet>> = { make_model: 'make' }

function facetList(attribute: Facet | 'axle_type', counts: Record<string, number>, state: SearchState, shown: readonly string[]): FilterList | null {
  const chosen = state.refinementList?.[attribute] ?? []
  // A value the address chose stays listed even when this search counts none of it, so it can be taken off here too.
  const limit = attribute === 'axle_type' ? Infinity : (LIMITS[attribute] ?? Infinity)
  const entries = [...chosen.filter((value) => !(value in counts)).map((value): [string, number] => [value, 0]), ...Object.entries(counts).slice(0, limit)]
  if (entries.length === 0) return null
  // Labels are worked out here, so the island's code needs no table of them.
  const values = entries.map(([value, count]): FilterValue => {
    const label = facetValueLabel(attribute, value)
    return label === value ? [value, count] : [value, count, label]
  })
  const parent = attribute === 'axle_type' ? undefined : OPEN_WITH_PARENT[attribute]
  const parentChosen = parent !== undefined && (state.refinementList?.[parent]?.length ?? 0) > 0
  const open = OPEN_BY_DEFAULT.includes(attribute) || parentChosen || chosen.length > 0 || shown.includes(attribute)
  const first = attribute === 'axle_type' ? undefined : SHOWN_FIRST[attribute]
  return { name: attribute, title: TITLES[attribute], open, values, ...(first && values.length > first.count ? { first } : {}) }
}

/** Year as "2020 or newer": one choice at a time, always open. */
function yearList(counts: Record<string, number>, state: SearchState): FilterList | null {
  const values = yearChoices(counts).map(({ year, count }): FilterValue => [String(year), count])
  if (values.length === 0 && !state.range?.year) return null
  return { name: 'year', title: 'Year', open: true, values }
}

/** A caravan filter's bounds; one chosen by the address stays listed even when these results no longer count it. */
function caravanBoundList(attribute: CaravanRangeFilter, counts: Record<string, number>, state: SearchState, { open, shown }: { open: boolean; shown: readonly string[] }): FilterList | null {
  const bound = CARAVAN_BOUNDS[attribute]
  const chosen = state.range?.[attribute]?.[bound]
  const choices = caravanFilterChoices(attribute, counts)
  const values = choices.map(({ bound: value, count, label }): FilterValue => [String(value), count, label])
  if (chosen !== undefined && !choices.some((choice) => choice.bound === chosen)) values.unshift([String(chosen), Object.values(counts).reduce((sum, count) => sum + count, 0), boundLabel(attribute, chosen)])
  if (values.length === 0) return null
  return { name: attribute, bound, title: TITLES[attribute], open: open || chosen !== undefined || shown.includes(attribute), values }
}

/**
 * A site that sells caravans filters them by berths, length, ATM and axles,
 * where the results hold caravans (a list without counts is left out). Open
 * when the search is of caravans only.
 */
function caravanLists(facets: Record<string, Record<string, number> | undefined>, state: SearchState, shown: readonly string[]): FilterList[] {
  const kinds = state.refinementList?.item_type ?? []
  const open = kinds.length === 1 && kinds[0] === 'caravan'
  const axles = facetList('axle_type', facets.axle_type ?? {}, state, shown)
  return [
    ...CARAVAN_RANGE_FILTERS.map((attribute) => caravanBoundList(attribute, facets[attribute] ?? {}, state, { open, shown })),
    axles ? { ...axles, open: axles.open || open } : null,
  ].filter((list): list is FilterList => list !== null)
}

/**
 * Every filter list of the search page; year comes after body type, then a
 * caravan seller's caravan lists. The kind of vehicle (caravan, motorcycle)
 * shows only on a site that sells more than one (vocabulary.ts). `shown`
 * names closed lists the address asks to open.
 */
export function searchFilterLists(
  facets: Record<string, Record<string, number> | undefined>,
  state: SearchState,
  { kindFilter, shown, caravans = false }: { kindFilter: boolean; shown: readonly string[]; caravans?: boolean },
): FilterList[] {
  const attributes = PAGE_FACETS.filter((attribute) => kindFilter || attribute !== 'item_type')
  const beforeYear = attributes.indexOf('body') + 1
  return [
    ...attributes.slice(0, beforeYear).map((attribute) => facetList(attribute, facets[attribute] ?? {}, state, shown)),
    yearList(facets.year ?? {}, state),
    ...(caravans ? caravanLists(facets, state, shown) : []),
    ...attributes.slice(beforeYear).map((attribute) => facetList(attribute, facets[attribute] ?? {}, state, shown)),
  ].filter((list): list is FilterList => list !== null)
}
