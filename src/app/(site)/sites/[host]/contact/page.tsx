import { PageHeader } from '@/components/content/PageHeader'
import { CardGrid } from '@/components/content/CardGrid'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { CONTACT_FORM_ANCHOR, FIND_ME_ONE_ENQUIRY, findMeOneValues } from '@/domain/findMeOne'
import { siteVocabulary } from '@/domain/vocabulary'
import { contactUsSlug, locationTypeLabel, phoneHref, placeName, sortLocations } from '@/domain/locations'
import { getSiteLocations } from '@/sites/data/locations'
import { specLocation } from '@/sites/locationView'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './ContactPage.module.css'

/**
 * /contact: the dealer's main phone and email, then each of its places
 * (sales, service and parts of one address together) with its own contact page,
 * and the general enquiry (its message filled in for a find-me-one link).
 */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/contact', title: 'Contact Us', description: `Phone, email and addresses of ${site.name}.` }),
  render: ContactPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function ContactPage({ site, searchParams }: SitePageContext<object>) {
  const locations = sortLocations((await getSiteLocations(site.id)).map(specLocation)).map((location) => location.doc)
  const places = new Map<string, typeof locations>()
  for (const location of locations) {
    const slug = contactUsSlug(location.name)
    places.set(slug, [...(places.get(slug) ?? []), location])
  }
  const tel = phoneHref(site.contact?.phone)
  return (
    <section>
      <PageHeader title={`Contact ${site.name}`} trail={[{ href: '/', label: 'Home' }]}>
        <dl className={styles.summary}>
          {site.contact?.phone && tel ? (
            <div>
              <dt>
                <Icon name="phone" size={18} /> Phone
              </dt>
              <dd>
                <a href={tel}>{site.contact.phone}</a>
              </dd>
            </div>
          ) : null}
          {site.contact?.email ? (
            <div>
              <dt>
                <Icon name="mail" size={18} /> Email
              </dt>
              <dd>
                <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      </PageHeader>
      <h2 className={styles.heading}>Our locations</h2>
      <CardGrid as="ul" className="locations-grid">
        {[...places].map(([slug, departments]) => {
          const first = departments[0]!
          const address = [first.address?.street, first.address?.city, first.address?.state, first.address?.postcode].filter(Boolean).join(', ')
          return (
            <li key={slug} className={styles.place}>
              <h3>{placeName(first.name)}</h3>
              {address ? <address>{address}</address> : null}
              <ul className={styles.phones}>
                {departments.map((location) => {
                  const phone = phoneHref(location.contact?.phone)
                  return location.contact?.phone && phone ? (
                    <li key={location.id}>
                      {locationTypeLabel(location.locationType)}: <a href={phone}>{location.contact.phone}</a>
                    </li>
                  ) : null
                })}
              </ul>
              <a className={buttonClass('secondary', { size: 'small' })} href={`/contact-us/${slug}`}>
                Contact {placeName(first.name)}
              </a>
            </li>
          )
        })}
      </CardGrid>
      <SiteFormSection
        site={site}
        form="general-enquiry"
        heading="Send us an enquiry"
        now={await nowForPage()}
        id={CONTACT_FORM_ANCHOR}
        values={searchParams.enquiry === FIND_ME_ONE_ENQUIRY ? findMeOneValues(siteVocabulary(site.resolvedSettings).one) : undefined}
      />
    </section>
  )
}
