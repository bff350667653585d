/**
 * Search addresses by car type (shopper-journey §2): one car type gives its
 * own path, new plus demo gives new-and-demo, anything else the default search.
 */

import { CAR_TYPES, type CarType } from './constants'
import { slugify } from './models'

export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars'

export function carTypeSearchPath(carTypes: readonly CarType[]): string {
  const types = new Set(carTypes)
  if (types.size === 1) return `/search/${[...types][0]}-cars`
  if (types.size === 2 && types.has('new') && types.has('demo')) return '/search/new-and-demo-cars'
  return DEFAULT_SEARCH_PATH
}

const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New Cars', used: 'Used Cars', demo: 'Demo Cars' }

/** The stock dropdown of a menu: one link per car type the site sells, then all its stock. */
export function stockSearchLinks(siteCarTypes: readonly CarType[]): { label: string; href: string }[] {
  const types = CAR_TYPES.filter((type) => siteCarTypes.includes(type))
  const links = types.map((type) => ({ label: CAR_TYPE_LABELS[type], href: carTypeSearchPath([type]) }))
  return types.length > 1 ? [...links, { label: 'All Stock', href: carTypeSearchPath(types) }] : links
}

/**
 * A model's stock, the "Our Stock" button of a model tile: /search/{make}/{model}
 * (shopper-journey §2), or refinementList filters on the default search when
 * the site keeps that make out of search paths.
 */
export function modelStockPath(make: string, model: string, excludedMakes: readonly string[] = []): string {
  const excluded = excludedMakes.some((name) => name.trim().toLowerCase() === make.trim().toLowerCase())
  if (!excluded) return `/search/${slugify(make)}/${slugify(model)}`
  const query = new URLSearchParams({ 'refinementList[make][0]': make, 'refinementList[model][0]': model })
  return `${DEFAULT_SEARCH_PATH}?${query}`
}
