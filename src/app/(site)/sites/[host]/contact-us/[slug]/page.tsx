import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/content/PageHeader'
import { LocationDetails } from '@/components/locations/LocationDetails'
import { CardGrid } from '@/components/content/CardGrid'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { contactUsSlug, placeName, sortLocations } from '@/domain/locations'
import { currentSite } from '@/sites/currentSite'
import { getSiteLocations } from '@/sites/data/locations'
import { specLocation } from '@/sites/locationView'
import { nowForPage } from '@/sites/nowForPage'
import { siteOrigin } from '@/sites/siteUrl'

type Props = { params: Promise<{ host: string; slug: string }> }

/** Sales, service and parts of one place share a contact page: their names differ only by the department suffix. */
async function load(params: Props['params']) {
  const { host, slug } = await params
  const site = await currentSite(host)
  if (!site) return null
  const locations = (await getSiteLocations(site.id)).filter((location) => contactUsSlug(location.name) === slug)
  if (locations.length === 0) return null
  const ordered = sortLocations(locations.map(specLocation)).map((location) => location.doc)
  return { site, locations: ordered, slug, origin: siteOrigin(site, decodeURIComponent(host)) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const name = placeName(found.locations[0]!.name)
  return {
    title: `Contact ${name}`,
    description: `Phone numbers, address and opening hours of ${name}.`,
    alternates: { canonical: `${found.origin}/contact-us/${found.slug}` },
  }
}

export default async function ContactLocationPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const now = await nowForPage()
  const name = placeName(found.locations[0]!.name)
  return (
    <section>
      <PageHeader title={`Contact ${name}`} trail={[{ href: '/', label: 'Home' }, { href: '/contact', label: 'Contact' }]} />
      <CardGrid className="locations-grid">
        {found.locations.map((location) => (
          <LocationDetails key={location.id} location={location} settings={found.site.resolvedSettings} zone={found.site.timeZone} now={now} />
        ))}
      </CardGrid>
      <SiteFormSection site={found.site} form="contact" heading={`Contact ${name}`} now={now} place={found.locations} />
    </section>
  )
}
