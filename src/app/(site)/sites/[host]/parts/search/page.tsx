import { redirect } from 'next/navigation'
import { cache } from 'react'

import { PageHeader } from '@/components/content/PageHeader'
import searchForm from '@/components/content/SimpleSearchForm.module.css'
import { MakeOptions } from '@/components/search/MakeOptions'
import { PartCard, type Part } from '@/components/search/PartCard'
import { PriceSelect } from '@/components/search/PriceSelect'
import { SimpleSearchResults } from '@/components/search/SimpleSearchResults'
import { buttonClass } from '@/components/ui/Button'
import { makeSelectOptions } from '@/domain/makeSelect'
import { PARTS_ONLY, sellsParts } from '@/domain/parts'
import { isCanonicalQuery, PARTS_SEARCH, SIMPLE_SEARCH_PAGE_SIZE, simpleSearchOfQuery, simpleSearchParams, simpleSearchUrl } from '@/domain/simpleSearch'
import { pageSearchScope, simpleSearchPage, stockFacets } from '@/sites/pageSearch'
import { getPopularMakes } from '@/sites/data/popularMakes'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

/** The parts this site lists, counted by make: none means the site sells no parts (src/domain/parts.ts). Once per request. */
const partsOfSite = cache(async (_siteId: number) => {
  const scope = await pageSearchScope()
  if (!scope) return null
  const { facets } = await stockFacets(scope, ['item_type', 'make'], [PARTS_ONLY])
  return sellsParts(facets.item_type ?? {}) ? { scope, makes: Object.keys(facets.make ?? {}) } : null
})

async function load({ site, searchParams }: SitePageContext<object>) {
  const parts = await partsOfSite(site.id)
  return parts && { search: simpleSearchOfQuery(PARTS_SEARCH, searchParams), ...parts }
}

/**
 * Parts search at /parts/search: stock records with
 * item_type "part", by keyword, make and price, 21 a page, on sites whose
 * stock lists parts; 404 on the others. One plain form: no JavaScript needed.
 */
const page = sitePage({
  load,
  metadata: ({ site, search }) => ({ path: simpleSearchUrl(PARTS_SEARCH, { ...search, page: undefined }), title: 'Search parts', description: `Parts for sale at ${site.name}.` }),
  render: PartsSearchPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function PartsSearchPage({ site, searchParams: query, scope, search, makes }: SitePageContext<object> & NonNullable<Awaited<ReturnType<typeof load>>>) {
  // The form sends its empty fields: go to the search's own address instead.
  if (!isCanonicalQuery(PARTS_SEARCH, query, search)) redirect(simpleSearchUrl(PARTS_SEARCH, search))
  const [results, popularMakes] = await Promise.all([simpleSearchPage(scope, simpleSearchParams(PARTS_SEARCH, search, SIMPLE_SEARCH_PAGE_SIZE), [PARTS_ONLY]), getPopularMakes()])
  const settings = site.resolvedSettings
  return (
    <section>
      <PageHeader title={`${results.nbHits.toLocaleString('en-AU')} ${results.nbHits === 1 ? 'part' : 'parts'} for sale`} trail={[{ href: '/', label: 'Home' }]} />
      <form method="get" action={PARTS_SEARCH.path} role="search" aria-label="Search parts" className={searchForm.form}>
        <p>
          <label htmlFor="parts-query">Keyword</label>
          <input id="parts-query" name="query" type="search" defaultValue={search.query ?? ''} placeholder="e.g. tow bar, floor mats" />
        </p>
        <p>
          <label htmlFor="parts-make">Make</label>
          <select id="parts-make" name="make" defaultValue={makes.find((make) => make.toLowerCase() === search.make?.toLowerCase()) ?? ''}>
            <option value="">Any make</option>
            <MakeOptions options={makeSelectOptions(makes, popularMakes)} />
          </select>
        </p>
        <PriceSelect id="parts-price" price={search.price} />
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
      </form>
      <SimpleSearchResults
        form={PARTS_SEARCH}
        search={search}
        results={results}
        settings={settings}
        now={scope.now}
        zone={site.timeZone}
        path={simpleSearchUrl(PARTS_SEARCH, search)}
        renderHit={(hit) => <PartCard key={String(hit.objectID)} part={hit as unknown as Part} settings={settings} />}
      />
    </section>
  )
}
