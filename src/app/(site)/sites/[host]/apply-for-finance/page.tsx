import { FinanceEnquiryPage } from '@/components/siteForms/FinanceEnquiryPage'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage } from '@/sites/sitePage'

/** /apply-for-finance (a dealer-specific variant of /finance): the same form and prefill, worded as an application. */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/apply-for-finance', title: 'Apply for Finance', description: `Apply for car finance with ${site.name}.` }),
  render: async ({ site, searchParams }) => (
    <FinanceEnquiryPage site={site} query={searchParams} heading="Apply for Finance" intro="Start your finance application: leave your details and budget, and our finance team will call you to take it from there." now={await nowForPage()} />
  ),
})

export const generateMetadata = page.generateMetadata
export default page.Page
