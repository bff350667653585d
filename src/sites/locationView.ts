import { DateTime } from 'luxon'

import type { Location as SpecLocation, LocationAddress } from '@/domain/locations'
import type { Department, OpeningHourEntry, SpecialHoursEntry } from '@/domain/openingHours'
import type { Location } from '@/payload-types'
import { WEEKDAY_FIELDS } from '@collections/Locations/hoursFields'

/** A location's weekly hours, from the admin's one-row-per-weekday form. */
export function weeklyHoursOf(location: Pick<Location, 'openingHours'>): OpeningHourEntry[] {
  return WEEKDAY_FIELDS.map(({ name, weekday }) => {
    const day = location.openingHours?.[name]
    return { weekday, status: day?.status === 'Open' ? 'Open' : 'Closed', open: day?.open ?? null, close: day?.close ?? null }
  })
}

/**
 * A location's holiday hours. Staff type local times; the rules take the
 * spec's UTC start and end, so they are converted in the site's time zone.
 */
export function specialHoursOf(location: Pick<Location, 'specialHours'>, zone: string): SpecialHoursEntry[] {
  return (location.specialHours ?? []).map((entry) => {
    const date = DateTime.fromISO(entry.date, { zone: 'utc' }).toISODate() ?? ''
    const at = (time: string | null | undefined) =>
      time ? DateTime.fromISO(`${date}T${time}`, { zone }).toUTC().toISO({ suppressMilliseconds: true }) : null
    return {
      date,
      status: entry.status === 'Open' ? 'Open' : 'Closed',
      start_hour: entry.status === 'Open' ? at(entry.open) : null,
      end_hour: entry.status === 'Open' ? at(entry.close) : null,
      department: (entry.department ?? 'all') as Department,
    }
  })
}

/** The spec's field names for a stored location, which the rules in src/domain/locations.ts take. */
export function specAddress(location: Pick<Location, 'address'>): LocationAddress {
  const address = location.address ?? {}
  return {
    street: address.street,
    city: address.city,
    state: address.state,
    postcode: address.postcode,
    lat: address.lat,
    long: address.long,
    place_url: address.placeUrl,
    place_id: address.placeId,
  }
}

export function specLocation(location: Location): SpecLocation & { doc: Location } {
  return {
    doc: location,
    id: location.id,
    name: location.name,
    slug: location.slug,
    location_type: location.locationType,
    primary: location.primary,
    visible: location.visible,
    address: specAddress(location),
    average_rating: location.averageRating,
    review_count: location.reviewCount,
  }
}
