import { redirect } from 'next/navigation'
import { cache } from 'react'

import { ActiveFilterChips } from '@/components/search/ActiveFilterChips'
import { FacetTiles } from '@/components/search/FacetTiles'
import { FiltersButton } from '@/components/search/FiltersButton'
import { FilterPanel } from '@/components/search/LazyFilterPanel'
import { FilterLists } from '@/components/search/FilterLists'
import { searchFilterLists } from '@/components/search/searchFilterLists'
import { NoResults } from '@/components/search/NoResults'
import { PendingResults } from '@/components/search/PendingResults'
import { SearchFilters } from '@/components/search/SearchFilters'
import { SearchPagination } from '@/components/search/SearchPagination'
import styles from '@/components/search/SearchPage.module.css'
import { SortSelect } from '@/components/search/SortSelect'
import { CarCard, type CardCar } from '@/components/stock/CarCard'
import { COMPARISON_RATE_WARNING_ID, ComparisonRateWarning } from '@/components/stock/ComparisonRateWarning'
import { PromoCardTile } from '@/components/stock/PromoCardTile'
import { activeFilters } from '@/domain/activeFilters'
import { CARAVAN_FACETS } from '@/domain/caravanFilters'
import type { Car } from '@/domain/car'
import { makeSelectOptions } from '@/domain/makeSelect'
import { VEHICLES_ONLY } from '@/domain/parts'
import { decodedUrlPart } from '@/domain/requestText'
import { withPromoCards } from '@/domain/promoCards'
import { searchStateFromUrl, searchUrl, SHOW_LIST_PARAM, withFilterChange, type SearchUrlSite } from '@/domain/searchUrl'
import { CAR_TYPES, type CarType } from '@/domain/stockVocabulary'
import { countOf, keywordExamples, offersItemTypeFilter, siteVocabulary } from '@/domain/vocabulary'
import { BASE_INDEX_NAME, SORT_INDICES } from '@/domain/searchAttributes'
import { PAGE_FACETS } from '@/search/pageParams'
import { pageSearchScope, searchForPage, searchPageResults } from '@/sites/pageSearch'
import { getPopularMakes } from '@/sites/data/popularMakes'
import { getSitePromoCards } from '@/sites/data/promoCards'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

type Params = { segments?: string[] }

const SORT_LABELS: Record<keyof typeof SORT_INDICES, string> = {
  '': 'Best match',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  km_asc: 'Kilometres: lowest',
  km_desc: 'Kilometres: highest',
  year_desc: 'Year: newest',
  newest: 'Recently listed',
}

/**
 * The site's make|model pairs, to read a make/model path back: once per
 * request, though metadata and page both need them. The site's id is the cache
 * key; the scope itself comes from the request.
 */
const siteMakeModels = cache(async (_siteId: number): Promise<string[]> => {
  const scope = await pageSearchScope()
  if (!scope) return []
  const [results] = await searchForPage(scope, [{ params: { hitsPerPage: 0, facets: ['make_model'], maxValuesPerFacet: 1000, facetFilters: [[...VEHICLES_ONLY]] } }])
  return Object.keys(results!.facets.make_model ?? {})
})

/** The search state a URL asks for on this site, or null for an address no search answers. */
async function load({ site, params: { segments = [] }, searchParams }: SitePageContext<Params>) {
  const decoded = segments.map(decodedUrlPart)
  const scope = await pageSearchScope()
  if (!scope || decoded.some((segment) => segment === null)) return null
  const makeModels = await siteMakeModels(site.id)
  const settings = site.resolvedSettings
  const state = searchStateFromUrl(`/search/${decoded.join('/')}`, searchParams, {
    carTypes: settings.carTypes,
    searchPathExcludedMakes: settings.searchPathExcludedMakes,
    makeModels,
  })
  return state ? { scope, state, makeModels } : null
}

/**
 * Stock search: server-rendered from the search index,
 * so the HTML of a search URL already holds its cars and counts, and every
 * filter, sort and page is a plain link or form that works without JavaScript.
 */
const page = sitePage({
  load,
  metadata: ({ site, state }) => ({
    path: searchUrl({ ...state, page: undefined }, site.resolvedSettings),
    title: 'Search our stock',
    description: `New, used and demo ${siteVocabulary(site.resolvedSettings).many} for sale at ${site.name}.`,
  }),
  render: SearchPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function SearchPage({ site, searchParams, scope, state, makeModels }: SitePageContext<Params> & NonNullable<Awaited<ReturnType<typeof load>>>) {
  const settings = site.resolvedSettings
  const words = siteVocabulary(settings)
  // The no-JavaScript form sends its empty fields too (query=, range[price]=): go to the search's own address instead.
  if (Object.values(searchParams).some((value) => value === '' || (Array.isArray(value) && value.includes('')))) redirect(searchUrl(state, settings))
  const caravans = settings.itemTypes.includes('caravan')
  // Year is counted for its list; price and km too: their figures start the filter panel's sliders where the results put them.
  const [results, promoCards, popularMakes] = await Promise.all([
    searchPageResults(scope, state, state.sortBy ?? BASE_INDEX_NAME, [...PAGE_FACETS, 'year', 'price', 'km', ...(caravans ? CARAVAN_FACETS : [])]),
    getSitePromoCards(site.id),
    getPopularMakes(),
  ])
  const { hits, nbHits, nbPages, facets, facets_stats: stats } = results!
  const pageNumber = state.page ?? 1
  const now = scope.now
  const searchCarTypes = (state.refinementList?.car_type ?? []).filter((type): type is CarType => (CAR_TYPES as readonly string[]).includes(type))
  const items = withPromoCards(hits, promoCards, { sitePositions: settings.promoCardPositions, now, searchCarTypes, page: pageNumber - 1 })
  // The form carries the keyword and the price; everything else of the search rides along as hidden fields.
  const formless = searchUrl({ ...state, query: undefined, page: undefined, range: { ...state.range, price: undefined } }, settings)
  const hidden = [...new URLSearchParams(formless.split('?')[1] ?? '')]
  const action = formless.split('?')[0]!
  // What the client islands need of the site's settings to write search addresses: two fields, not the settings.
  const urlSite: SearchUrlSite = { carTypes: settings.carTypes, searchPathExcludedMakes: settings.searchPathExcludedMakes }
  const limits = (figures: { min: number; max: number } | undefined) => (figures ? { min: figures.min, max: figures.max } : null)
  const filterCount = activeFilters(state).length
  const sorted = searchUrl({ ...state, sortBy: undefined, page: undefined }, settings)
  const sortOptions = (Object.keys(SORT_INDICES) as (keyof typeof SORT_INDICES)[])
    .filter((sort) => settings.sortByKilometres || !sort.startsWith('km_'))
    .map((sort) => {
      const indexName = sort ? `${BASE_INDEX_NAME}_${sort}` : BASE_INDEX_NAME
      return { indexName, label: SORT_LABELS[sort], href: searchUrl(withFilterChange(state, { sortBy: indexName }), settings) }
    })
  return (
    <section className={`search-page ${styles.page}`}>
      <div className={styles.toolbar}>
        <h1 className={styles.count}>{`${countOf(nbHits, words)} for sale`}</h1>
        <div className={styles.tools}>
          <FiltersButton count={filterCount} />
          <SortSelect
            // A new sort or search starts the select again from the address.
            key={searchUrl(state, settings)}
            options={sortOptions}
            current={state.sortBy ?? BASE_INDEX_NAME}
            action={sorted.split('?')[0]!}
            hidden={[...new URLSearchParams(sorted.split('?')[1] ?? '')]}
          />
        </div>
      </div>
      <div className={`search-layout ${styles.layout}`}>
        <SearchFilters>
          <FilterPanel
            // A new address is a new search: the panel starts again from it rather than keep the last one's state.
            key={searchUrl(state, settings)}
            indexName={state.sortBy ?? BASE_INDEX_NAME}
            state={state}
            site={urlSite}
            searchType="vehicles"
            initialStats={{ price: limits(stats.price), km: limits(stats.km) }}
            initialCount={nbHits}
            words={words}
            // Every make of the site, whatever this search: the select is how a shopper changes make.
            makes={makeSelectOptions(makeModels.map((value) => value.split('|')[0] ?? ''), popularMakes)}
            fallback={{ action, hidden, query: state.query, price: state.range?.price, keywordHint: keywordExamples(words) }}
          >
            <FilterLists
              lists={searchFilterLists(facets, state, { kindFilter: offersItemTypeFilter(settings), shown: [searchParams[SHOW_LIST_PARAM] ?? []].flat(), caravans })}
              state={state}
              site={urlSite}
            />
          </FilterPanel>
        </SearchFilters>
        <PendingResults>
          <ActiveFilterChips state={state} site={settings} />
          <FacetTiles state={state} site={settings} makes={facets.make ?? {}} bodies={facets.body ?? {}} words={words} />
          {hits.length === 0 ? <NoResults site={site} scope={scope} state={state} /> : null}
          <ul className={`car-grid ${styles.grid}`}>
            {items.map((item, at) =>
              item.kind === 'car' ? (
                <CarCard
                  key={String(item.car.objectID)}
                  car={item.car as unknown as Car}
                  settings={settings}
                  now={now}
                  zone={site.timeZone}
                  path={searchUrl(state, settings)}
                  financeNoteHref={`#${COMPARISON_RATE_WARNING_ID}`}
                  firstInView={at === 0}
                />
              ) : (
                <PromoCardTile key={`promo-${item.card.id}`} card={item.card} />
              ),
            )}
          </ul>
          <ComparisonRateWarning cars={hits as unknown as CardCar[]} settings={settings} now={now} zone={site.timeZone} />
          <SearchPagination current={pageNumber} total={nbPages} href={(number) => searchUrl({ ...state, page: number }, settings)} />
        </PendingResults>
      </div>
    </section>
  )
}
