import { FinanceEnquiryPage } from '@/components/siteForms/FinanceEnquiryPage'
import { siteVocabulary } from '@/domain/vocabulary'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage } from '@/sites/sitePage'

/** /finance: the finance enquiry, prefilled from the query, its form at #finance-form. */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/finance', title: 'Finance', description: `Finance for your next ${siteVocabulary(site.resolvedSettings).one} with ${site.name}.` }),
  render: async ({ site, searchParams }) => (
    <FinanceEnquiryPage
      site={site}
      query={searchParams}
      heading="Finance"
      intro={`Tell us about the ${siteVocabulary(site.resolvedSettings).one} you have in mind and your budget, and our finance team will be in touch with options that suit you.`}
      now={await nowForPage()}
    />
  ),
})

export const generateMetadata = page.generateMetadata
export default page.Page
