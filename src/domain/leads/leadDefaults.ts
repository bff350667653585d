/**
 * What each form holds before the shopper types:
 * - the car's details as hidden fields on the forms about a car;
 * - opt_in as the site sets it (ticked unless optInTickedByDefault is off);
 *   'I'm interested in finance.' and 'I have a trade in.' unticked;
 * - the terms box unticked: agreeing is the shopper's act;
 * - the only location or dealership chosen, General Enquiry as category,
 *   Phone as the contact method, the Request Photos line as the message;
 * - the form's title as subcategory, so the dealer sees which form it was;
 * - the lead's category (leadCategory.ts) and, on a car's forms, the car's
 *   id as page_id: with source and lead_attributes (attribution.ts, added
 *   when the form sends) they say where the lead came from.
 * A value left out (undefined) is one the shopper has to give.
 */

import type { CarType } from '../stockVocabulary'
import { LEAD_FORM_TITLES, REQUEST_PHOTOS_MESSAGE, type LeadForm } from './formWording'
import { autoSelectedLocation, onlyDealership, type LeadFormContext } from './formContext'
import { leadCategory } from './leadCategory'
import type { LeadFormInput } from './leadForms'

/** A stock record's fields the forms carry (src/stock/vehicleSchema.ts). */
export type LeadCar = {
  id: string
  stocknum?: string | null
  make: string
  model: string
  car_type: CarType
  status?: string | null
  dealership_slug?: string | null
  manufacturer_slug?: string | null
  location_id?: string | number | null
  location_name?: string | null
  dealership_id?: string | number | null
}

/** A car form's hidden defaults, from the car: its ids, make, model, type, status, stock number, dealership and location. */
export function carEnquiryDefaults(car: LeadCar) {
  return {
    dealership_slug: car.dealership_slug ?? undefined,
    manufacturer_slug: car.manufacturer_slug ?? undefined,
    stock_number: car.stocknum ?? undefined,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status ?? undefined,
    location: car.location_name ?? undefined,
    location_id: car.location_id == null ? undefined : String(car.location_id),
    car_dealership_id: car.dealership_id == null ? undefined : String(car.dealership_id),
  }
}

function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
}

export function leadFormDefaults<F extends LeadForm>(form: F, context: LeadFormContext, car?: LeadCar | null): Partial<LeadFormInput<F>> {
  const choices = {
    location_id: autoSelectedLocation(context.locations) ?? undefined,
    dealership_slug: onlyDealership(context) ?? undefined,
  }
  if (form === 'trade-in') {
    return withoutUndefined({ ...choices, car_id: car?.id, PreferredContactMethod: 'Phone', terms_conditions: false }) as Partial<LeadFormInput<F>>
  }
  const values: Record<string, unknown> = {
    ...(car ? carEnquiryDefaults(car) : {}),
    ...withoutUndefined(choices),
    ...(car ? { page_id: car.id } : {}),
    subcategory: LEAD_FORM_TITLES[form],
    category: leadCategory(form, car?.car_type ?? null),
    message: form === 'request-photos' ? REQUEST_PHOTOS_MESSAGE : '',
    opt_in: context.optInTickedByDefault,
    opt_in_finance: false,
    opt_in_trade: false,
    terms_agreed: false,
  }
  if (form === 'make-an-offer') {
    delete values.message
    delete values.opt_in
  }
  return withoutUndefined(values) as Partial<LeadFormInput<F>>
}
