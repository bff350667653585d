import { redirect } from 'next/navigation'
import { cache } from 'react'

import { PageHeader } from '@/components/content/PageHeader'
import searchForm from '@/components/content/SimpleSearchForm.module.css'
import { FacetTileList } from '@/components/search/FacetTileList'
import { MakeOptions } from '@/components/search/MakeOptions'
import { SimpleSearchResults } from '@/components/search/SimpleSearchResults'
import { buttonClass } from '@/components/ui/Button'
import { Chip } from '@/components/ui/Chip'
import { bodyTypeLabel } from '@/domain/stockLabels'
import { makeSelectOptions } from '@/domain/makeSelect'
import { VEHICLES_ONLY } from '@/domain/parts'
import { dealershipSearch, DIRECTORY_SEARCH, isCanonicalQuery, SIMPLE_SEARCH_PAGE_SIZE, simpleSearchOfQuery, simpleSearchParams, simpleSearchUrl, withModelOfMake } from '@/domain/simpleSearch'
import type { BodyType } from '@/domain/stockVocabulary'
import { countOf, siteVocabulary } from '@/domain/vocabulary'
import { pageSearchScope, simpleSearchPage, stockFacets } from '@/sites/pageSearch'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { getPopularMakes } from '@/sites/data/popularMakes'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

/** The site's make|model pairs and body types with their counts: the directory's choices. Once per request. */
const directoryChoices = cache(async (_siteId: number) => {
  const scope = await pageSearchScope()
  if (!scope) return null
  const { facets } = await stockFacets(scope, ['make_model', 'body'], [VEHICLES_ONLY])
  return { scope, makeModels: facets.make_model ?? {}, bodies: facets.body ?? {} }
})

async function load({ site, searchParams }: SitePageContext<object>) {
  const choices = await directoryChoices(site.id)
  if (!choices) return null
  const search = withModelOfMake(simpleSearchOfQuery(DIRECTORY_SEARCH, searchParams), Object.keys(choices.makeModels))
  return { search, ...choices }
}

/** Make → its models with their counts, from the site's make|model pairs. */
function modelsByMake(makeModels: Record<string, number>): Map<string, [string, number][]> {
  const byMake = new Map<string, [string, number][]>()
  for (const [value, count] of Object.entries(makeModels)) {
    const [make = '', ...model] = value.split('|')
    byMake.set(make, [...(byMake.get(make) ?? []), [model.join('|'), count]])
  }
  for (const models of byMake.values()) models.sort(([a], [b]) => a.localeCompare(b, 'en-AU'))
  return byMake
}

/**
 * The manufacturer directory (by manufacturer name, model
 * name and model body; 21 cars a page): a plain form and links, rendered on the
 * server from the search index, so it works without JavaScript.
 */
const page = sitePage({
  load,
  metadata: ({ site, search }) => ({
    path: simpleSearchUrl(DIRECTORY_SEARCH, { ...search, page: undefined }),
    title: 'Manufacturer directory',
    description: `Find ${siteVocabulary(site.resolvedSettings).many} by manufacturer, model and body type at ${site.name}.`,
  }),
  render: DirectoryPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function DirectoryPage({ site, searchParams: query, scope, search, makeModels, bodies }: SitePageContext<object> & NonNullable<Awaited<ReturnType<typeof load>>>) {
  const words = siteVocabulary(site.resolvedSettings)
  // The form sends its empty fields, and a model left from another make: go to the search's own address.
  if (!isCanonicalQuery(DIRECTORY_SEARCH, query, search)) redirect(simpleSearchUrl(DIRECTORY_SEARCH, search))
  const byMake = modelsByMake(makeModels)
  const makeCounts = [...byMake].map(([make, models]) => [make, models.reduce((sum, [, count]) => sum + count, 0)] as const)
  const chosenMake = [...byMake.keys()].find((make) => make.toLowerCase() === search.make?.toLowerCase())
  const [results, popularMakes, dealerships] = await Promise.all([
    simpleSearchPage(scope, simpleSearchParams(DIRECTORY_SEARCH, search, SIMPLE_SEARCH_PAGE_SIZE), [VEHICLES_ONLY]),
    getPopularMakes(),
    getSiteDealerships(site.id),
  ])
  const modelChoices = chosenMake ? [[chosenMake, byMake.get(chosenMake) ?? []] as const] : [...byMake].sort(([a], [b]) => a.localeCompare(b, 'en-AU'))
  return (
    <section>
      <PageHeader title="Manufacturer directory" trail={[{ href: '/', label: 'Home' }]} />
      <form method="get" action={DIRECTORY_SEARCH.path} role="search" aria-label="Manufacturer directory" className={searchForm.form}>
        <p>
          <label htmlFor="directory-make">Manufacturer</label>
          <select id="directory-make" name="make" defaultValue={chosenMake ?? ''}>
            <option value="">Any manufacturer</option>
            <MakeOptions options={makeSelectOptions([...byMake.keys()], popularMakes)} />
          </select>
        </p>
        <p>
          <label htmlFor="directory-model">Model</label>
          <select id="directory-model" name="model" defaultValue={search.model ?? ''}>
            <option value="">Any model</option>
            {modelChoices.map(([make, models]) => (
              <optgroup key={make} label={make}>
                {models.map(([model]) => (
                  <option key={`${make}|${model}`} value={model}>
                    {model}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="directory-body">Body type</label>
          <select id="directory-body" name="body" defaultValue={search.body ?? ''}>
            <option value="">Any body type</option>
            {Object.keys(bodies).sort().map((body) => (
              <option key={body} value={body}>
                {bodyTypeLabel(body as BodyType)}
              </option>
            ))}
          </select>
        </p>
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
      </form>
      {chosenMake ? null : (
        <FacetTileList
          id="directory-makes"
          title="Manufacturers"
          logo
          tiles={makeCounts
            .sort(([a], [b]) => a.localeCompare(b, 'en-AU'))
            .map(([make, count]) => ({ value: make, href: simpleSearchUrl(DIRECTORY_SEARCH, { make }), name: make, count: countOf(count, words) }))}
        />
      )}
      <h2>{countOf(results.nbHits, words)}</h2>
      <SimpleSearchResults form={DIRECTORY_SEARCH} search={search} results={results} settings={site.resolvedSettings} now={scope.now} zone={site.timeZone} path={simpleSearchUrl(DIRECTORY_SEARCH, search)} />
      {dealerships.length > 0 ? (
        <nav aria-label="Dealerships" className={searchForm.links}>
          {dealerships.map((dealership) => (
            <Chip key={dealership.id} href={dealershipSearch(dealership.slug).path}>
              {`Search ${dealership.name}`}
            </Chip>
          ))}
        </nav>
      ) : null}
    </section>
  )
}
