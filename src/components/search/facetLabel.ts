import type { BodyType } from '@/domain/constants'
import { bodyTypeLabel } from '@/domain/makes'

/**
 * A facet value as shoppers read it; addresses and the API keep the value.
 * Every filter list, chip and tile of the search page names values through
 * this one function.
 */
export function facetLabel(attribute: string, value: string): string {
  if (attribute === 'make_model') return value.split('|').slice(1).join('|')
  if (attribute === 'body') return bodyTypeLabel(value as BodyType)
  if (attribute === 'seats') return `${value} seats`
  return value.charAt(0).toUpperCase() + value.slice(1)
}
