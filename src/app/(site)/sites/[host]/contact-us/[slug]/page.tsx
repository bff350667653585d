import { PageHeader } from '@/components/content/PageHeader'
import { LocationDetails } from '@/components/locations/LocationDetails'
import { CardGrid } from '@/components/content/CardGrid'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { contactUsSlug, placeName, sortLocations } from '@/domain/locations'
import { getSiteLocations } from '@/sites/data/locations'
import { specLocation } from '@/sites/locationView'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

/** Sales, service and parts of one place share a contact page: their names differ only by the department suffix. */
const page = sitePage({
  load: async ({ site, params }: SitePageContext<{ slug: string }>) => {
    const locations = (await getSiteLocations(site.id)).filter((location) => contactUsSlug(location.name) === params.slug)
    if (locations.length === 0) return null
    return { locations: sortLocations(locations.map(specLocation)).map((location) => location.doc) }
  },
  metadata: ({ params, locations }) => {
    const name = placeName(locations[0]!.name)
    return { path: `/contact-us/${params.slug}`, title: `Contact ${name}`, description: `Phone numbers, address and opening hours of ${name}.` }
  },
  render: async ({ site, locations }) => {
    const now = await nowForPage()
    const name = placeName(locations[0]!.name)
    return (
      <section>
        <PageHeader title={`Contact ${name}`} trail={[{ href: '/', label: 'Home' }, { href: '/contact', label: 'Contact' }]} />
        <CardGrid className="locations-grid">
          {locations.map((location) => (
            <LocationDetails key={location.id} location={location} settings={site.resolvedSettings} zone={site.timeZone} now={now} />
          ))}
        </CardGrid>
        <SiteFormSection site={site} form="contact" heading={`Contact ${name}`} now={now} place={locations} />
      </section>
    )
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
