/**
 * The search address is the search: built from the filter
 * state, and read back from a pasted or shared address, so back, forward and
 * links all show the same search.
 *
 * - Path: a make or make/model path (/search/toyota, /search/toyota/hilux)
 *   unless the site keeps that make out of paths; otherwise the car-type path
 *   (/search/used-cars, /search/new-and-demo-cars); otherwise the site's base
 *   search. A make path wins over a car-type path because it is the more
 *   specific landing page; the car type then goes in the query.
 * - Query, in this order: query, refinementList[attribute][i]=value,
 *   range[attribute]=min:max (plain numbers, no $ or commas, an open side
 *   left empty), sortBy (omitted for the relevance index), page (omitted for 1).
 *   Brackets and the range colon are written literally so the address stays
 *   readable; values are percent-encoded.
 *
 * The state has InstantSearch's ui-state shape (query, refinementList, range,
 * sortBy, page from 1), except that a range is numbers rather than "min:max".
 * A state is canonical when it has no empty lists or ranges, no blank query,
 * no page 1 and no relevance sortBy; reading an address always gives a
 * canonical state, and for canonical states reading back what was built gives
 * the same state (car types in CAR_TYPES order, as they are a set).
 */

import { BASE_INDEX_NAME, SORT_INDICES } from './searchAttributes'
import { CAR_MAKES } from './makes'
import { slugify } from './models'
import { carTypeSearchPath, DEFAULT_SEARCH_PATH, searchPathCarTypes } from './searchPaths'
import type { SiteSettings } from './site-settings'
import { CAR_TYPES, type CarType } from './stockVocabulary'

/** Menu and list filters written as refinementList entries, in the spec's order plus dealership_slug for dealer links. */
export const REFINEMENT_ATTRIBUTES = [
  'make', 'model', 'make_model', 'body', 'fuel', 'transmission', 'drive', 'seats', 'state', 'city', 'colour', 'tag',
  'badge', 'status', 'car_type', 'categories', 'dealership_name', 'dealership_slug', 'location_name', 'filtered_features',
  'item_type', 'price_range', 'weekly_price_range', 'axle_type',
] as const
/** Slider filters written as range entries, and the caravan filters' bounds: berths, length in metres and ATM in kg. */
export const RANGE_ATTRIBUTES = ['price', 'km', 'year', 'subscription_price', 'sleeps', 'body_length_metres', 'aggregate_trailer_mass'] as const

export type RefinementAttribute = (typeof REFINEMENT_ATTRIBUTES)[number]
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number]
export type NumberRange = { min?: number; max?: number }
export type RefinementList = Partial<Record<RefinementAttribute, readonly string[]>>
export type Ranges = Partial<Record<RangeAttribute, NumberRange>>

export type SearchState = {
  query?: string
  refinementList?: RefinementList
  range?: Ranges
  /** An index name: 'vehicles' (relevance) or a sort replica such as 'vehicles_price_asc'. */
  sortBy?: string
  /** From 1. */
  page?: number
}

export type SearchUrlSite = Pick<SiteSettings, 'carTypes' | 'searchPathExcludedMakes'>

/** Reading a make/model path back needs the real names: the site's make_model values ('Toyota|HiLux'). */
export type SearchUrlLookup = SearchUrlSite & { makeModels: readonly string[] }

/** A change of query, filters or sort. A list replaces that attribute's values; an empty list or a null range removes the filter. */
export type FilterChange = {
  query?: string
  refinementList?: RefinementList
  range?: Partial<Record<RangeAttribute, NumberRange | null>>
  sortBy?: string
}

const MAKE_MODEL_SEPARATOR = '|'
const SORT_INDEX_NAMES: readonly string[] = Object.keys(SORT_INDICES).map((sort) => (sort ? `${BASE_INDEX_NAME}_${sort}` : BASE_INDEX_NAME))

export function searchUrl(state: SearchState, site: SearchUrlSite): string {
  const { path, rest } = pathFor(compactRefinements(state.refinementList), site)
  const parts: string[] = []
  if (state.query?.trim()) parts.push(`query=${encodeURIComponent(state.query)}`)
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    rest[attribute]?.forEach((value, index) => parts.push(`refinementList[${attribute}][${index}]=${encodeURIComponent(value)}`))
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = finiteRange(state.range?.[attribute])
    if (range) parts.push(`range[${attribute}]=${range.min ?? ''}:${range.max ?? ''}`)
  }
  if (state.sortBy && state.sortBy !== BASE_INDEX_NAME) parts.push(`sortBy=${encodeURIComponent(state.sortBy)}`)
  if (state.page && state.page > 1) parts.push(`page=${Math.floor(state.page)}`)
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path
}

/**
 * Not part of the search: `show=<list>` asks the page to draw that closed
 * filter list open, which is how a browser without JavaScript reaches its
 * values (a closed list's values are drawn only once opened). The canonical
 * address leaves it out.
 */
export const SHOW_LIST_PARAM = 'show'

/** The search with one closed filter list drawn open, scrolled to it. */
export function searchUrlShowingList(state: SearchState, site: SearchUrlSite, list: string): string {
  const url = searchUrl(state, site)
  return `${url}${url.includes('?') ? '&' : '?'}${SHOW_LIST_PARAM}=${encodeURIComponent(list)}#facet-${list}`
}

/** A dealer link: the search filtered by the dealership. */
export function dealerSearchUrl(dealershipSlug: string, site: SearchUrlSite): string {
  return searchUrl({ refinementList: { dealership_slug: [dealershipSlug] } }, site)
}

/**
 * The state of a search address, or null when the path is not a search or
 * names a make or model the site does not know (the page answers not found).
 * Lenient with pasted addresses: encoded brackets, $ and commas in a range,
 * an excluded make's path, a trailing slash and capitals are all accepted.
 */
export function searchStateFromUrl(
  path: string,
  query: string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>,
  site: SearchUrlLookup,
): SearchState | null {
  const fromPath = refinementsOfPath(path, site)
  if (!fromPath) return null
  const params = toSearchParams(query)
  const refinementList = refinementsOfQuery(params)
  for (const attribute of ['car_type', 'make', 'make_model'] as const) {
    const values = [...(fromPath[attribute] ?? []), ...(refinementList[attribute] ?? [])]
    if (values.length > 0) refinementList[attribute] = [...new Set(values)]
  }
  const state: SearchState = {
    query: params.get('query') ?? undefined,
    refinementList,
    range: rangesOfQuery(params),
    sortBy: params.get('sortBy') ?? undefined,
    page: /^\d+$/.test(params.get('page') ?? '') ? Number(params.get('page')) : undefined,
  }
  if (state.sortBy && !SORT_INDEX_NAMES.includes(state.sortBy)) state.sortBy = undefined
  return canonical(state, site)
}

/** Any change of query, filter or sort starts again at page 1. */
export function withFilterChange(state: SearchState, change: FilterChange): SearchState {
  const range: Partial<Record<RangeAttribute, NumberRange | null>> = { ...state.range, ...change.range }
  return compact({
    query: change.query ?? state.query,
    refinementList: { ...state.refinementList, ...change.refinementList },
    range: Object.fromEntries(Object.entries(range).filter(([, value]) => value !== null)),
    sortBy: change.sortBy ?? state.sortBy,
  })
}

function pathFor(refinements: RefinementList, site: SearchUrlSite): { path: string; rest: RefinementList } {
  const rest = withoutSiteWideCarTypes(refinements, site)
  const makes = rest.make ?? []
  const makeModels = rest.make_model ?? []
  if (makes.length === 1 && makeModels.length === 0) {
    const make = makes[0] ?? ''
    if (!isExcluded(make, site) && slugify(make)) {
      delete rest.make
      return { path: `/search/${slugify(make)}`, rest }
    }
  }
  // One model, with no make filter or with only that model's own make (which the model already implies): the model's path.
  const [modelMake = ''] = splitMakeModel(makeModels[0] ?? '')
  if (makeModels.length === 1 && (makes.length === 0 || (makes.length === 1 && slugify(makes[0] ?? '') === slugify(modelMake)))) {
    const [make = '', model = ''] = splitMakeModel(makeModels[0] ?? '')
    if (!isExcluded(make, site) && slugify(make) && slugify(model)) {
      delete rest.make
      delete rest.make_model
      return { path: `/search/${slugify(make)}/${slugify(model)}`, rest }
    }
  }
  const carTypes = rest.car_type ?? []
  const carTypePath = carTypes.length > 0 && carTypes.every(isCarType) ? carTypeSearchPath(carTypes) : DEFAULT_SEARCH_PATH
  if (carTypePath !== DEFAULT_SEARCH_PATH) {
    delete rest.car_type
    return { path: carTypePath, rest }
  }
  return { path: carTypeSearchPath(site.carTypes), rest }
}

/** A car-type filter naming every type the site sells filters nothing: the site's stock is only those types. */
function withoutSiteWideCarTypes(refinements: RefinementList, site: SearchUrlSite): RefinementList {
  const carTypes = refinements.car_type ?? []
  if (carTypes.length === 0 || !site.carTypes.every((type) => carTypes.includes(type))) return { ...refinements }
  const rest = { ...refinements }
  delete rest.car_type
  return rest
}

function refinementsOfPath(path: string, site: SearchUrlLookup): RefinementList | null {
  const segments = path.split('?')[0]?.replace(/\/+$/, '').toLowerCase().split('/') ?? []
  if (segments[0] !== '' || segments[1] !== 'search' || segments.length < 3 || segments.length > 4) return null
  const [first = '', second] = segments.slice(2).map(decodedSegment)
  if (first === null || second === null) return null
  if (second === undefined) {
    const carTypes = searchPathCarTypes(`/search/${first}`)
    if (carTypes) return carTypes.length > 0 ? { car_type: carTypes } : {}
    const make = knownMakes(site).find((name) => slugify(name) === first)
    return make ? { make: [make] } : null
  }
  const makeModel = site.makeModels.find((value) => {
    const [make = '', model = ''] = splitMakeModel(value)
    return slugify(make) === first && slugify(model) === second
  })
  return makeModel ? { make_model: [makeModel] } : null
}

/** A segment with a broken %-escape is no search address, rather than an error. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

function knownMakes(site: SearchUrlLookup): string[] {
  return [...site.makeModels.map((value) => splitMakeModel(value)[0] ?? ''), ...CAR_MAKES]
}

function refinementsOfQuery(params: URLSearchParams): RefinementList {
  const found = new Map<RefinementAttribute, { index: number; value: string }[]>()
  for (const [key, value] of params) {
    const match = /^refinementList\[([a-z_]+)\]\[(\d+)\]$/.exec(key)
    const attribute = match?.[1]
    if (!attribute || !isRefinementAttribute(attribute)) continue
    found.set(attribute, [...(found.get(attribute) ?? []), { index: Number(match?.[2]), value }])
  }
  const list: RefinementList = {}
  for (const [attribute, entries] of found) {
    list[attribute] = [...new Set(entries.sort((a, b) => a.index - b.index).map((entry) => entry.value))]
  }
  return list
}

function rangesOfQuery(params: URLSearchParams): Ranges {
  const ranges: Ranges = {}
  for (const attribute of RANGE_ATTRIBUTES) {
    const text = params.get(`range[${attribute}]`)?.replace(/[$,\s]/g, '')
    const [low, high, extra] = text?.split(':') ?? []
    if (low === undefined || high === undefined || extra !== undefined) continue
    ranges[attribute] = { min: numberOrUndefined(low), max: numberOrUndefined(high) }
  }
  return ranges
}

function numberOrUndefined(text: string): number | undefined {
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined
}

function canonical(state: SearchState, site: SearchUrlSite): SearchState {
  const refinementList = withoutSiteWideCarTypes(compactRefinements(state.refinementList), site)
  if (refinementList.car_type?.every(isCarType)) refinementList.car_type = CAR_TYPES.filter((type) => refinementList.car_type?.includes(type))
  return compact({ ...state, refinementList })
}

function compact(state: SearchState): SearchState {
  const result: SearchState = {}
  if (state.query?.trim()) result.query = state.query
  const refinementList = compactRefinements(state.refinementList)
  if (Object.keys(refinementList).length > 0) result.refinementList = refinementList
  const range: Ranges = {}
  for (const attribute of RANGE_ATTRIBUTES) {
    const bounds = finiteRange(state.range?.[attribute])
    if (bounds) range[attribute] = bounds
  }
  if (Object.keys(range).length > 0) result.range = range
  if (state.sortBy && state.sortBy !== BASE_INDEX_NAME) result.sortBy = state.sortBy
  if (state.page && state.page > 1) result.page = Math.floor(state.page)
  return result
}

function compactRefinements(list: RefinementList | undefined): RefinementList {
  const result: RefinementList = {}
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    const values = list?.[attribute]?.filter((value) => value !== '')
    if (values && values.length > 0) result[attribute] = values
  }
  return result
}

/** The range's finite bounds; null when it has none, which is no filter. */
function finiteRange(range: NumberRange | null | undefined): NumberRange | null {
  const bounds: NumberRange = {}
  if (Number.isFinite(range?.min)) bounds.min = range?.min
  if (Number.isFinite(range?.max)) bounds.max = range?.max
  return bounds.min === undefined && bounds.max === undefined ? null : bounds
}

function isExcluded(make: string, site: SearchUrlSite): boolean {
  return site.searchPathExcludedMakes.some((name) => name.trim().toLowerCase() === make.trim().toLowerCase())
}

function splitMakeModel(value: string): [string, string] | [] {
  const at = value.indexOf(MAKE_MODEL_SEPARATOR)
  return at > 0 ? [value.slice(0, at), value.slice(at + 1)] : []
}

function isCarType(value: string): value is CarType {
  return (CAR_TYPES as readonly string[]).includes(value)
}

function isRefinementAttribute(value: string): value is RefinementAttribute {
  return (REFINEMENT_ATTRIBUTES as readonly string[]).includes(value)
}

function toSearchParams(query: string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>): URLSearchParams {
  if (typeof query === 'string' || query instanceof URLSearchParams) return new URLSearchParams(query)
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) params.append(key, item)
  }
  return params
}
