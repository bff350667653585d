import { TradeInPage } from '@/components/tradeIn/TradeInPage'
import { sitePage } from '@/sites/sitePage'

/** /sell-my-car: the same valuation for a shopper selling outright (open without sign-in). */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/sell-my-car', title: 'Sell My Car', description: `Get an online estimate and sell your car to ${site.name}.` }),
  render: ({ site }) => <TradeInPage site={site} heading="Sell My Car" intro={`Tell us about your car and ${site.name} will make you an offer.`} />,
})

export const generateMetadata = page.generateMetadata
export default page.Page
