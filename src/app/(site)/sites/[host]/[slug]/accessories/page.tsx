import { PageHeader } from '@/components/content/PageHeader'
import parts from '@/components/content/pageParts.module.css'
import { buttonClass } from '@/components/ui/Button'
import { modelPath } from '@/domain/models'
import { ACCESSORIES_WARRANTY_TEXT } from '@/domain/servicePlans'
import { modelBySlug } from '@/sites/modelBySlug'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

type Params = { slug: string }
type Loaded = { model: NonNullable<Awaited<ReturnType<typeof modelBySlug>>> }

/** /{model slug}/accessories: the model's genuine accessories and their warranty. */
const page = sitePage<Params, Loaded>({
  load: async ({ site, params }) => {
    const model = await modelBySlug(site.id, params.slug)
    return model && { model }
  },
  metadata: ({ site, params, model }) => {
    const name = `${model.doc.manufacturer} ${model.name}`
    return { path: `/${params.slug}/accessories`, title: `${name} Accessories`, description: `Genuine accessories for the ${name}, fitted by ${site.name}.` }
  },
  render: ModelAccessoriesPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

function ModelAccessoriesPage({ site, model }: SitePageContext<Params> & Loaded) {
  const accessories = model.doc.accessories ?? []
  return (
    <section>
      <PageHeader title={`${model.doc.manufacturer} ${model.name} Accessories`} trail={[{ href: '/', label: 'Home' }, { href: '/vehicle-parts-and-accessories', label: 'Parts & Accessories' }]} />
      {accessories.length === 0 ? (
        <p>
          Ask our parts team about accessories for the {model.name}: <a href="/contact">contact us</a>.
        </p>
      ) : (
        <table className={parts.table}>
          <thead>
            <tr>
              <th scope="col">Accessory</th>
              <th scope="col">Part number</th>
              <th scope="col">Fitted price</th>
            </tr>
          </thead>
          <tbody>
            {accessories.map((accessory) => (
              <tr key={accessory.id ?? accessory.name}>
                <td>{accessory.name}</td>
                <td>{accessory.partNumber ?? ''}</td>
                <td>{accessory.price != null ? `$${accessory.price.toLocaleString('en-AU')}` : 'Ask us'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={parts.note}>{ACCESSORIES_WARRANTY_TEXT}</p>
      <p className={parts.actions}>
        <a className={buttonClass('secondary')} href={modelPath(model, { make: model.doc.manufacturer, format: site.resolvedSettings.modelSlugFormat })}>Explore the {model.name}</a>
      </p>
    </section>
  )
}
