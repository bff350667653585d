import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { LocationsCarousel } from '@/components/locations/LocationsCarousel'
import { StarRating } from '@/components/locations/StarRating'
import { sortLocations } from '@/domain/locations'
import { currentSite } from '@/sites/currentSite'
import { getSiteLocations } from '@/sites/data/locations'
import { specLocation } from '@/sites/locationView'
import { siteOrigin } from '@/sites/siteUrl'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host } = await params
  const site = await currentSite(host)
  if (!site) return {}
  const city = site.contact?.city
  return {
    description: `${site.name}${city ? ` in ${city}` : ''}: new, used and demo stock, service, parts and finance.`,
    alternates: { canonical: `${siteOrigin(site, decodeURIComponent(host))}/` },
  }
}

export default async function SiteHome({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const city = site.contact?.city
  const locations = sortLocations((await getSiteLocations(site.id)).map(specLocation)).map((location) => location.doc)
  return (
    <>
      <section className="hero">
        <h1>{site.name}</h1>
        <p>{city ? `New, used and demo cars in ${city}.` : 'New, used and demo cars.'}</p>
      </section>
      {locations.length > 0 ? (
        <section className="home-locations">
          <h2>Our Locations</h2>
          <LocationsCarousel label="Our Locations">
            {locations.map((location) => (
              <article key={location.id} className="location-tile">
                <h3>{location.name}</h3>
                <StarRating rating={location.averageRating} count={location.reviewCount} />
                <p>{[location.address?.street, location.address?.city].filter(Boolean).join(', ')}</p>
                <Link className="button-secondary" href={`/locations/${location.slug}`}>
                  View Location
                </Link>
              </article>
            ))}
          </LocationsCarousel>
        </section>
      ) : null}
    </>
  )
}
