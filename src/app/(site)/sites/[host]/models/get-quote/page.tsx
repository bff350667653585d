import { PageHeader } from '@/components/content/PageHeader'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { siteFormContext } from '@/components/siteForms/siteFormContext'
import { GET_A_QUOTE, modelEnquiryValues } from '@/domain/modelStock'
import { modelBySlug } from '@/sites/modelBySlug'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /models/get-quote: a quote on a new model, the model page's Get a Quote
 * (?model={model slug}) or the models menu's. It is the general enquiry,
 * its make and model filled in and Get a Quote as subcategory. A model the
 * site does not have is not found rather than a quote on nothing.
 */
const page = sitePage({
  load: async ({ site, searchParams }) => {
    const slug = first(searchParams.model)
    if (!slug) return { model: null }
    const model = await modelBySlug(site.id, slug)
    return model ? { model } : null
  },
  metadata: ({ site, model }) => ({
    path: '/models/get-quote',
    title: model ? `Get a Quote: ${model.doc.manufacturer} ${model.name}` : 'Get a Quote',
    description: `Ask ${site.name} for a quote on a new model.`,
  }),
  render: GetQuotePage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function GetQuotePage({ site, model }: SitePageContext<object> & { model: Awaited<ReturnType<typeof modelBySlug>> }) {
  const now = await nowForPage()
  const vehicle = model ? { make: model.doc.manufacturer, model: model.name } : null
  const values = vehicle ? modelEnquiryValues(GET_A_QUOTE, vehicle, (await siteFormContext(site, 'general-enquiry', now)).categories) : { subcategory: GET_A_QUOTE }
  const name = vehicle ? `${vehicle.make} ${vehicle.model}` : null
  return (
    <section>
      <PageHeader
        title={name ? `Get a Quote on the ${name}` : 'Get a Quote'}
        trail={[{ href: '/', label: 'Home' }, { href: '/models', label: 'Models' }]}
        lead={name ? `Tell us how to reach you and we will send you our best price on a new ${name}.` : 'Tell us which new model you are after and how to reach you, and we will send you our best price.'}
      />
      <SiteFormSection site={site} form="general-enquiry" heading="Your quote" now={now} values={values} submitLabel="Get my quote" />
    </section>
  )
}
