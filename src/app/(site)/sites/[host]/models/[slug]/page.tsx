import { PageHeader } from '@/components/content/PageHeader'
import { ModelHero } from '@/components/models/ModelHero'
import { ModelStockStrip } from '@/components/models/ModelStockStrip'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { siteFormContext } from '@/components/siteForms/siteFormContext'
import type { CardCar } from '@/components/stock/CarCard'
import { Badge } from '@/components/ui/Badge'
import { buttonClass } from '@/components/ui/Button'
import { FIND_ME_ONE } from '@/domain/findMeOne'
import { modelEnquiryValues } from '@/domain/modelStock'
import { modelPath, modelStatusLabel } from '@/domain/models'
import { searchUrl } from '@/domain/searchUrl'
import { ACCESSORIES_WARRANTY_TEXT, servicePlanFor, servicePlanText } from '@/domain/servicePlans'
import { siteVocabulary } from '@/domain/vocabulary'
import { getSiteModels } from '@/sites/data/models'
import { getServicePlans } from '@/sites/data/servicePlans'
import { modelStock } from '@/sites/modelStock'
import { specModel } from '@/sites/modelView'
import { nowForPage } from '@/sites/nowForPage'
import { pageSearchScope } from '@/sites/pageSearch'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './ModelPage.module.css'

type Params = { slug: string }
type Loaded = { model: ReturnType<typeof specModel> }

const FIND_ME_ONE_ID = 'find-me-one'

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
    description: model.description || `The ${model.doc.manufacturer} ${model.name} at ${site.name}: stock, test drives, quotes, service plan and accessories.`,
  }),
  render: ModelPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

/**
 * A model page leads to stock: the model's cars (count, lowest price, a
 * strip) or, with none in stock, its make's and a Find Me One form; then
 * Book a Test Drive and Get a Quote for the model, its service plan and accessories.
 */
async function ModelPage({ site, params, model }: SitePageContext<Params> & Loaded) {
  const settings = site.resolvedSettings
  const words = siteVocabulary(settings)
  const vehicle = { make: model.doc.manufacturer, model: model.name }
  const scope = await pageSearchScope()
  const [stock, plans, now] = await Promise.all([scope ? modelStock(scope, vehicle) : null, getServicePlans(), nowForPage()])
  const label = modelStatusLabel(model.status)
  const accessories = model.doc.accessories ?? []
  const path = `/models/${params.slug}`
  const stockHref = stock ? searchUrl(stock.state, settings) : null
  const ownStock = stock?.of === 'model' && stockHref ? { count: stock.count, fromPrice: stock.fromPrice, href: stockHref } : null
  const testDriveHref = `/book-test-drive?${new URLSearchParams(vehicle)}`
  const quoteHref = `/models/get-quote?${new URLSearchParams({ model: model.doc.slug })}`
  const findMeOne = ownStock ? null : modelEnquiryValues(FIND_ME_ONE, vehicle, (await siteFormContext(site, 'general-enquiry', now)).categories)
  return (
    <article>
      <PageHeader title={`${vehicle.make} ${vehicle.model}`} trail={[{ href: '/', label: 'Home' }, { href: '/models', label: 'Models' }]} lead={model.description || undefined}>
        {label ? (
          <p className={styles.label}>
            <Badge tone="accent">{label}</Badge>
          </p>
        ) : null}
      </PageHeader>
      <ModelHero name={model.name} image={model.doc.image} stock={ownStock} testDriveHref={testDriveHref} quoteHref={quoteHref} findMeOneHref={`#${FIND_ME_ONE_ID}`} />
      {stock && stockHref ? (
        <ModelStockStrip
          title={stock.of === 'model' ? `${vehicle.make} ${vehicle.model} for sale` : `Other ${vehicle.make} ${words.many} for sale`}
          summary={stock.of === 'make' ? { count: stock.count, fromPrice: stock.fromPrice } : null}
          cars={stock.cars as unknown as CardCar[]}
          href={stockHref}
          settings={settings}
          now={scope?.now ?? now}
          zone={site.timeZone}
          path={path}
        />
      ) : null}
      {findMeOne ? (
        <div className={styles.findMeOne}>
          <SiteFormSection site={site} form="general-enquiry" id={FIND_ME_ONE_ID} heading={`Find me a ${vehicle.make} ${vehicle.model}`} now={now} values={findMeOne} submitLabel="Find me one" />
        </div>
      ) : null}
      <div className={styles.layout}>
        <section aria-labelledby="service-plan" className={styles.panel}>
          <h2 id="service-plan">Capped price servicing</h2>
          <p>{servicePlanText(servicePlanFor(model.name, plans))}</p>
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
