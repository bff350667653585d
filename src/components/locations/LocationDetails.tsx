
import { Badge } from '@/components/ui/Badge'
import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { contactUsSlug, directionsLink, locationTypeLabel, phoneHref } from '@/domain/locations'
import { holidayHoursRows, isOpenNow, weeklyHoursRows } from '@/domain/openingHours'
import type { SiteSettings } from '@/domain/site-settings'
import type { Location } from '@/payload-types'
import { specAddress, specialHoursOf, weeklyHoursOf } from '@/sites/locationView'

import { HolidayHoursDialog } from './HolidayHoursDialog'
import styles from './LocationDetails.module.css'
import { OpeningHoursTable } from './OpeningHoursTable'
import { StarRating } from './StarRating'

type Props = { location: Location; settings: SiteSettings; zone: string; now: Date; headingLevel?: 'h1' | 'h2' | 'h3' }

/** A location's card: address, phone, hours, licence numbers and actions; the `show` flag gates the last three. */
export function LocationDetails({ location, settings, zone, now, headingLevel: Heading = 'h2' }: Props) {
  const week = weeklyHoursOf(location)
  const special = specialHoursOf(location, zone)
  const department = location.locationType ?? 'sales'
  const shared = { serviceByAppointment: settings.serviceByAppointment, enquireNowOnWeekends: location.enquireNowOnWeekends ?? false }
  // Alternate Saturdays apply to the service location of a site that has them.
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
    <article className={[styles.card, Heading === 'h1' && styles.page].filter(Boolean).join(' ')} data-location={location.slug}>
      <div className={styles.media}>
        {image?.url ? <img className={styles.image} src={image.sizes?.card?.url ?? image.url} alt={image.alt} height={150} /> : <Icon name="location" size={40} />}
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <Badge>{locationTypeLabel(department)}</Badge>
          {open ? <Badge tone="success">Open now</Badge> : null}
        </div>
        <Heading className={styles.name}>{location.name}</Heading>
        <StarRating rating={location.averageRating} count={location.reviewCount} />
        {address ? (
          // A div, not a p: an <address> inside a <p> closes it in the browser's parser, and React's hydration then fails.
          <div className={styles.line}>
            <Icon name="location" size={18} />
            <address>{address}</address>
          </div>
        ) : null}
        {phone && tel ? (
          <p className={styles.line}>
            <Icon name="phone" size={18} />
            <a href={tel}>{phone}</a>
          </p>
        ) : null}
        <OpeningHoursTable rows={rows} enquireHref={`/contact-us/${contactUsSlug(location.name)}`} />
        <HolidayHoursDialog rows={holidays} />
        {show && (location.dealerLicenceNumber || location.motorVehicleRepairer) ? (
          <p className={styles.licences}>
            {location.dealerLicenceNumber ? <span>Dealer licence {location.dealerLicenceNumber}</span> : null}
            {location.motorVehicleRepairer ? <span>Repairer licence {location.motorVehicleRepairer}</span> : null}
          </p>
        ) : null}
      </div>
      {show ? (
        <p className={styles.actions}>
          {open && tel ? (
            <a className={buttonClass('primary', { size: 'small' })} href={tel}>
              Call Now
            </a>
          ) : null}
          <a className={buttonClass('secondary', { size: 'small' })} href={`/contact-us/${contactUsSlug(location.name)}`}>
            Enquire
          </a>
          {directions ? (
            <a className={buttonClass('secondary', { size: 'small' })} href={directions.href} target={directions.target} rel={directions.rel}>
              Get Directions
            </a>
          ) : null}
        </p>
      ) : null}
    </article>
  )
}
