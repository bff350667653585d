import { PageHeader } from '@/components/content/PageHeader'
import { LocationDetails } from '@/components/locations/LocationDetails'
import { CardGrid } from '@/components/content/CardGrid'
import { sortLocations } from '@/domain/locations'
import { getSiteLocations } from '@/sites/data/locations'
import { specLocation } from '@/sites/locationView'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage } from '@/sites/sitePage'

const page = sitePage({
  metadata: ({ site }) => ({ path: '/locations', title: 'Our Locations', description: `Addresses, phone numbers and opening hours of ${site.name}'s sales, service and parts locations.` }),
  render: async ({ site }) => {
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
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
