/**
 * The general enquiry's categories on one site (the category select is
 * required when shown and starts on General Enquiry).
 * The spec does not list them, so a site offers those of the departments
 * its locations have: a sales yard brings new, used and finance, a service
 * centre service, a parts counter parts (ENQUIRY_CATEGORIES_BY_DEPARTMENT).
 * formContext.categoryOptions puts General Enquiry first.
 */

import { LOCATION_TYPE_ORDER, locationTypeOf } from '../locations'

/** The general enquiry's category select starts on this. */
export const GENERAL_ENQUIRY_CATEGORY = 'General Enquiry'

/**
 * The general enquiry's categories besides General Enquiry, by the
 * departments a site's locations have (ours: the spec names only the
 * default, and a dealer without a parts counter should not be asked about
 * parts). Listed in the order the select shows them.
 */
export const ENQUIRY_CATEGORIES_BY_DEPARTMENT = {
  sales: ['New Vehicles', 'Used Vehicles', 'Finance'],
  service: ['Service'],
  parts: ['Parts & Accessories'],
} as const

/** `departments`: each location's type as stored; empty or unknown means sales. */
export function generalEnquiryCategories(departments: readonly (string | null | undefined)[]): string[] {
  const present = new Set(departments.map((department) => locationTypeOf({ location_type: department ?? null })))
  return LOCATION_TYPE_ORDER.filter((department) => present.has(department)).flatMap((department) => ENQUIRY_CATEGORIES_BY_DEPARTMENT[department])
}
