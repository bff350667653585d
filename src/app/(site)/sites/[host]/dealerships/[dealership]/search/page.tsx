import { notFound, redirect } from 'next/navigation'

import { PageHeader } from '@/components/content/PageHeader'
import searchForm from '@/components/content/SimpleSearchForm.module.css'
import { PriceSelect } from '@/components/search/PriceSelect'
import { SimpleSearchResults } from '@/components/search/SimpleSearchResults'
import { buttonClass } from '@/components/ui/Button'
import { VEHICLES_ONLY } from '@/domain/parts'
import { decodedUrlPart } from '@/domain/requestText'
import { dealerSearchUrl } from '@/domain/searchUrl'
import { dealershipSearch, isCanonicalQuery, SIMPLE_SEARCH_PAGE_SIZE, simpleSearchOfQuery, simpleSearchParams, simpleSearchUrl } from '@/domain/simpleSearch'
import { capitalised, countOf, siteVocabulary } from '@/domain/vocabulary'
import { pageSearchScope, simpleSearchPage, stockFacets } from '@/sites/pageSearch'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

type Params = { dealership: string }

/** One of this site's dealerships, by the slug its stock carries as dealership_slug; null for any other address. */
async function load({ site, params, searchParams }: SitePageContext<Params>) {
  const dealership = (await getSiteDealerships(site.id)).find((candidate) => candidate.slug === decodedUrlPart(params.dealership))
  if (!dealership) return null
  const form = dealershipSearch(dealership.slug)
  return { dealership, form, search: simpleSearchOfQuery(form, searchParams) }
}

/**
 * A dealership's category and price search (21 cars a
 * page): the dealership's own stock (dealership_slug), one plain form, so it
 * works without JavaScript. Categories are the index's `categories` (body
 * type and fuel, e.g. SUV, Hybrid).
 */
const page = sitePage({
  load,
  metadata: ({ site, dealership, form, search }) => ({
    path: simpleSearchUrl(form, { ...search, page: undefined }),
    title: `Search ${dealership.name}`,
    description: `${capitalised(siteVocabulary(site.resolvedSettings).many)} for sale at ${dealership.name}, by category and price.`,
  }),
  render: DealershipSearchPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function DealershipSearchPage({ site, searchParams: query, dealership, form, search }: SitePageContext<Params> & NonNullable<Awaited<ReturnType<typeof load>>>) {
  const scope = await pageSearchScope()
  if (!scope) notFound()
  // The form sends its empty fields: go to the search's own address instead.
  if (!isCanonicalQuery(form, query, search)) redirect(simpleSearchUrl(form, search))
  const ownStock = [VEHICLES_ONLY, [`dealership_slug:${dealership.slug}`]]
  const [results, choices] = await Promise.all([
    simpleSearchPage(scope, simpleSearchParams(form, search, SIMPLE_SEARCH_PAGE_SIZE), ownStock),
    stockFacets(scope, ['categories'], ownStock),
  ])
  const categories = Object.keys(choices.facets.categories ?? {}).sort((a, b) => a.localeCompare(b, 'en-AU'))
  return (
    <section>
      <PageHeader title={`${dealership.name}: ${countOf(results.nbHits, siteVocabulary(site.resolvedSettings))}`} trail={[{ href: '/', label: 'Home' }]} />
      <form method="get" action={form.path} role="search" aria-label={`Search ${dealership.name}`} className={searchForm.form}>
        <p>
          <label htmlFor="dealership-category">Category</label>
          <select id="dealership-category" name="category" defaultValue={search.category ?? ''}>
            <option value="">Any category</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </p>
        <PriceSelect id="dealership-price" price={search.price} />
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
      </form>
      <p>
        <a className={buttonClass('secondary')} href={dealerSearchUrl(dealership.slug, site.resolvedSettings)}>{`More filters for ${dealership.name}`}</a>
      </p>
      <SimpleSearchResults form={form} search={search} results={results} settings={site.resolvedSettings} now={scope.now} zone={site.timeZone} path={simpleSearchUrl(form, search)} />
    </section>
  )
}
