'use client'

import Link from 'next/link'

import type { CaravanRangeFilter } from '@/domain/caravanFilters'
import { searchUrl, searchUrlShowingList, withFilterChange, type RefinementAttribute, type SearchState, type SearchUrlSite } from '@/domain/searchUrl'

import type { FilterList, FilterValue } from './searchFilterLists'
import { FilterSection } from './FilterSection'
import styles from './SearchPage.module.css'

type Option = { value: string; count: number; label: string; href: string; selected: boolean }

/** A value of a list as a link to the search with it chosen, or without it when it is. */
function option(list: FilterList, [value, count, label = value]: FilterValue, state: SearchState, site: SearchUrlSite): Option {
  if (list.name === 'year') {
    const year = Number(value)
    const chosen = state.range?.year
    const selected = chosen?.min === year && chosen.max === undefined
    return { value, count, label: `${year} or newer`, selected, href: searchUrl(withFilterChange(state, { range: { year: selected ? null : { min: year } } }), site) }
  }
  if (list.bound) {
    // A caravan filter's bound: one at a time, chosen again to take it off.
    const bound = Number(value)
    const name = list.name as CaravanRangeFilter
    const selected = state.range?.[name]?.[list.bound] === bound
    return { value, count, label, selected, href: searchUrl(withFilterChange(state, { range: { [name]: selected ? null : { [list.bound]: bound } } }), site) }
  }
  const chosen = state.refinementList?.[list.name as RefinementAttribute] ?? []
  const selected = chosen.includes(value)
  const values = selected ? chosen.filter((item) => item !== value) : [...chosen, value]
  return { value, count, label, selected, href: searchUrl(withFilterChange(state, { refinementList: { [list.name as RefinementAttribute]: values } }), site) }
}

function Options({ options, className }: { options: Option[]; className?: string }) {
  return (
    <ul className={className}>
      {options.map(({ value, count, label, href, selected }) => (
        <li key={value}>
          <Link href={href} aria-current={selected ? 'true' : undefined} rel="nofollow" scroll={false}>
            {`${label} `}
            <span>{`(${count.toLocaleString('en-AU')})`}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** A list's values: the first ones, then the rest behind "Show all …". */
function Values({ list, state, site }: { list: FilterList; state: SearchState; site: SearchUrlSite }) {
  const options = list.values.map((entry) => option(list, entry, state, site))
  const shown = list.first ? options.slice(0, list.first.count) : options
  const extra = list.first ? options.slice(list.first.count) : []
  return (
    <>
      <Options options={shown} className={`facet-values ${styles.options}`} />
      {extra.length > 0 && list.first ? (
        // The summary's wording swaps while open (site.css), without JavaScript.
        <details className={`show-more ${styles.showMore}`}>
          <summary>
            <span className="when-closed">{`Show all ${list.first.noun}`}</span>
            <span className="when-open">{`Hide extra ${list.first.noun}`}</span>
          </summary>
          <Options options={extra} className={styles.options} />
        </details>
      ) : null}
    </>
  )
}

/**
 * The search page's filter lists, each value a plain link (next/link, so a
 * filter change keeps the scroll position), so filtering works without
 * JavaScript. Drawn here from the lists' values and counts (searchFilterLists.ts):
 * the page carries those few bytes instead of every link's markup twice, and
 * a closed list is drawn only when opened (FilterSection.tsx).
 */
export function FilterLists({ lists, state, site }: { lists: FilterList[]; state: SearchState; site: SearchUrlSite }) {
  return lists.map((list) => (
    <FilterSection key={list.name} name={list.name} title={list.title} defaultOpen={list.open} showHref={searchUrlShowingList(state, site, list.name)}>
      <Values list={list} state={state} site={site} />
    </FilterSection>
  ))
}
