import { Trail } from '@/components/content/PageHeader'
import { buttonClass } from '@/components/ui/Button'
import { LocationDetails } from '@/components/locations/LocationDetails'
import { LocationReviews } from '@/components/locations/LocationReviews'
import { StickyActionBar } from '@/components/site/StickyActionBar'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { contactUsSlug, phoneHref } from '@/domain/locations'
import { isOpenNow, openingHoursSpecification } from '@/domain/openingHours'
import { getSiteLocation, getSiteLocations } from '@/sites/data/locations'
import { getSiteReviews } from '@/sites/data/reviews'
import { specialHoursOf, weeklyHoursOf } from '@/sites/locationView'
import { nowForPage } from '@/sites/nowForPage'
import type { Location } from '@/payload-types'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './LocationPage.module.css'

const page = sitePage<{ slug: string }, { location: Location }>({
  load: async ({ site, params }) => {
    const location = await getSiteLocation(site.id, params.slug)
    return location && { location }
  },
  metadata: ({ location }) => {
    const city = location.address?.city
    return {
      path: `/locations/${location.slug}`,
      title: location.name,
      description: `${location.name}${city ? ` in ${city}` : ''}: address, phone number, opening hours and holiday hours.`,
    }
  },
  render: LocationPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function LocationPage({ site, location, origin }: SitePageContext<{ slug: string }> & { location: Location }) {
  const [now, reviews, siteLocations] = await Promise.all([nowForPage(), getSiteReviews(site.id), getSiteLocations(site.id)])
  // Its place's departments: a service centre's page offers the sales yard at the same address.
  const place = siteLocations.filter((other) => contactUsSlug(other.name) === contactUsSlug(location.name))
  const department = location.locationType ?? 'sales'
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    url: `${origin}/locations/${location.slug}`,
    telephone: location.contact?.phone ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address?.street ?? undefined,
      addressLocality: location.address?.city ?? undefined,
      addressRegion: location.address?.state ?? undefined,
      postalCode: location.address?.postcode ?? undefined,
      addressCountry: 'AU',
    },
    geo:
      location.address?.lat != null && location.address?.long != null
        ? { '@type': 'GeoCoordinates', latitude: location.address.lat, longitude: location.address.long }
        : undefined,
    openingHoursSpecification: openingHoursSpecification(weeklyHoursOf(location), specialHoursOf(location, site.timeZone), site.timeZone, department),
  }
  return (
    <section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <Trail trail={[{ href: '/', label: 'Home' }, { href: '/locations', label: 'Locations' }]} />
      <div className={styles.layout}>
        <div>
          <LocationDetails location={location} settings={site.resolvedSettings} zone={site.timeZone} now={now} headingLevel="h1" />
          {location.team && location.team.length > 0 ? (
            <p>
              <a className={buttonClass('ghost')} href={`/teams/${location.slug}`}>
                Meet the team
              </a>
            </p>
          ) : null}
        </div>
        {location.show !== false ? (
          <div className={styles.form}>
            <SiteFormSection site={site} form="contact" heading={`Contact ${location.name}`} now={now} place={place} />
          </div>
        ) : null}
      </div>
      <LocationReviews reviews={reviews.filter((review) => review.location === location.id)} zone={site.timeZone} />
      {site.resolvedSettings.mobileStickyFooter && location.show !== false ? (
        <StickyActionBar
          callHref={isOpenNow(weeklyHoursOf(location), specialHoursOf(location, site.timeZone), site.timeZone, now, department) ? phoneHref(location.contact?.phone) : null}
          enquireHref={`/contact-us/${contactUsSlug(location.name)}`}
        />
      ) : null}
    </section>
  )
}
