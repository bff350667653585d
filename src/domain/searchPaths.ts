/**
 * Search addresses by car type: one car type gives its
 * own path, new plus demo gives new-and-demo, anything else the default search.
 */

import { slugify } from './models'
import { CAR_TYPES, type CarType } from './stockVocabulary'
import { capitalised, vehicleVocabulary, type VehicleItemType } from './vocabulary'

export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars'

export function carTypeSearchPath(carTypes: readonly CarType[]): string {
  const types = new Set(carTypes)
  if (types.size === 1) return `/search/${[...types][0]}-cars`
  if (types.size === 2 && types.has('new') && types.has('demo')) return '/search/new-and-demo-cars'
  return DEFAULT_SEARCH_PATH
}

/** The car types a search path (no query) stands for ("/search/new-and-demo-cars": new and demo); [] for the default search; null for any other path. */
export function searchPathCarTypes(path: string): CarType[] | null {
  if (path === DEFAULT_SEARCH_PATH) return []
  const subsets: CarType[][] = [...CAR_TYPES.map((type) => [type]), ['new', 'demo']]
  return subsets.find((types) => carTypeSearchPath(types) === path) ?? null
}

/**
 * Whether a link leads to cars when the site has only these car types (in
 * stock, or among those it sells): a search by car type only when one of its
 * types is among them, so a used-car dealer never offers an empty New or Demo
 * search. Every other link does.
 */
export function linkFindsCars(href: string, carTypes: readonly CarType[]): boolean {
  if (!href.startsWith('/')) return true
  const types = searchPathCarTypes(href.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1').toLowerCase())
  return !types || types.length === 0 || types.some((type) => carTypes.includes(type))
}

const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New', used: 'Used', demo: 'Demo' }

/**
 * The stock dropdown of a menu: one link per car type the site sells ("Used
 * Cars", "Used Caravans"), then all its stock. A site selling several kinds of
 * vehicle gets each kind's links ("New Caravans", "Used Motorcycles"), each a
 * search filtered to that kind, rather than "New Vehicles" mixing them.
 */
export function stockSearchLinks(siteCarTypes: readonly CarType[], itemTypes: readonly VehicleItemType[] = ['car']): { label: string; href: string }[] {
  const types = CAR_TYPES.filter((type) => siteCarTypes.includes(type))
  const kinds = [...new Set(itemTypes)]
  const links = kinds.flatMap((kind) => {
    const filter = kinds.length > 1 ? `?refinementList[item_type][0]=${kind}` : ''
    return types.map((type) => ({ label: `${CAR_TYPE_LABELS[type]} ${capitalised(vehicleVocabulary(kind).many)}`, href: `${carTypeSearchPath([type])}${filter}` }))
  })
  return links.length > 1 ? [...links, { label: 'All Stock', href: carTypeSearchPath(types) }] : links
}

/**
 * A model's stock, the "Our Stock" button of a model tile: /search/{make}/{model},
 * or refinementList filters on the default search when
 * the site keeps that make out of search paths.
 */
export function modelStockPath(make: string, model: string, excludedMakes: readonly string[] = []): string {
  const excluded = excludedMakes.some((name) => name.trim().toLowerCase() === make.trim().toLowerCase())
  if (!excluded) return `/search/${slugify(make)}/${slugify(model)}`
  const query = new URLSearchParams({ 'refinementList[make][0]': make, 'refinementList[model][0]': model })
  return `${DEFAULT_SEARCH_PATH}?${query}`
}

/** /search/{make}, or the make as a filter on the default search when the site keeps that make out of search paths. */
export function makeStockPath(make: string, excludedMakes: readonly string[] = []): string {
  const excluded = excludedMakes.some((name) => name.trim().toLowerCase() === make.trim().toLowerCase())
  if (!excluded) return `/search/${slugify(make)}`
  return `${DEFAULT_SEARCH_PATH}?${new URLSearchParams({ 'refinementList[make][0]': make })}`
}

/**
 * The index's make_model value ("Toyota|RAV4") a model's stock is listed
 * under, or null when the site has none of it. Compared by slug, as the
 * search reads a make/model path back, so the feed's own spelling wins.
 */
export function stockMakeModel(make: string, model: string, stockMakeModels: readonly string[]): string | null {
  return stockMakeModels.find((value) => {
    const [listedMake = '', ...listedModel] = value.split('|')
    return slugify(listedMake) === slugify(make) && slugify(listedModel.join('|')) === slugify(model)
  }) ?? null
}

/** The index's spelling of a make the site has in stock ("Toyota"), or null when it has none. */
export function stockMake(make: string, stockMakeModels: readonly string[]): string | null {
  const found = stockMakeModels.map((value) => value.split('|')[0] ?? '').find((stock) => slugify(stock) === slugify(make))
  return found ?? null
}

/**
 * Where a model's "Our Stock" leads: a search that has cars. The model's own
 * search when the site has it in stock; else its make's, when the site has
 * that make; else all the site's stock. A make or model search with nothing
 * in stock is a 404 (the search answers only makes and models it lists).
 * `stockMakeModels` are the index's make_model values ("Toyota|RAV4").
 */
export function modelStockHref(make: string, model: string, stockMakeModels: readonly string[], excludedMakes: readonly string[] = []): string {
  if (stockMakeModel(make, model, stockMakeModels)) return modelStockPath(make, model, excludedMakes)
  if (stockMake(make, stockMakeModels)) return makeStockPath(make, excludedMakes)
  return DEFAULT_SEARCH_PATH
}
