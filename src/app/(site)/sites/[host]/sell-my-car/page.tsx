import { TradeInPage } from '@/components/tradeIn/TradeInPage'
import { capitalised, siteVocabulary } from '@/domain/vocabulary'
import type { CurrentSite } from '@/sites/currentSite'
import { sitePage } from '@/sites/sitePage'

/** "Sell My Car", "Sell My Caravan": the address keeps its words, the heading speaks the site's. */
const sellHeading = (site: CurrentSite) => `Sell My ${capitalised(siteVocabulary(site.resolvedSettings).one)}`

/** /sell-my-car: the same valuation for a shopper selling outright (open without sign-in). */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/sell-my-car', title: sellHeading(site), description: `Get an online estimate and sell your ${siteVocabulary(site.resolvedSettings).one} to ${site.name}.` }),
  render: ({ site }) => <TradeInPage site={site} heading={sellHeading(site)} intro={`Tell us about your ${siteVocabulary(site.resolvedSettings).one} and ${site.name} will make you an offer.`} />,
})

export const generateMetadata = page.generateMetadata
export default page.Page
