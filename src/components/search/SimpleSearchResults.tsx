import type { ReactNode } from 'react'

import { CarCard, type CardCar } from '@/components/stock/CarCard'
import { COMPARISON_RATE_WARNING_ID, ComparisonRateWarning } from '@/components/stock/ComparisonRateWarning'
import type { Car } from '@/domain/car'
import type { SiteSettings } from '@/domain/site-settings'
import { simpleSearchUrl, type SimpleSearch, type SimpleSearchForm } from '@/domain/simpleSearch'
import type { SearchResponse } from '@/search/response'

import styles from './SearchPage.module.css'
import { SearchPagination } from './SearchPagination'

type Props = {
  form: SimpleSearchForm
  search: SimpleSearch
  results: SearchResponse
  settings: SiteSettings
  now: Date
  zone: string
  /** The search's own address, to come back to after signing in to save a car. */
  path: string
  /** How one hit shows; car cards unless given (parts have their own). */
  renderHit?: (hit: SearchResponse['hits'][number]) => ReactNode
}

/** The results of a simple search (directory, dealership, parts): the cards and numbered pages. */
export function SimpleSearchResults({ form, search, results, settings, now, zone, path, renderHit }: Props) {
  const page = search.page ?? 1
  return (
    <>
      {results.hits.length === 0 ? <p>Nothing matches this search. Try another choice.</p> : null}
      <ul className={`car-grid ${styles.grid}`}>
        {results.hits.map((hit, at) =>
          renderHit ? (
            renderHit(hit)
          ) : (
            <CarCard key={String(hit.objectID)} car={hit as unknown as Car} settings={settings} now={now} zone={zone} path={path} financeNoteHref={`#${COMPARISON_RATE_WARNING_ID}`} firstInView={at === 0} />
          ),
        )}
      </ul>
      {renderHit ? null : <ComparisonRateWarning cars={results.hits as unknown as CardCar[]} settings={settings} now={now} zone={zone} />}
      <SearchPagination current={page} total={results.nbPages} href={(number) => simpleSearchUrl(form, { ...search, page: number })} />
    </>
  )
}
