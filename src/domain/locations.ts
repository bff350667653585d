/**
 * Dealer locations: contact page slugs, list order, the 'Our Locations'
 * carousel, distances, directions and phone links.
 * Fields carry the spec's names.
 */

import { slugify } from './models'
import type { SiteSettings } from './site-settings'

/** Earth radius for distances, km. */
export const EARTH_RADIUS_KM = 6371

/** Location order by type. */
export const LOCATION_TYPE_ORDER = ['sales', 'service', 'parts'] as const

export type LocationType = (typeof LOCATION_TYPE_ORDER)[number]

export type LocationAddress = {
  id?: string | number | null
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  lat?: number | null
  long?: number | null
  place_url?: string | null
  place_id?: string | null
  map_key?: string | null
}

export type Location = {
  id?: string | number | null
  name: string
  slug?: string | null
  dealership_id?: string | number | null
  dealership_slug?: string | null
  /** sales, service, parts, or empty meaning sales. */
  location_type?: string | null
  location_subtype?: readonly string[] | null
  manufacturers?: readonly string[] | null
  primary?: boolean | null
  visible?: boolean | null
  address?: LocationAddress | null
  contact_detail?: { phone?: string | null; landline_phone?: string | null } | null
  average_rating?: number | null
  review_count?: number | null
  dealer_license_number?: string | null
  motor_vehicle_repairer?: string | null
  image?: { url?: string | null; thumb?: string | null } | null
}

/** The place a location is at, without its department: 'Swan River Toyota Midland - Service' → 'Swan River Toyota Midland'. */
export function placeName(locationName: string): string {
  return locationName.trim().replace(/\s+-\s+(sales|service|parts)$/i, '')
}

/** The slug of /contact-us/{slug}: 'Swan River Toyota Midland - Service' → 'swan-river-toyota-midland'. */
export function contactUsSlug(locationName: string): string {
  return slugify(placeName(locationName))
}

/** A location's type; an empty or missing type, or one the spec does not name, means sales. */
export function locationTypeOf(location: Pick<Location, 'location_type'>): LocationType {
  const type = location.location_type?.trim().toLowerCase() ?? ''
  return (LOCATION_TYPE_ORDER as readonly string[]).includes(type) ? (type as LocationType) : 'sales'
}

const LOCATION_TYPE_LABELS: Record<LocationType, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' }

/** A department's name as shoppers read it: "Service" for a service location. */
export function locationTypeLabel(type: string | null | undefined): string {
  return LOCATION_TYPE_LABELS[locationTypeOf({ location_type: type })]
}

/** Sales, then service, then parts; the primary location first within its type, otherwise the given order. */
export function sortLocations<L extends Pick<Location, 'location_type' | 'primary'>>(locations: readonly L[]): L[] {
  const rank = (location: L) => LOCATION_TYPE_ORDER.indexOf(locationTypeOf(location))
  // Array.prototype.sort is stable, so equal locations keep their given order.
  return [...locations].sort((a, b) => rank(a) - rank(b) || Number(b.primary === true) - Number(a.primary === true))
}

export function visibleLocations<L extends Pick<Location, 'visible'>>(locations: readonly L[]): L[] {
  return locations.filter((location) => location.visible === true)
}

export type CarouselLayout = {
  /** The 'Swipe' hint shows when there are 3 or fewer cards. */
  swipeHint: boolean
  /** Fewer than 3 cards are centred. */
  centred: boolean
  /** More than 4 cards use a five-column layout. */
  columns: number
}

export function carouselLayout(cardCount: number): CarouselLayout {
  const count = Math.max(0, Math.floor(cardCount))
  return { swipeHint: count <= 3, centred: count < 3, columns: count > 4 ? 5 : count }
}

/** The card index after moving by `delta`; it stops at the first and last card. */
export function carouselStep(index: number, delta: number, count: number): number {
  if (count <= 0) return 0
  return Math.min(count - 1, Math.max(0, index + delta))
}

/** The previous arrow is disabled on the first card. */
export function canGoPrevious(index: number): boolean {
  return index > 0
}

/** The next arrow is disabled on the last card. */
export function canGoNext(index: number, count: number): boolean {
  return index < count - 1
}

/** Arrow-key navigation: the step a key moves the carousel by, 0 for other keys. */
export function carouselKeyDelta(key: string): -1 | 0 | 1 {
  if (key === 'ArrowLeft') return -1
  if (key === 'ArrowRight') return 1
  return 0
}

export type GeoPoint = { lat: number; long: number }

/** Great-circle (haversine) distance in km on a sphere of radius 6371 km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b.lat - a.lat)
  const dLong = radians(b.long - a.long)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLong / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export type DirectionsLink = { href: string; target: '_blank' | undefined; rel: string | undefined }

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1'

/**
 * 'Get Directions': the address's place_url, otherwise a maps search on the
 * address (or its coordinates). Opens in a new tab when the site says so.
 * Null when there is nothing to point at: the link does not render.
 */
export function directionsLink(
  address: LocationAddress | null | undefined,
  settings: Pick<SiteSettings, 'directionsInNewTab'>,
): DirectionsLink | null {
  const href = placeUrl(address) ?? mapsSearchUrl(address)
  if (!href) return null
  return settings.directionsInNewTab
    ? { href, target: '_blank', rel: 'noopener noreferrer' }
    : { href, target: undefined, rel: undefined }
}

function placeUrl(address: LocationAddress | null | undefined): string | null {
  const url = address?.place_url?.trim()
  // Only web links: a stored javascript: or other scheme never becomes a link.
  return url && /^https?:\/\//i.test(url) ? url : null
}

function mapsSearchUrl(address: LocationAddress | null | undefined): string | null {
  if (!address) return null
  const parts = [address.street, address.city, address.state, address.postcode]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part)
  let query = parts.join(', ')
  if (!query && Number.isFinite(address.lat) && Number.isFinite(address.long)) query = `${address.lat},${address.long}`
  if (!query) return null
  const placeId = address.place_id?.trim()
  return `${MAPS_SEARCH}&query=${encodeURIComponent(query)}${placeId ? `&query_place_id=${encodeURIComponent(placeId)}` : ''}`
}

/** tel: link with the number's spaces removed; null for a blank number, so no link renders. */
export function phoneHref(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\s+/g, '')
  return digits ? `tel:${digits}` : null
}
