/**
 * Stock values as people read them. Feeds and the search index hold codes
 * (`used`, `suv`, `cabChassis`, `automatic`, `awd`, `in_stock`); shoppers see
 * "Used", "SUV", "Cab Chassis", "Automatic", "AWD", "In Stock". Addresses and
 * the search API keep the codes: only the words on screen change.
 *
 * Dependency-free (types only), so the filter panel's client code can use it
 * as cheaply as the server pages.
 */

import type { BodyType } from './stockVocabulary'

const BODY_TYPE_LABELS: Partial<Record<BodyType, string>> = {
  '4x4': '4x4',
  cabChassis: 'Cab Chassis',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  stationWagon: 'Station Wagon',
  softtop: 'Soft Top',
  suv: 'SUV',
}

/** Codes of the attributes whose values are a fixed list, keyed in lower case. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  car_type: { new: 'New', used: 'Used', demo: 'Demo' },
  transmission: { automatic: 'Automatic', auto: 'Automatic', manual: 'Manual', cvt: 'CVT' },
  fuel: { lpg: 'LPG', cng: 'CNG', ev: 'Electric', phev: 'Plug-in Hybrid', 'plug-in hybrid': 'Plug-in Hybrid' },
  drive: { '4wd': '4WD', awd: 'AWD', fwd: 'FWD', rwd: 'RWD', '2wd': '2WD', '4x4': '4x4', '4x2': '4x2' },
  status: { in_stock: 'In Stock', coming_soon: 'Coming Soon', sold: 'Sold' },
}

/** Attributes holding a code rather than a name: one in lower case or in capitals is written as a word. */
const CODED_ATTRIBUTES = new Set(['car_type', 'body', 'transmission', 'fuel', 'drive', 'status', 'item_type'])

/** 'cabChassis' → 'Cab Chassis'; 'suv' → 'SUV'; a body the list does not know is split at its capitals. */
export function bodyTypeLabel(body: BodyType | string): string {
  const known = BODY_TYPE_LABELS[body as BodyType] ?? Object.entries(BODY_TYPE_LABELS).find(([code]) => code.toLowerCase() === body.toLowerCase())?.[1]
  return known ?? capitalised(body.replace(/([a-z])([A-Z])/g, '$1 $2'))
}

/**
 * The label of one filter value, e.g. facetValueLabel('car_type', 'used') is
 * 'Used' and facetValueLabel('make_model', 'Toyota|HiLux') is 'HiLux'.
 * Names (makes, colours, cities, dealerships) are shown as the feed spells them.
 */
export function facetValueLabel(attribute: string, value: string): string {
  const text = value.trim()
  if (attribute === 'make_model') return text.slice(text.indexOf('|') + 1)
  if (attribute === 'body' || attribute === 'simple_body') return bodyTypeLabel(text)
  if (attribute === 'seats') return `${text} seats`
  const known = VALUE_LABELS[attribute === 'simple_transmission' ? 'transmission' : attribute === 'simple_fuel' ? 'fuel' : attribute]?.[text.toLowerCase()]
  if (known) return known
  const coded = CODED_ATTRIBUTES.has(attribute) && (text === text.toLowerCase() || text === text.toUpperCase())
  return coded ? capitalised(text.toLowerCase().replace(/_/g, ' ')) : text
}

/** Each word's first letter in capitals: 'coming soon' → 'Coming Soon'. */
function capitalised(text: string): string {
  return text.replace(/(^|[\s/-])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase())
}
