import { PageHeader } from '@/components/content/PageHeader'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage } from '@/sites/sitePage'

/**
 * /careers: the careers enquiry (issue 6). The spec names the form but no
 * page for it, so it gets the address a dealer and a job seeker expect; the
 * message says what role the applicant is after, and the location select
 * which yard.
 */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/careers', title: 'Careers', description: `Work with ${site.name}: sales, service, parts and more.` }),
  render: async ({ site }) => (
    <section>
      <PageHeader
        title={`Careers at ${site.name}`}
        trail={[{ href: '/', label: 'Home' }]}
        lead="We are always glad to hear from people who love cars and looking after customers, in sales, service, parts and the office. Tell us about yourself and the role you are after, and we will be in touch."
      />
      <SiteFormSection site={site} form="careers-enquiry" heading="Careers enquiry" now={await nowForPage()} submitLabel="Send careers enquiry" />
    </section>
  ),
})

export const generateMetadata = page.generateMetadata
export default page.Page
