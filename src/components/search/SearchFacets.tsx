import Link from 'next/link'

import { CITY_FILTER_LIMIT, LOCATION_NAME_FILTER_LIMIT, MAKE_MODEL_FILTER_LIMIT, MAKES_SHOWN_BEFORE_SHOW_ALL } from '@/domain/constants'
import { searchUrl, withFilterChange, type SearchState, type SearchUrlSite } from '@/domain/searchUrl'
import { yearChoices } from '@/domain/yearChoices'
import { facetValueLabel } from '@/domain/stockLabels'
import { PAGE_FACETS } from '@/search/pageParams'

import { FilterSection } from './FilterSection'
import styles from './SearchPage.module.css'

type Counts = Record<string, Record<string, number> | undefined>

/** The filter lists of the search page, in the order shoppers narrow a search. */

type Facet = (typeof PAGE_FACETS)[number]

const TITLES: Record<Facet, string> = {
  item_type: 'Vehicle type',
  car_type: 'Condition',
  make: 'Make',
  make_model: 'Model',
  body: 'Body type',
  transmission: 'Transmission',
  fuel: 'Fuel',
  drive: 'Drive type',
  seats: 'Seats',
  colour: 'Colour',
  city: 'City',
  location_name: 'Dealership',
  filtered_features: 'Features',
}

/** Lists with a limit (shopper-journey §2, §9): make-model 30 values, city 20, dealership 40. */
const LIMITS: Partial<Record<Facet, number>> = { make_model: MAKE_MODEL_FILTER_LIMIT, city: CITY_FILTER_LIMIT, location_name: LOCATION_NAME_FILTER_LIMIT }

/** Long lists show their first values, the rest behind "Show all …": makes show 7 (§2). */
const SHOWN_FIRST: Partial<Record<Facet, { count: number; noun: string }>> = {
  make: { count: MAKES_SHOWN_BEFORE_SHOW_ALL, noun: 'makes' },
  filtered_features: { count: 10, noun: 'features' },
}

/** Open until the shopper closes them: the lists most searches start with, and any list with a filter on. */
const OPEN_BY_DEFAULT: readonly string[] = ['item_type', 'car_type', 'make', 'make_model', 'body', 'year']

function Option({ href, label, count, selected }: { href: string; label: string; count: number; selected: boolean }) {
  return (
    <li>
      <Link href={href} className={styles.option} aria-current={selected ? 'true' : undefined} rel="nofollow" scroll={false}>
        <span className={styles.box} aria-hidden="true" />
        <span className={styles.optionLabel}>
          {label} <span className="facet-count">({count.toLocaleString('en-AU')})</span>
        </span>
      </Link>
    </li>
  )
}

function FacetList({ attribute, counts, state, site }: { attribute: Facet; counts: Record<string, number>; state: SearchState; site: SearchUrlSite }) {
  const chosen = state.refinementList?.[attribute] ?? []
  // A value the address chose stays listed even when this search counts none of it, so it can be taken off here too.
  const entries = [...chosen.filter((value) => !(value in counts)).map((value): [string, number] => [value, 0]), ...Object.entries(counts).slice(0, LIMITS[attribute] ?? Infinity)]
  if (entries.length === 0) return null
  const option = ([value, count]: [string, number]) => {
    const selected = chosen.includes(value)
    const values = selected ? chosen.filter((item) => item !== value) : [...chosen, value]
    return <Option key={value} href={searchUrl(withFilterChange(state, { refinementList: { [attribute]: values } }), site)} label={facetValueLabel(attribute, value)} count={count} selected={selected} />
  }
  const first = SHOWN_FIRST[attribute]
  const shown = first ? entries.slice(0, first.count) : entries
  const extra = first ? entries.slice(first.count) : []
  return (
    <FilterSection name={attribute} title={TITLES[attribute]} defaultOpen={OPEN_BY_DEFAULT.includes(attribute) || chosen.length > 0}>
      <ul className={`facet-values ${styles.options}`}>{shown.map(option)}</ul>
      {extra.length > 0 && first ? (
        // The summary's wording swaps while open (site.css), without JavaScript.
        <details className={`show-more ${styles.showMore}`}>
          <summary>
            <span className="when-closed">{`Show all ${first.noun}`}</span>
            <span className="when-open">{`Hide extra ${first.noun}`}</span>
          </summary>
          <ul className={styles.options}>{extra.map(option)}</ul>
        </details>
      ) : null}
    </FilterSection>
  )
}

/** Year as "2020 or newer": one choice at a time, chosen again to take it off. */
function YearList({ counts, state, site }: { counts: Record<string, number>; state: SearchState; site: SearchUrlSite }) {
  const chosen = state.range?.year
  const choices = yearChoices(counts)
  if (choices.length === 0 && !chosen) return null
  return (
    <FilterSection name="year" title="Year" defaultOpen>
      <ul className={styles.options}>
        {choices.map(({ year, count }) => {
          const selected = chosen?.min === year && chosen.max === undefined
          const href = searchUrl(withFilterChange(state, { range: { year: selected ? null : { min: year } } }), site)
          return <Option key={year} href={href} label={`${year} or newer`} count={count} selected={selected} />
        })}
      </ul>
    </FilterSection>
  )
}

/**
 * Every filter list of the search page, each a set of plain links, so
 * filtering works without JavaScript. The kind of vehicle (caravan,
 * motorcycle) shows only on a site that sells more than one (vocabulary.ts).
 */
export function SearchFacets({ facets, state, site, kindFilter }: { facets: Counts; state: SearchState; site: SearchUrlSite; kindFilter: boolean }) {
  const lists = PAGE_FACETS.filter((attribute) => kindFilter || attribute !== 'item_type')
  const beforeYear = lists.indexOf('body') + 1
  return (
    <>
      {lists.slice(0, beforeYear).map((attribute) => (
        <FacetList key={attribute} attribute={attribute} counts={facets[attribute] ?? {}} state={state} site={site} />
      ))}
      <YearList counts={facets.year ?? {}} state={state} site={site} />
      {lists.slice(beforeYear).map((attribute) => (
        <FacetList key={attribute} attribute={attribute} counts={facets[attribute] ?? {}} state={state} site={site} />
      ))}
    </>
  )
}
