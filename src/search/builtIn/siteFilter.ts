import { isNumericAttribute } from '@/domain/searchAttributes'
import type { FilterNode } from '../request/ast'
import { parseFilters } from '../request/filters'

/**
 * A site's search filter from its settings, e.g. `dealership_id:12 AND car_type:used`.
 * As the spec's search calls do, colons after numeric attributes become
 * equals (`dealership_id=12`); the result is parsed with Algolia's filter grammar.
 */
export function siteFilterText(setting: string): string {
  return setting.replace(/\b([a-z_]+):(-?\d+(?:\.\d+)?)\b(?!\s+TO\b)/g, (whole, attribute: string, number: string) =>
    isNumericAttribute(attribute) ? `${attribute}=${number}` : whole,
  )
}

export function parseSiteFilter(setting: string): FilterNode | null {
  const text = setting.trim()
  return text ? parseFilters(siteFilterText(text)) : null
}
