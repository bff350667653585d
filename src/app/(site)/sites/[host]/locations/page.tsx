import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/content/PageHeader'
import { LocationDetails } from '@/components/locations/LocationDetails'
import { CardGrid } from '@/components/content/CardGrid'
import { sortLocations } from '@/domain/locations'
import { currentSite } from '@/sites/currentSite'
import { getSiteLocations } from '@/sites/data/locations'
import { specLocation } from '@/sites/locationView'
import { nowForPage } from '@/sites/nowForPage'
import { sitePageMetadata } from '@/sites/sitePageMetadata'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).host, { path: '/locations', title: 'Our Locations', description: (site) => `Addresses, phone numbers and opening hours of ${site.name}'s sales, service and parts locations.` })
}

export default async function LocationsPage({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const [locations, now] = await Promise.all([getSiteLocations(site.id), nowForPage()])
  const ordered = sortLocations(locations.map(specLocation)).map((location) => location.doc)
  return (
    <section>
      <PageHeader title="Our Locations" trail={[{ href: '/', label: 'Home' }]} lead={`Find ${site.name}'s sales, service and parts locations, with their opening hours.`} />
      <CardGrid className="locations-grid">
        {ordered.map((location) => (
          <LocationDetails key={location.id} location={location} settings={site.resolvedSettings} zone={site.timeZone} now={now} />
        ))}
      </CardGrid>
    </section>
  )
}
