import { siteVocabulary } from '@/domain/vocabulary'
import { FacetTiles } from '@/components/search/FacetTiles'
import { buttonClass } from '@/components/ui/Button'
import { Chip } from '@/components/ui/Chip'
import { Icon } from '@/components/ui/Icon'
import { CAR_TYPES } from '@/domain/stockVocabulary'
import { VEHICLES_ONLY } from '@/domain/parts'
import { carTypeSearchPath } from '@/domain/searchPaths'
import { facetValueLabel } from '@/domain/stockLabels'
import type { QuickSearchBlock } from '@/payload-types'
import { pageSearchScope, stockFacets } from '@/sites/pageSearch'

import type { BlockContext } from '../context'
import { PriceRange } from './PriceRange'
import { StockSelects } from './StockSelects'
import styles from './QuickSearch.module.css'

const CAR_TYPE_CHIPS = { new: 'New', used: 'Used', demo: 'Demo' } as const
const byName = (a: string, b: string) => a.localeCompare(b, 'en-AU')

/**
 * Make, model, body type and the locator price slider: a plain GET form to
 * the site's search, which redirects a choice with empty fields to the
 * search's own address (Toyota alone: /search/toyota). Under it, the stock by
 * type and the makes and body types with the most cars, each with its count.
 * Nothing when the site has no stock to search.
 */
export async function QuickSearch({ block, context }: { block: QuickSearchBlock; context: BlockContext }) {
  const scope = await pageSearchScope()
  if (!scope) return null
  const counts = await stockFacets(scope, ['make', 'make_model', 'body', 'car_type'], [VEHICLES_ONLY])
  if (counts.nbHits === 0) return null
  const settings = context.site.resolvedSettings
  const facets = counts.facets
  const makes = Object.keys(facets.make ?? {}).sort(byName)
  const models = Object.keys(facets.make_model ?? {}).sort(byName)
  const bodies = Object.keys(facets.body ?? {}).sort(byName).map((body): [string, string] => [body, facetValueLabel('body', body)])
  const typeCounts = facets.car_type ?? {}
  const chips = CAR_TYPES.filter((type) => settings.carTypes.includes(type) && (typeCounts[type] ?? 0) > 0)
  const id = context.key
  const heading = block.heading?.trim()
  return (
    <section className={`block-quick-search ${styles.quick}`} {...(heading ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': 'Quick search' })}>
      <div className={styles.panel}>
        {heading ? (
          <h2 id={`${id}-title`} className={styles.heading}>
            {heading}
          </h2>
        ) : null}
        <form method="get" action={carTypeSearchPath(settings.carTypes)} role="search" aria-label="Quick search" className={styles.form}>
          <StockSelects id={id} makes={makes} models={models} bodies={bodies} />
          <PriceRange />
          <button type="submit" className={buttonClass('primary', { size: 'large', className: styles.submit })}>
            <Icon name="search" />
            Search
          </button>
        </form>
        {chips.length > 0 ? (
          <nav aria-label="Browse stock" className={styles.chips}>
            {chips.map((type) => (
              <Chip key={type} href={carTypeSearchPath([type])} className={styles.chip}>
                {CAR_TYPE_CHIPS[type]} <span className={styles.count}>{(typeCounts[type] ?? 0).toLocaleString('en-AU')}</span>
              </Chip>
            ))}
          </nav>
        ) : null}
      </div>
      {block.showTiles !== false ? (
        <div className={styles.tiles}>
          <FacetTiles state={{}} site={settings} makes={facets.make ?? {}} bodies={facets.body ?? {}} words={siteVocabulary(settings)} />
        </div>
      ) : null}
    </section>
  )
}
