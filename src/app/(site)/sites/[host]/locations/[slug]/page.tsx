import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Trail } from '@/components/content/PageHeader'
import { buttonClass } from '@/components/ui/Button'
import { LocationDetails } from '@/components/locations/LocationDetails'
import { LocationReviews } from '@/components/locations/LocationReviews'
import { StickyActionBar } from '@/components/site/StickyActionBar'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { contactUsSlug, phoneHref } from '@/domain/locations'
import { isOpenNow, openingHoursSpecification } from '@/domain/openingHours'
import { currentSite } from '@/sites/currentSite'
import { getSiteLocation, getSiteLocations } from '@/sites/data/locations'
import { getSiteReviews } from '@/sites/data/reviews'
import { specialHoursOf, weeklyHoursOf } from '@/sites/locationView'
import { nowForPage } from '@/sites/nowForPage'
import { siteOrigin } from '@/sites/siteUrl'

import styles from './LocationPage.module.css'

type Props = { params: Promise<{ host: string; slug: string }> }

async function load(params: Props['params']) {
  const { host, slug } = await params
  const site = await currentSite(host)
  const location = site ? await getSiteLocation(site.id, slug) : null
  return site && location ? { site, location, origin: siteOrigin(site, decodeURIComponent(host)) } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const { location, origin } = found
  const city = location.address?.city
  return {
    title: location.name,
    description: `${location.name}${city ? ` in ${city}` : ''}: address, phone number, opening hours and holiday hours.`,
    alternates: { canonical: `${origin}/locations/${location.slug}` },
  }
}

export default async function LocationPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { site, location, origin } = found
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
