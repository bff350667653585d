/**
 * The ADF 1.0 (Auto-Lead Data Format) copy of a lead that dealer CRMs read
 * (issue 6), with the DTD's element names and order:
 * prospect (id, requestdate, vehicle+, customer, vendor, provider).
 * Escaping is xmlDocument.ts's job.
 */

import { DateTime } from 'luxon'

import { PRICE_SHOWN_ABOVE } from '../priceDisplay'
import type { CarType } from '../stockVocabulary'
import { PREFERRED_CONTACT_METHODS } from './formWording'

type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number]
import { attributionLines, type StoredAttribution } from './attribution'
import { element, xmlDocument, type XmlElement } from './xmlDocument'

/** What the shopper wants, as ADF 1.0's vehicle interest names it (issue 6). */
export const LEAD_INTERESTS = ['buy', 'test-drive', 'trade-in'] as const
export type LeadInterest = (typeof LEAD_INTERESTS)[number]

/** The provider named in every ADF copy (issue 6). */
export const ADF_PROVIDER_NAME = 'Forecourt'

interface AdfVehicle {
  year: number | null
  make: string
  model: string
  /** The badge or variant: ADF's trim. */
  trim: string | null
  vin: string | null
}

/** The dealer's car the lead is about. */
export interface AdfCar extends AdfVehicle {
  stockNumber: string | null
  carType: CarType
  /** The advertised price in dollars; a placeholder at or below PRICE_SHOWN_ABOVE is left out. */
  price: number | null
}

/** The shopper's own car, offered as a trade-in. */
export interface AdfTradeIn extends AdfVehicle {
  km: number | null
  /** The registration plate (and state), which ADF has no element for. */
  rego: string | null
}

export interface AdfLead {
  /** The lead's id on the platform, so a CRM can tell a resend from a new lead. */
  id: number | string
  receivedAt: Date
  /** The site's IANA zone: the request date carries its offset. */
  timeZone: string
  interest: LeadInterest
  car: AdfCar | null
  tradeIn: AdfTradeIn | null
  customer: {
    name: string
    email: string | null
    phone: string | null
    postcode: string | null
    preferredContact: PreferredContactMethod
  }
  /** The shopper's message. */
  comments: string | null
  /** Where the lead came from: its source is the provider's service, and the campaign and pages follow the message in the comments. */
  attribution: Pick<StoredAttribution, 'source' | 'linkedQueryParams' | 'visitedPages'> | null
  vendor: {
    dealershipName: string
    locationId: number | null
    /** The location's name, e.g. "Swan River Toyota Midland"; the dealership's when null. */
    locationName: string | null
    email: string | null
    phone: string | null
  }
  /** The dealer site's address, e.g. https://swanrivertoyota.com.au: the provider's url. */
  siteUrl: string
}

/** Australian mobile numbers: 04xx xxx xxx, or +61 4xx xxx xxx. */
const AUSTRALIAN_MOBILE = /^(?:\+?61|0)4\d{8}$/

/**
 * The ADF document for a lead, or null when the lead names no vehicle (a
 * general, service or careers enquiry): ADF 1.0 requires at least one
 * vehicle with year, make and model, and the lead email carries the rest.
 */
export function adfXml(lead: AdfLead): string | null {
  if (!lead.car && !lead.tradeIn) return null
  const prospect = element('prospect', { status: 'new' }, [
    element('id', { source: ADF_PROVIDER_NAME }, String(lead.id)),
    element('requestdate', {}, requestDate(lead.receivedAt, lead.timeZone)),
    // The car wanted in a trade-in lead is one the shopper would buy with the trade.
    lead.car && carElement(lead.car, lead.interest === 'trade-in' ? 'buy' : lead.interest),
    lead.tradeIn && tradeInElement(lead.tradeIn),
    customerElement(lead),
    vendorElement(lead.vendor),
    element('provider', {}, [
      element('name', { part: 'full', type: 'business' }, ADF_PROVIDER_NAME),
      !!lead.attribution?.source && element('service', {}, lead.attribution.source),
      element('url', {}, lead.siteUrl),
    ]),
  ])
  return xmlDocument(['adf version="1.0"'], element('adf', {}, [prospect]))
}

function requestDate(receivedAt: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(receivedAt, { zone: timeZone })
  if (!local.isValid) throw new RangeError(`Cannot date a lead in time zone ${timeZone}: ${local.invalidExplanation}`)
  // Whole seconds: CRMs read ISO 8601 dates, not all of them with fractions.
  return local.startOf('second').toISO({ suppressMilliseconds: true })
}

/** year, make, model and vin: the DTD's first elements of a vehicle, in its order. */
function vehicleStart(vehicle: AdfVehicle): XmlElement[] {
  return [
    element('year', {}, vehicle.year === null ? '' : String(vehicle.year)),
    element('make', {}, vehicle.make),
    element('model', {}, vehicle.model),
    ...(vehicle.vin ? [element('vin', {}, vehicle.vin)] : []),
  ]
}

function carElement(car: AdfCar, interest: 'buy' | 'test-drive'): XmlElement {
  // ADF knows only new and used: a demo has been registered and driven, so it is used.
  return element('vehicle', { interest, status: car.carType === 'new' ? 'new' : 'used' }, [
    ...vehicleStart(car),
    !!car.stockNumber && element('stock', {}, car.stockNumber),
    !!car.trim && element('trim', {}, car.trim),
    car.price !== null && car.price > PRICE_SHOWN_ABOVE && element('price', { type: 'asking', currency: 'AUD' }, String(car.price)),
  ])
}

function tradeInElement(tradeIn: AdfTradeIn): XmlElement {
  return element('vehicle', { interest: 'trade-in', status: 'used' }, [
    ...vehicleStart(tradeIn),
    !!tradeIn.trim && element('trim', {}, tradeIn.trim),
    tradeIn.km !== null && element('odometer', { units: 'km' }, String(tradeIn.km)),
    !!tradeIn.rego && element('comments', {}, `Rego: ${tradeIn.rego}`),
  ])
}

function customerElement(lead: AdfLead): XmlElement {
  const { customer } = lead
  const phoneIsPreferred = customer.preferredContact === 'Phone' || customer.preferredContact === 'SMS'
  const contact = element('contact', {}, [
    element('name', { part: 'full' }, customer.name),
    !!customer.email && element('email', { preferredcontact: customer.preferredContact === 'Email' ? '1' : '0' }, customer.email),
    !!customer.phone &&
      element('phone', { type: isMobile(customer.phone) ? 'cellphone' : 'voice', preferredcontact: phoneIsPreferred ? '1' : '0' }, customer.phone),
    // The DTD requires a street in an address; the forms ask only for a postcode.
    !!customer.postcode &&
      element('address', {}, [element('street', { line: '1' }), element('postalcode', {}, customer.postcode), element('country', {}, 'AU')]),
  ])
  const comments = [lead.comments, lead.attribution ? attributionLines(lead.attribution).join('\n') : null].filter(Boolean).join('\n\n')
  return element('customer', {}, [contact, !!comments && element('comments', {}, comments)])
}

function isMobile(phone: string): boolean {
  return AUSTRALIAN_MOBILE.test(phone.replace(/[\s()-]/g, ''))
}

function vendorElement(vendor: AdfLead['vendor']): XmlElement {
  return element('vendor', {}, [
    vendor.locationId !== null && element('id', { source: `${ADF_PROVIDER_NAME} location` }, String(vendor.locationId)),
    element('vendorname', {}, vendor.dealershipName),
    element('contact', {}, [
      element('name', { part: 'full', type: 'business' }, vendor.locationName ?? vendor.dealershipName),
      !!vendor.email && element('email', {}, vendor.email),
      !!vendor.phone && element('phone', { type: 'voice' }, vendor.phone),
    ]),
  ])
}
