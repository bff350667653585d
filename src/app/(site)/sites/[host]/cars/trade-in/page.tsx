import { TradeInPage } from '@/components/tradeIn/TradeInPage'
import { tradeInValuationShows } from '@/domain/carPageButtons'
import { siteVocabulary } from '@/domain/vocabulary'
import { sitePage } from '@/sites/sitePage'
import { tradeInCar } from '@/tradeIn/tradeInCar'

/**
 * /cars/trade-in?car_id={id}: the trade-in valuation towards one car,
 * shown only when the dealer has the feature and the
 * car is in stock, not sold or reserved and priced above $200. A static
 * segment, so Next routes it before cars/[slug].
 */
const page = sitePage({
  load: async ({ site, searchParams }) => {
    const carId = searchParams.car_id
    if (typeof carId !== 'string') return null
    const car = await tradeInCar(site.id, carId)
    // Only a car tradeInValuationShows allows (feature on; in stock, not sold or reserved, priced above $200) has this page.
    return car && tradeInValuationShows(car, site.resolvedSettings) ? { car } : null
  },
  // One page for every car: the canonical is the general trade-in page, so search engines index it once.
  metadata: ({ site }) => ({ path: '/trade-in', title: 'Trade-In Valuation', description: `Value your trade-in towards a ${siteVocabulary(site.resolvedSettings).one} at ${site.name}.` }),
  render: ({ site, car }) => {
    const name = [car.year, car.make, car.model].filter(Boolean).join(' ')
    return <TradeInPage site={site} car={car} heading="Trade-In Valuation" intro={`Value your ${siteVocabulary(site.resolvedSettings).one} as a trade-in towards the ${name}.`} />
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
