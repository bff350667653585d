/**
 * The finance enquiry filled in from its link (/finance
 * with preferredDealership, vehiclePriceBudget, car_id, car_type). A link is
 * anyone's to write, so a value that would not pass the form is left out
 * rather than shown to the shopper as an error they did not make.
 */

import { CAR_TYPES, type CarType } from '../stockVocabulary'
import { LEAD_LIMITS } from './formWording'
import type { DealershipOption } from './formContext'
import { recordId } from './leadPayload'

/** The finance page's form anchor (/finance links to its form at #finance-form). */
export const FINANCE_FORM_ANCHOR = 'finance-form'

export type FinancePrefill = {
  dealership_slug?: string
  vehicle_price_budget?: number
  car_id?: string
  car_type?: CarType
}

type Query = Readonly<Record<string, string | readonly string[] | undefined>>

function first(value: string | readonly string[] | undefined): string {
  return (typeof value === 'string' ? value : (value?.[0] ?? '')).trim()
}

export function financePrefill(query: Query, dealerships: readonly DealershipOption[]): FinancePrefill {
  const prefill: FinancePrefill = {}
  const dealership = first(query.preferredDealership)
  if (dealerships.some((option) => option.slug === dealership)) prefill.dealership_slug = dealership
  const budget = first(query.vehiclePriceBudget)
  if (/^\d+$/.test(budget) && Number(budget) >= 1 && Number(budget) <= LEAD_LIMITS.dollars) prefill.vehicle_price_budget = Number(budget)
  const carId = first(query.car_id)
  if (recordId.safeParse(carId).success) prefill.car_id = carId
  const carType = first(query.car_type).toLowerCase()
  const knownType = CAR_TYPES.find((type) => type === carType)
  if (knownType) prefill.car_type = knownType
  return prefill
}
