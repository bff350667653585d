import { cache } from 'react'

import { VEHICLES_ONLY } from '@/domain/parts'
import { CAR_TYPES, type CarType } from '@/domain/stockVocabulary'

import { pageSearchScope, stockFacets } from './pageSearch'

/**
 * The car types this request's site has listed vehicles of, for links that
 * show only while a search by that type has cars (menus, the home page's
 * buttons). Counted once per request: header, footer and blocks share it.
 */
export const stockedCarTypes = cache(async (): Promise<CarType[]> => {
  const scope = await pageSearchScope()
  if (!scope) return []
  const counts = (await stockFacets(scope, ['car_type'], [VEHICLES_ONLY])).facets.car_type ?? {}
  return CAR_TYPES.filter((type) => (counts[type] ?? 0) > 0)
})
