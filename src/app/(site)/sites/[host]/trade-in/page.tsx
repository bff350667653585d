import { TradeInPage } from '@/components/tradeIn/TradeInPage'
import { siteVocabulary } from '@/domain/vocabulary'
import { sitePage } from '@/sites/sitePage'

/** /trade-in: the general trade-in page (open without sign-in). */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/trade-in', title: 'Trade-In Valuation', description: `Value your ${siteVocabulary(site.resolvedSettings).one} online and trade it in at ${site.name}.` }),
  render: ({ site }) => <TradeInPage site={site} heading="Trade-In Valuation" intro={`Tell us about your ${siteVocabulary(site.resolvedSettings).one} and get an estimate of its trade-in value at ${site.name}.`} />,
})

export const generateMetadata = page.generateMetadata
export default page.Page
