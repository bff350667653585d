import Link from 'next/link'

import { contactUsSlug, directionsLink, phoneHref } from '@/domain/locations'
import { holidayHoursRows, isOpenNow, weeklyHoursRows } from '@/domain/openingHours'
import type { SiteSettings } from '@/domain/site-settings'
import type { Location } from '@/payload-types'
import { specAddress, specialHoursOf, weeklyHoursOf } from '@/sites/locationView'

import { HolidayHoursDialog } from './HolidayHoursDialog'
import { OpeningHoursTable } from './OpeningHoursTable'
import { StarRating } from './StarRating'

type Props = { location: Location; settings: SiteSettings; zone: string; now: Date; headingLevel?: 'h1' | 'h2' }

/** A location's card: address, phone, hours, licence numbers and actions; the `show` flag gates the last three. */
export function LocationDetails({ location, settings, zone, now, headingLevel: Heading = 'h2' }: Props) {
  const week = weeklyHoursOf(location)
  const special = specialHoursOf(location, zone)
  const department = location.locationType ?? 'sales'
  const shared = { serviceByAppointment: settings.serviceByAppointment, enquireNowOnWeekends: location.enquireNowOnWeekends ?? false }
  // Alternate Saturdays apply to the service location of a site that has them (dealer-network §4).
  const rows = weeklyHoursRows(
    week,
    settings.alternateSaturdays && department === 'service' ? { ...shared, alternateSaturdays: true, zone, now } : shared,
  )
  const holidays = holidayHoursRows(special, { zone, now, department })
  const open = isOpenNow(week, special, zone, now, department)
  const phone = location.contact?.phone
  const tel = phoneHref(phone)
  const directions = directionsLink(specAddress(location), settings)
  const address = [location.address?.street, location.address?.city, location.address?.state, location.address?.postcode].filter(Boolean).join(', ')
  const image = location.image && typeof location.image === 'object' ? location.image : null
  const show = location.show !== false
  return (
    <article className="location" data-location={location.slug}>
      {image?.url ? <img className="location-image" src={image.sizes?.card?.url ?? image.url} alt={image.alt} height={150} /> : null}
      <Heading>{location.name}</Heading>
      <StarRating rating={location.averageRating} count={location.reviewCount} />
      {address ? <address>{address}</address> : null}
      {phone && tel ? (
        <p>
          <a href={tel}>{phone}</a>
        </p>
      ) : null}
      <OpeningHoursTable rows={rows} enquireHref={`/contact-us/${contactUsSlug(location.name)}`} />
      <HolidayHoursDialog rows={holidays} />
      {show ? (
        <>
          {location.dealerLicenceNumber || location.motorVehicleRepairer ? (
            <p className="licences">
              {location.dealerLicenceNumber ? <span>Dealer licence {location.dealerLicenceNumber}</span> : null}
              {location.motorVehicleRepairer ? <span> Repairer licence {location.motorVehicleRepairer}</span> : null}
            </p>
          ) : null}
          <p className="location-actions">
            {open && tel ? (
              <a className="button-primary" href={tel}>
                Call Now
              </a>
            ) : null}
            <Link className="button-secondary" href={`/contact-us/${contactUsSlug(location.name)}`}>
              Enquire
            </Link>
            {directions ? (
              <a className="button-secondary" href={directions.href} target={directions.target} rel={directions.rel}>
                Get Directions
              </a>
            ) : null}
          </p>
        </>
      ) : null}
    </article>
  )
}
