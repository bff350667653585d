/**
 * The general enquiry's categories on one site (the category select is
 * required when shown and starts on General Enquiry).
 * The spec does not list them, so a site offers those of the departments
 * its locations have: a sales yard brings new, used and finance, a service
 * centre service, a parts counter parts (ENQUIRY_CATEGORIES_BY_DEPARTMENT).
 * formContext.categoryOptions puts General Enquiry first.
 */

import { ENQUIRY_CATEGORIES_BY_DEPARTMENT } from './leadConstants'
import { LOCATION_TYPE_ORDER, locationTypeOf } from '../locations'

/** `departments`: each location's type as stored; empty or unknown means sales. */
export function generalEnquiryCategories(departments: readonly (string | null | undefined)[]): string[] {
  const present = new Set(departments.map((department) => locationTypeOf({ location_type: department ?? null })))
  return LOCATION_TYPE_ORDER.filter((department) => present.has(department)).flatMap((department) => ENQUIRY_CATEGORIES_BY_DEPARTMENT[department])
}
