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
 * Where a model's "Our Stock" leads: a search that has cars. The model's own
 * search when the site has it in stock; else its make's, when the site has
 * that make; else all the site's stock. A make or model search with nothing
 * in stock is a 404 (the search answers only makes and models it lists).
 * `stockMakeModels` are the index's make_model values ("Toyota|RAV4").
 */
export function modelStockHref(make: string, model: string, stockMakeModels: readonly string[], excludedMakes: readonly string[] = []): string {
  // Compared as the search reads a path back: by slug.
  const key = slugify
  const pairs = stockMakeModels.map((value) => {
    const [stockMake = '', ...stockModel] = value.split('|')
    return { make: key(stockMake), model: key(stockModel.join('|')) }
  })
  if (pairs.some((pair) => pair.make === key(make) && pair.model === key(model))) return modelStockPath(make, model, excludedMakes)
  if (pairs.some((pair) => pair.make === key(make))) return makeStockPath(make, excludedMakes)
  return DEFAULT_SEARCH_PATH
}
