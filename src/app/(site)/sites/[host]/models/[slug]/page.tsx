import { PageHeader } from '@/components/content/PageHeader'
import { Badge } from '@/components/ui/Badge'
import { buttonClass } from '@/components/ui/Button'
import { modelPath, modelStatusLabel } from '@/domain/models'
import { ACCESSORIES_WARRANTY_TEXT, servicePlanFor, servicePlanText } from '@/domain/servicePlans'
import { getSiteModels } from '@/sites/data/models'
import { getServicePlans } from '@/sites/data/servicePlans'
import { specModel } from '@/sites/modelView'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './ModelPage.module.css'

type Params = { slug: string }
type Loaded = { model: ReturnType<typeof specModel> }

/** /models/toyota-{model}, or /models/new-toyota-{model}-vehicle on sites set up that way. */
const page = sitePage<Params, Loaded>({
  load: async ({ site, params }) => {
    const format = site.resolvedSettings.modelSlugFormat
    const model = (await getSiteModels(site.id)).map(specModel).find((candidate) => modelPath({ ...candidate, override_url: null }, { make: candidate.doc.manufacturer, format }) === `/models/${params.slug}`)
    return model ? { model } : null
  },
  metadata: ({ site, params, model }) => ({
    path: `/models/${params.slug}`,
    title: `${model.doc.manufacturer} ${model.name}`,
    description: model.description || `The ${model.doc.manufacturer} ${model.name} at ${site.name}: service plan and accessories.`,
  }),
  render: ModelPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function ModelPage({ model }: SitePageContext<Params> & Loaded) {
  const label = modelStatusLabel(model.status)
  const accessories = model.doc.accessories ?? []
  const image = model.doc.image && typeof model.doc.image === 'object' ? model.doc.image : null
  return (
    <article>
      <PageHeader title={`${model.doc.manufacturer} ${model.name}`} trail={[{ href: '/', label: 'Home' }, { href: '/models', label: 'Models' }]} lead={model.description || undefined}>
        {label ? (
          <p className={styles.label}>
            <Badge tone="accent">{label}</Badge>
          </p>
        ) : null}
      </PageHeader>
      <div className={styles.layout}>
        {image?.url ? <img className={styles.image} src={image.sizes?.modelTile?.url ?? image.url} alt={image.alt} width={280} height={171} /> : null}
        <section aria-labelledby="service-plan" className={styles.panel}>
          <h2 id="service-plan">Capped price servicing</h2>
          <p>{servicePlanText(servicePlanFor(model.name, await getServicePlans()))}</p>
          <p>
            <a className={buttonClass('secondary')} href="/service">
              Book a Service
            </a>
          </p>
        </section>
        {accessories.length > 0 ? (
          <section aria-labelledby="accessories" className={styles.panel}>
            <h2 id="accessories">Accessories</h2>
            <ul className={styles.accessories}>
              {accessories.map((accessory) => (
                <li key={accessory.id ?? accessory.name}>
                  <span>{accessory.name}</span>
                  {accessory.price != null ? <span className={styles.price}>{`$${accessory.price.toLocaleString('en-AU')} fitted`}</span> : null}
                </li>
              ))}
            </ul>
            <p className={styles.note}>{ACCESSORIES_WARRANTY_TEXT}</p>
            <p>
              <a className={buttonClass('secondary')} href={`/${model.doc.slug}/accessories`}>
                View Accessories
              </a>
            </p>
          </section>
        ) : null}
      </div>
    </article>
  )
}
