import { CardGrid } from '@/components/content/CardGrid'
import { PageHeader } from '@/components/content/PageHeader'
import { Badge } from '@/components/ui/Badge'
import { buttonClass } from '@/components/ui/Button'
import { Card, CardBody, CardFooter, CardMedia } from '@/components/ui/Card'
import { Chip } from '@/components/ui/Chip'
import { Icon } from '@/components/ui/Icon'
import { ModelTileImage } from '@/components/models/ModelImage'
import { fromPriceLine, inStockLine } from '@/domain/modelStock'
import { ALL_VEHICLES, MODEL_CATEGORIES, modelPath, modelsInCategory, modelStatusLabel, modelsWithBody, sortModels, type ModelCategory } from '@/domain/models'
import { modelCategoryTabs } from '@/domain/pageBlocks'
import { getSiteModels } from '@/sites/data/models'
import { modelsStock } from '@/sites/modelStock'
import { specModel } from '@/sites/modelView'
import { pageSearchScope } from '@/sites/pageSearch'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './ModelsPage.module.css'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The models list: the category tabs the site has models in (links, so they
 * work without JavaScript), an optional ?body= filter, the spec's order; each
 * tile with its model's stock count and lowest price when the site has it in
 * stock, nothing about stock when not.
 */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/models', title: 'New Vehicle Models', description: `Every new model at ${site.name}, by category and body type.` }),
  render: ModelsPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function ModelsPage({ site, searchParams: query }: SitePageContext<object>) {
  const requested = first(query.category)
  const category = (MODEL_CATEGORIES as readonly string[]).includes(requested ?? '') ? (requested as ModelCategory) : ALL_VEHICLES
  const body = first(query.body)
  const all = (await getSiteModels(site.id)).map(specModel)
  // Only the categories this site has models in: a caravan dealer never offers "GR & performance".
  const tabs = modelCategoryTabs(all)
  let models = modelsInCategory(all, category)
  if (body) models = modelsWithBody(models, body)
  const sorted = sortModels(models)
  const scope = await pageSearchScope()
  const stock = scope ? await modelsStock(scope, sorted.map((model) => ({ make: model.doc.manufacturer, model: model.name }))) : []
  return (
    <section>
      <PageHeader title="New Vehicle Models" trail={[{ href: '/', label: 'Home' }]}>
        <nav aria-label="Model categories" className={styles.tabs}>
          {tabs.map((tab) => (
            <Chip key={tab} href={tab === ALL_VEHICLES ? '/models' : `/models?category=${encodeURIComponent(tab)}`} selected={tab === category}>
              {tab}
            </Chip>
          ))}
        </nav>
      </PageHeader>
      {sorted.length === 0 ? <p>No models in this category yet.</p> : null}
      <CardGrid as="ul" columns={4}>
        {sorted.map((model, at) => {
          const image = model.doc.image && typeof model.doc.image === 'object' ? model.doc.image : null
          const inStock = stock[at] ?? null
          const fromPrice = inStock ? fromPriceLine(inStock.fromPrice) : null
          const label = modelStatusLabel(model.status)
          const href = modelPath(model, { make: model.doc.manufacturer, format: site.resolvedSettings.modelSlugFormat })
          return (
            <li key={model.id}>
              <Card interactive>
                <CardMedia className={styles.media}>
                  {image?.url ? <ModelTileImage image={image} /> : <Icon name="car" size={48} />}
                </CardMedia>
                <CardBody>
                  <div className={styles.title}>
                    <h2 className={styles.name}>{model.name}</h2>
                    {label ? <Badge tone="accent">{label}</Badge> : null}
                  </div>
                  {inStock ? (
                    <p className={styles.stock}>
                      {fromPrice ? <span className={styles.price}>{fromPrice}</span> : null}
                      <span>{inStockLine(inStock.count, null)}</span>
                    </p>
                  ) : null}
                </CardBody>
                <CardFooter>
                  <a className={buttonClass('primary', { block: true })} href={href} aria-label={`Explore ${model.name}`}>
                    Explore
                  </a>
                </CardFooter>
              </Card>
            </li>
          )
        })}
      </CardGrid>
    </section>
  )
}
