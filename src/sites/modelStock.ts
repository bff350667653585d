import { carouselCars, STOCK_CAROUSEL_DEFAULT_COUNT } from '@/domain/pageBlocks'
import { VEHICLES_ONLY } from '@/domain/parts'
import { PRICE_SHOWN_ABOVE } from '@/domain/priceDisplay'
import { stockMake, stockMakeModel } from '@/domain/searchPaths'
import type { SearchState } from '@/domain/searchUrl'
import type { SiteScope } from '@/search/engine'
import { paramsForState } from '@/search/pageParams'
import type { SearchResponse } from '@/search/response'

import { searchForPage, stockFacets } from './pageSearch'

/** A search's listed stock: its count as the search page states it, its lowest shown price, and a strip's worth of its cars. */
export type StockSummary = { state: SearchState; count: number; fromPrice: number | null; cars: SearchResponse['hits'] }

/** A model's stock, or its make's when the site has none of the model (`of`), or null when it has neither. */
export type ModelStock = StockSummary & { of: 'model' | 'make' }

/** The site's make|model values in stock ("Toyota|RAV4"), vehicles only, as the search page reads its paths. */
export async function stockMakeModels(scope: SiteScope): Promise<string[]> {
  return Object.keys((await stockFacets(scope, ['make_model'], [VEHICLES_ONLY])).facets.make_model ?? {})
}

/** The search state of a model's stock (its make_model value), or of its make's; null when the site has neither. */
function stockState(vehicle: { make: string; model: string }, makeModels: readonly string[]): { state: SearchState; of: 'model' | 'make' } | null {
  const makeModel = stockMakeModel(vehicle.make, vehicle.model, makeModels)
  if (makeModel) return { state: { refinementList: { make_model: [makeModel] } }, of: 'model' }
  const make = stockMake(vehicle.make, makeModels)
  return make ? { state: { refinementList: { make: [make] } }, of: 'make' } : null
}

/**
 * Each state's summary, all in one call to the site's search engine: per
 * state, the search page's own query (so the count is the one its heading
 * states, within the site's scope) with `strip` cars, and the same filters
 * with the shown prices only, for their lowest.
 */
async function summaries(scope: SiteScope, states: readonly SearchState[], strip: number): Promise<StockSummary[]> {
  if (states.length === 0) return []
  const requests = states.flatMap((state) => {
    const params = paramsForState(state)
    return [
      { params: { ...params, hitsPerPage: strip, facets: [] } },
      { params: { ...params, hitsPerPage: 0, facets: ['price'], numericFilters: [`price>${PRICE_SHOWN_ABOVE}`] } },
    ]
  })
  const results = await searchForPage(scope, requests)
  return states.map((state, at) => {
    const listed = results[2 * at]!
    const priced = results[2 * at + 1]!
    const cheapest = priced.nbHits > 0 ? priced.facets_stats.price?.min : undefined
    return { state, count: listed.nbHits, fromPrice: typeof cheapest === 'number' ? cheapest : null, cars: listed.hits }
  })
}

/** A model page's stock: the model's own, else its make's, with a strip of cars still for sale. */
export async function modelStock(scope: SiteScope, vehicle: { make: string; model: string }): Promise<ModelStock | null> {
  const found = stockState(vehicle, await stockMakeModels(scope))
  if (!found) return null
  // Twice the strip, as a stock carousel asks: sold cars still listed drop out of the strip, not out of the count.
  const [summary] = await summaries(scope, [found.state], 2 * STOCK_CAROUSEL_DEFAULT_COUNT)
  if (!summary || summary.count === 0) return null
  return { ...summary, cars: carouselCars(summary.cars as (SearchResponse['hits'][number] & { sold?: boolean; status?: string })[], STOCK_CAROUSEL_DEFAULT_COUNT), of: found.of }
}

/** The models list's figures: each model's own stock (count and lowest price), or null when the site has none of it. */
export async function modelsStock(scope: SiteScope, vehicles: readonly { make: string; model: string }[]): Promise<(Omit<StockSummary, 'cars'> | null)[]> {
  const makeModels = await stockMakeModels(scope)
  const values = vehicles.map((vehicle) => stockMakeModel(vehicle.make, vehicle.model, makeModels))
  const states = values.filter((value): value is string => value !== null).map((value): SearchState => ({ refinementList: { make_model: [value] } }))
  const found = await summaries(scope, states, 0)
  let next = 0
  return values.map((value) => {
    if (value === null) return null
    const { cars: _cars, ...summary } = found[next++]!
    return summary.count > 0 ? summary : null
  })
}
