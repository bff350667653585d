import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { contactUsSlug, phoneHref, placeName, sortLocations } from '@/domain/locations'
import { currentSite } from '@/sites/currentSite'
import { getSiteLocations } from '@/sites/data/locations'
import { specLocation } from '@/sites/locationView'
import { nowForPage } from '@/sites/nowForPage'
import { sitePageMetadata } from '@/sites/sitePageMetadata'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).host, { path: '/contact', title: 'Contact Us', description: (site) => `Phone, email and addresses of ${site.name}.` })
}

/**
 * /contact: the dealer's main phone and email, then each of its places
 * (sales, service and parts of one address together) with its own contact page,
 * and the general enquiry.
 */
export default async function ContactPage({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const locations = sortLocations((await getSiteLocations(site.id)).map(specLocation)).map((location) => location.doc)
  const places = new Map<string, typeof locations>()
  for (const location of locations) {
    const slug = contactUsSlug(location.name)
    places.set(slug, [...(places.get(slug) ?? []), location])
  }
  const tel = phoneHref(site.contact?.phone)
  return (
    <section className="contact-page">
      <h1>Contact {site.name}</h1>
      <dl className="contact-summary">
        {site.contact?.phone && tel ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={tel}>{site.contact.phone}</a>
            </dd>
          </>
        ) : null}
        {site.contact?.email ? (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
            </dd>
          </>
        ) : null}
      </dl>
      <h2>Our locations</h2>
      <ul className="location-grid contact-places">
        {[...places].map(([slug, departments]) => {
          const first = departments[0]!
          const address = [first.address?.street, first.address?.city, first.address?.state, first.address?.postcode].filter(Boolean).join(', ')
          return (
            <li key={slug} className="location-card">
              <h3>{placeName(first.name)}</h3>
              {address ? <address>{address}</address> : null}
              <ul>
                {departments.map((location) => {
                  const phone = phoneHref(location.contact?.phone)
                  return location.contact?.phone && phone ? (
                    <li key={location.id}>
                      {(location.locationType ?? 'sales').replace(/^./, (letter) => letter.toUpperCase())}: <a href={phone}>{location.contact.phone}</a>
                    </li>
                  ) : null
                })}
              </ul>
              <Link className="card-link" href={`/contact-us/${slug}`}>
                Contact {placeName(first.name)}
              </Link>
            </li>
          )
        })}
      </ul>
      <SiteFormSection site={site} form="general-enquiry" heading="Send us an enquiry" now={await nowForPage()} />
    </section>
  )
}
