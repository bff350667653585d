
import { CarCard, type CardCar } from '@/components/stock/CarCard'
import { CarCarousel } from '@/components/stock/CarCarousel'
import { ComparisonRateWarning } from '@/components/stock/ComparisonRateWarning'
import { carouselCars, carouselCount, savedSearchPath, savedSearchRequest, type SavedSearch } from '@/domain/pageBlocks'
import { capitalised, siteVocabulary } from '@/domain/vocabulary'
import type { StockCarouselBlock } from '@/payload-types'
import { pageSearchScope, searchForPage } from '@/sites/pageSearch'

import { BlockSection } from '../BlockSection'
import styles from '../blocks.module.css'
import type { BlockContext } from '../context'

/** The saved search as the admin stores it ("relevance" is the index's own order). */
function savedSearchOf(block: StockCarouselBlock): SavedSearch {
  const search = block.search ?? {}
  return { ...search, sort: search.sort === 'relevance' ? '' : search.sort } as SavedSearch
}

/**
 * Cars from a saved search, read from the search index on the server as the
 * page renders, in a carousel of cards (one carousel's worth) with a way to
 * the whole search. A search that finds nothing for sale renders nothing at all.
 */
export async function StockCarousel({ block, context }: { block: StockCarouselBlock; context: BlockContext }) {
  const scope = await pageSearchScope()
  if (!scope) return null
  const saved = savedSearchOf(block)
  const count = carouselCount(block.count)
  const request = savedSearchRequest(saved, count, context.now)
  const [result] = await searchForPage(scope, [request])
  const cars = carouselCars((result?.hits ?? []) as unknown as CardCar[], count)
  if (cars.length === 0) return null
  const { site } = context
  const settings = site.resolvedSettings
  const label = block.heading?.trim() || `${capitalised(siteVocabulary(settings).many)} for sale`
  const warningId = `${context.key}-comparison-rate`
  return (
    <BlockSection
      id={context.key}
      heading={block.heading}
      action={
        <a href={savedSearchPath(saved, settings)} className={styles.more}>
          View all
          <span className="visually-hidden"> {label}</span>
        </a>
      }
    >
      <CarCarousel label={label}>
        {cars.map((car, at) => (
          <CarCard key={String(car.objectID)} car={car} settings={settings} now={scope.now} zone={site.timeZone} path="/" financeNoteHref={`#${warningId}`} titleLevel={3} firstInView={context.first && at === 0} />
        ))}
      </CarCarousel>
      <ComparisonRateWarning cars={cars} settings={settings} now={scope.now} zone={site.timeZone} id={warningId} />
    </BlockSection>
  )
}
