import type { Metadata } from 'next'
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
import { currentSite } from '@/sites/currentSite'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { siteOrigin } from '@/sites/siteUrl'

type Props = { params: Promise<{ host: string; dealership: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** One of this site's dealerships, by the slug its stock carries as dealership_slug; null for any other address. */
async function load(props: Props) {
  const { host, dealership: slug } = await props.params
  const site = await currentSite(host)
  if (!site) return null
  const dealership = (await getSiteDealerships(site.id)).find((candidate) => candidate.slug === decodedUrlPart(slug))
  if (!dealership) return null
  const form = dealershipSearch(dealership.slug)
  const query = await props.searchParams
  return { site, host, dealership, form, query, search: simpleSearchOfQuery(form, query) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  if (!found) return {}
  return {
    title: `Search ${found.dealership.name}`,
    description: `${capitalised(siteVocabulary(found.site.resolvedSettings).many)} for sale at ${found.dealership.name}, by category and price.`,
    alternates: { canonical: `${siteOrigin(found.site, decodeURIComponent(found.host))}${simpleSearchUrl(found.form, { ...found.search, page: undefined })}` },
  }
}

/**
 * A dealership's category and price search (21 cars a
 * page): the dealership's own stock (dealership_slug), one plain form, so it
 * works without JavaScript. Categories are the index's `categories` (body
 * type and fuel, e.g. SUV, Hybrid).
 */
export default async function DealershipSearchPage(props: Props) {
  const found = await load(props)
  const scope = found ? await pageSearchScope() : null
  if (!found || !scope) notFound()
  const { site, dealership, form, query, search } = found
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
