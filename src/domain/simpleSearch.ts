/**
 * The simple searches beside the stock search:
 * the manufacturer directory (manufacturer name, model name, model body), a
 * dealership's category and price search, and the parts search. Each is one
 * plain GET form whose address is the search, e.g.
 *
 *   /directory?make=Toyota&model=HiLux&body=ute&page=2
 *   /dealerships/{dealership_slug}/search?category=SUV&price=20000:30000
 *   /parts/search?query=tow+bar&make=Toyota&price=0:1000
 *
 * Fields are written in the form's order, price as min:max (no $ or commas,
 * an open side empty), page omitted for 1. Reading is lenient (an empty field,
 * $ and commas, page=1); the page then redirects to the canonical address, so
 * reading what was built always gives the same search.
 */

import type { NumberRange } from './searchUrl'

/** Manufacturer-directory and dealership category searches show this many cars a page; parts search follows them. */
export const SIMPLE_SEARCH_PAGE_SIZE = 21

export type SimpleSearchField = 'query' | 'make' | 'model' | 'body' | 'category'

export type SimpleSearch = Partial<Record<SimpleSearchField, string>> & { price?: NumberRange; page?: number }

export type SimpleSearchForm = { path: string; fields: readonly SimpleSearchField[]; price: boolean }

/** The search attribute each field filters on; the keyword is the text query. */
const FIELD_ATTRIBUTES: Record<Exclude<SimpleSearchField, 'query'>, string> = { make: 'make', model: 'model', body: 'body', category: 'categories' }

export const DIRECTORY_SEARCH: SimpleSearchForm = { path: '/directory', fields: ['make', 'model', 'body'], price: false }
export const PARTS_SEARCH: SimpleSearchForm = { path: '/parts/search', fields: ['query', 'make'], price: true }

/** A dealership's category and price search; the dealer's stock is what its dealership_slug filters, as a dealer link's search is. */
export function dealershipSearch(dealershipSlug: string): SimpleSearchForm {
  return { path: `/dealerships/${encodeURIComponent(dealershipSlug)}/search`, fields: ['category'], price: true }
}

type Query = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

function first(query: Query, key: string): string | null {
  if (query instanceof URLSearchParams) return query.get(key)
  const value = query[key]
  return typeof value === 'string' ? value : (value?.[0] ?? null)
}

function priceOfText(text: string | null): NumberRange | undefined {
  const [low, high, extra] = text?.replace(/[$,\s]/g, '').split(':') ?? []
  if (low === undefined || high === undefined || extra !== undefined) return undefined
  const range: NumberRange = {}
  if (low !== '' && Number.isFinite(Number(low))) range.min = Number(low)
  if (high !== '' && Number.isFinite(Number(high))) range.max = Number(high)
  return range.min === undefined && range.max === undefined ? undefined : range
}

export function priceText(range: NumberRange): string {
  return `${range.min ?? ''}:${range.max ?? ''}`
}

export function simpleSearchOfQuery(form: SimpleSearchForm, query: Query): SimpleSearch {
  const search: SimpleSearch = {}
  for (const field of form.fields) {
    const value = first(query, field)?.trim()
    if (value) search[field] = value
  }
  const price = form.price ? priceOfText(first(query, 'price')) : undefined
  if (price) search.price = price
  const page = first(query, 'page') ?? ''
  if (/^\d+$/.test(page) && Number(page) > 1) search.page = Number(page)
  return search
}

/** The query entries of a search, in the form's order. */
function entries(form: SimpleSearchForm, search: SimpleSearch): [string, string][] {
  const list: [string, string][] = form.fields.flatMap((field): [string, string][] => (search[field] ? [[field, search[field]]] : []))
  if (form.price && search.price) list.push(['price', priceText(search.price)])
  if (search.page && search.page > 1) list.push(['page', String(Math.floor(search.page))])
  return list
}

export function simpleSearchUrl(form: SimpleSearchForm, search: SimpleSearch): string {
  const query = entries(form, search)
    .map(([key, value]) => `${key}=${key === 'price' ? value : encodeURIComponent(value)}`)
    .join('&')
  return query ? `${form.path}?${query}` : form.path
}

/** Whether the address already is the search's own (no empty fields, no page=1, no $ in a price): otherwise the page redirects there. */
export function isCanonicalQuery(form: SimpleSearchForm, query: Query, search: SimpleSearch): boolean {
  const expected = new Map(entries(form, search))
  const keys = [...form.fields, ...(form.price ? ['price'] : []), 'page']
  return keys.every((key) => first(query, key) === (expected.get(key) ?? null))
}

/**
 * The directory's make and model in the site's own spelling (toyota → Toyota),
 * and its model one of its make's models: a model left over from another make
 * is dropped.
 */
export function withModelOfMake(search: SimpleSearch, makeModels: readonly string[]): SimpleSearch {
  const pairs = makeModels.map((value) => {
    const at = value.indexOf('|')
    return { make: value.slice(0, at), model: value.slice(at + 1) }
  })
  const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase()
  const result = { ...search }
  const make = pairs.find((pair) => same(pair.make, search.make))?.make
  if (make) result.make = make
  if (search.model) {
    const pair = pairs.find((candidate) => same(candidate.model, search.model) && (!search.make || same(candidate.make, search.make)))
    if (pair) result.model = pair.model
    else if (search.make) delete result.model
  }
  return result
}

/** The InstantSearch params of a simple search: each field an exact filter, the price a range, and the given page size. */
export function simpleSearchParams(form: SimpleSearchForm, search: SimpleSearch, pageSize: number): Record<string, unknown> {
  const facetFilters = form.fields.flatMap((field) => (field !== 'query' && search[field] ? [[`${FIELD_ATTRIBUTES[field]}:${search[field]}`]] : []))
  const numericFilters = [
    search.price?.min !== undefined ? `price>=${search.price.min}` : null,
    search.price?.max !== undefined ? `price<=${search.price.max}` : null,
  ].filter((filter): filter is string => filter !== null)
  return {
    query: search.query ?? '',
    page: Math.max(0, (search.page ?? 1) - 1),
    hitsPerPage: pageSize,
    facetFilters,
    ...(numericFilters.length > 0 ? { numericFilters } : {}),
  }
}
