import { CardGrid } from '@/components/content/CardGrid'
import { PageHeader } from '@/components/content/PageHeader'
import { OfferCard } from '@/components/offers/OfferCard'
import { offerIsShown } from '@/domain/offers'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { getSiteOffers } from '@/sites/data/offers'
import { nowForPage } from '@/sites/nowForPage'
import { sellsSingleManufacturer, specOffer } from '@/sites/offerView'
import { sitePage } from '@/sites/sitePage'

const page = sitePage({
  metadata: ({ site }) => ({ path: '/special-offers', title: 'Special Offers', description: `Current new and used car offers at ${site.name}.` }),
  render: async ({ site }) => {
    const [offers, dealerships, now] = await Promise.all([getSiteOffers(site.id), getSiteDealerships(site.id), nowForPage()])
    const shown = offers.filter((offer) => offerIsShown(specOffer(offer, site.resolvedSettings.modelSlugFormat), { siteId: site.id, now }))
    const singleManufacturer = sellsSingleManufacturer(dealerships)
    return (
      <section>
        <PageHeader title="Special Offers" trail={[{ href: '/', label: 'Home' }]} lead={shown.length === 0 ? 'There are no offers right now. Please check back soon.' : `The latest deals at ${site.name}.`} />
        <CardGrid>
          {shown.map((offer) => (
            <OfferCard key={offer.id} offer={offer} singleManufacturer={singleManufacturer} modelSlugFormat={site.resolvedSettings.modelSlugFormat} />
          ))}
        </CardGrid>
      </section>
    )
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
