import { FinanceEnquiryPage } from '@/components/siteForms/FinanceEnquiryPage'
import { siteVocabulary } from '@/domain/vocabulary'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage } from '@/sites/sitePage'

/** /finance-enquiry (a dealer-specific variant of /finance): the same form and prefill. */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/finance-enquiry', title: 'Finance Enquiry', description: `Finance enquiry with ${site.name}.` }),
  render: async ({ site, searchParams }) => (
    <FinanceEnquiryPage site={site} query={searchParams} heading="Finance Enquiry" intro={`Ask our finance team about a loan for your next ${siteVocabulary(site.resolvedSettings).one}: tell us your budget and how to reach you.`} now={await nowForPage()} />
  ),
})

export const generateMetadata = page.generateMetadata
export default page.Page
