import { modelPath, modelsInCategory, modelStatusLabel, sortModels } from '@/domain/models'
import { modelCategoryTabs } from '@/domain/pageBlocks'
import type { ModelsGridBlock } from '@/payload-types'
import { getSiteModels } from '@/sites/data/models'
import { specModel } from '@/sites/modelView'

import { BlockSection } from '../BlockSection'
import styles from '../blocks.module.css'
import type { BlockContext } from '../context'
import { ModelsGridTabs, type GridModel } from './ModelsGridTabs'

/**
 * The site's new models as 280 × 171 tiles in the spec's order, with a tab
 * per category that has models (All Vehicles first). Every model is in the
 * page once, with the tabs it belongs to, so the tabs switch without a request.
 */
export async function ModelsGrid({ block, context }: { block: ModelsGridBlock; context: BlockContext }) {
  const { site } = context
  const models = (await getSiteModels(site.id)).map(specModel)
  if (models.length === 0) return null
  const tabs = modelCategoryTabs(models)
  const label = block.heading?.trim() || 'Our models'
  const inTab = tabs.map((category) => new Set(modelsInCategory(models, category).map((model) => model.doc.id)))
  const tiles: GridModel[] = sortModels(models).map((model) => {
    const image = model.doc.image && typeof model.doc.image === 'object' ? model.doc.image : null
    return {
      id: model.doc.id,
      name: model.name,
      href: modelPath(model, { make: model.doc.manufacturer, format: site.resolvedSettings.modelSlugFormat }),
      image: image?.url ? (image.sizes?.modelTile?.url ?? image.url) : null,
      status: modelStatusLabel(model.status),
      tabs: inTab.flatMap((ids, at) => (ids.has(model.doc.id) ? [at] : [])),
    }
  })
  return (
    <BlockSection
      id={context.key}
      heading={block.heading}
      action={
        <a href="/models" className={styles.more}>
          All models
        </a>
      }
    >
      <ModelsGridTabs label={`${label}: categories`} tabs={[...tabs]} models={tiles} />
    </BlockSection>
  )
}
