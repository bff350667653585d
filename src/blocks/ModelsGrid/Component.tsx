
import { Badge } from '@/components/ui/Badge'
import { Tabs } from '@/components/ui/Tabs'
import { modelPath, modelsInCategory, modelStatusLabel, sortModels, type ModelCategory } from '@/domain/models'
import { modelCategoryTabs } from '@/domain/pageBlocks'
import type { ModelsGridBlock } from '@/payload-types'
import { getSiteModels } from '@/sites/data/models'
import { specModel } from '@/sites/modelView'

import { BlockSection } from '../BlockSection'
import styles from '../blocks.module.css'
import type { BlockContext } from '../context'
import grid from './ModelsGrid.module.css'

/**
 * The site's new models as 280 × 171 tiles in the spec's order, with a tab
 * per category that has models (All Vehicles first). Every tab's tiles are in
 * the page, so the tabs switch without a request.
 */
export async function ModelsGrid({ block, context }: { block: ModelsGridBlock; context: BlockContext }) {
  const { site } = context
  const models = (await getSiteModels(site.id)).map(specModel)
  if (models.length === 0) return null
  const tabs = modelCategoryTabs(models)
  const label = block.heading?.trim() || 'Our models'
  const tiles = (category: ModelCategory) => (
    <ul className={grid.grid}>
      {sortModels(modelsInCategory(models, category)).map((model) => {
        const image = model.doc.image && typeof model.doc.image === 'object' ? model.doc.image : null
        const status = modelStatusLabel(model.status)
        return (
          <li key={model.id} className={grid.tile}>
            <div className={grid.media}>{image?.url ? <img src={image.sizes?.modelTile?.url ?? image.url} alt="" width={280} height={171} loading="lazy" /> : null}</div>
            <h3 className={grid.name}>
              <a href={modelPath(model, { make: model.doc.manufacturer, format: site.resolvedSettings.modelSlugFormat })}>{model.name}</a>
            </h3>
            {status ? <Badge tone="accent">{status}</Badge> : null}
          </li>
        )
      })}
    </ul>
  )
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
      <Tabs label={`${label}: categories`} tabs={tabs.map((category, at) => ({ id: `c${at}`, label: category, content: tiles(category) }))} />
    </BlockSection>
  )
}
