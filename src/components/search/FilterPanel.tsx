'use client'

import type { SearchClient } from 'instantsearch.js'
import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearch, useRange, useRefinementList, useSearchBox } from 'react-instantsearch'

import { SEARCH_SLIDER_DEBOUNCE_MS, SEARCH_TEXT_DEBOUNCE_MS } from '@/domain/constants'
import { moveSliderHandle, rangeSliderLimits, sliderRange, sliderValue, type SliderHandle, type SliderLimits, type SliderValue } from '@/domain/rangeSlider'
import { cachedResult, cacheResult, type ResultCache } from '@/domain/resultCache'
import { rememberSearch, searchHistoryLabel, type SearchHistoryEntry } from '@/domain/searchHistory'
import { showMeCarsLabel } from '@/domain/showMeCars'
import { searchOfUiState, uiStateOfSearch } from '@/domain/searchUiState'
import { searchUrl, type SearchState, type SearchUrlSite } from '@/domain/searchUrl'

const HISTORY_KEY = 'forecourt:search-history'
const SLIDERS: readonly string[] = ['price', 'km']
const NO_INITIAL_RESULTS = {}

type Stats = { min: number; max: number } | null

type Props = {
  indexName: string
  state: SearchState
  site: SearchUrlSite
  /** Where results are cached: one search type per path kind (vehicles, directory, ...). */
  searchType: string
  /** Price and km figures of the page's own results, so the sliders start where they will be. */
  initialStats: { price: Stats; km: Stats }
  /** The page's own count, shown until the panel's first answer. */
  initialCount: number
  /** The search form that works without JavaScript, shown only without it. */
  fallback: ReactNode
}

/** InstantSearch's search client on our endpoint (POST /api/search), with a few recent answers kept per search type (shopper-journey §9). */
function searchClientFor(searchType: string): SearchClient {
  let cache: ResultCache<unknown> = {}
  return {
    async search(requests: unknown) {
      const body = JSON.stringify({ requests })
      const kept = cachedResult(cache, searchType, body)
      if (kept) return kept
      const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      // A failed search leaves the last results on screen (§8): InstantSearch keeps them when this throws.
      if (!response.ok) throw new Error(`Search failed (${response.status})`)
      const answer = await response.json()
      cache = cacheResult(cache, searchType, body, answer)
      return answer
    },
  } as SearchClient
}

function useDebounced<T extends unknown[]>(action: (...args: T) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (...args: T) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => action(...args), delay)
  }
}

/** A list refinement from the address, kept in InstantSearch's state without a widget of its own (the lists are links beside the panel). */
function KeptRefinement({ attribute }: { attribute: string }) {
  useRefinementList({ attribute })
  return null
}

/** A range from the address that has no slider here (year, subscription price): kept, so 'Show Me N cars' does not drop it. */
function KeptRange({ attribute }: { attribute: string }) {
  useRange({ attribute })
  return null
}

function KeywordBox() {
  const { query, refine } = useSearchBox()
  const [text, setText] = useState(query)
  const search = useDebounced(refine, SEARCH_TEXT_DEBOUNCE_MS)
  return (
    <p className="panel-field">
      <label htmlFor="panel-keyword">Keyword</label>
      <input
        id="panel-keyword"
        type="search"
        value={text}
        placeholder="e.g. EV, SUV, Toyota"
        onChange={(event) => {
          setText(event.target.value)
          search(event.target.value)
        }}
      />
    </p>
  )
}

/** A price or km slider with the spec's rounding, clamping and crossing rules (src/domain/rangeSlider.ts), applied 400 ms after the last move. */
function RangeSlider({ attribute, label, initialStats, format }: { attribute: 'price' | 'km'; label: string; initialStats: Stats; format: (value: number) => string }) {
  const { range, start, refine } = useRange({ attribute })
  // Before its first results the connector reports 0–0: the page's own figures hold until then.
  const stats = Number.isFinite(range.min) && Number.isFinite(range.max) && range.max! > range.min! ? { min: range.min!, max: range.max! } : initialStats
  const limits: SliderLimits = rangeSliderLimits(stats)
  const current = { min: Number.isFinite(start[0]) ? start[0] : undefined, max: Number.isFinite(start[1]) ? start[1] : undefined }
  // Until the shopper moves a handle the slider shows the search's own range; new results may move the limits, and the handles stay inside them.
  const [moved, setValue] = useState<SliderValue | null>(null)
  const value = sliderValue(moved ? { min: moved.lower, max: moved.upper } : current, limits)
  const apply = useDebounced((next: SliderValue) => {
    const chosen = sliderRange(next, limits)
    refine([chosen?.min, chosen?.max])
  }, SEARCH_SLIDER_DEBOUNCE_MS)
  const move = (handle: SliderHandle, to: number) => {
    const next = moveSliderHandle(value, handle, to, limits)
    // §8: a value outside the range is logged only.
    if (next.ignored) console.warn(next.ignored)
    setValue(next.value)
    apply(next.value)
  }
  return (
    <fieldset className="panel-field range-slider">
      <legend>{label}</legend>
      <p aria-live="polite">
        {format(value.lower)} – {format(value.upper)}
        {value.upper === limits.max ? '+' : ''}
      </p>
      <input type="range" aria-label={`Minimum ${label.toLowerCase()}`} min={limits.min} max={limits.max} step={limits.step} value={value.lower} onChange={(event) => move('lower', Number(event.target.value))} />
      <input type="range" aria-label={`Maximum ${label.toLowerCase()}`} min={limits.min} max={limits.max} step={limits.step} value={value.upper} onChange={(event) => move('upper', Number(event.target.value))} />
    </fieldset>
  )
}

/** 'Show Me N cars': goes to the panel's search (its address, built by the spec's rules) and back to the top (§2). */
function ShowMeCars({ indexName, site, initialCount }: { indexName: string; site: SearchUrlSite; initialCount: number }) {
  const { results, uiState } = useInstantSearch()
  const router = useRouter()
  // Any change of filter or keyword drops the page number (§5).
  const state = searchOfUiState({ ...uiState[indexName], sortBy: indexName, page: undefined })
  const href = searchUrl(state, site)
  // Until the first answer the results are a placeholder; the page's own count stands in. Counts already follow the count rule: the server applied it.
  const count = !results || (results as { __isArtificial?: boolean }).__isArtificial ? initialCount : results.nbHits
  const label = showMeCarsLabel(count, { facetSum: () => count, stockCountOverride: null })
  return (
    <a
      className="button-primary show-me-cars"
      href={href}
      onClick={(event) => {
        event.preventDefault()
        const history = readHistory(localStorage.getItem(HISTORY_KEY))
        localStorage.setItem(HISTORY_KEY, JSON.stringify(rememberSearch(history, { href, label: searchHistoryLabel(state) })))
        router.push(href)
        window.scrollTo({ top: 0 })
      }}
    >
      {label}
    </a>
  )
}

const noSubscription = () => () => undefined

function readHistory(stored: string | null): SearchHistoryEntry[] {
  try {
    const entries = JSON.parse(stored ?? '[]') as unknown
    return Array.isArray(entries) ? (entries as SearchHistoryEntry[]) : []
  } catch {
    return []
  }
}

function RecentSearches() {
  const stored = useSyncExternalStore(noSubscription, () => localStorage.getItem(HISTORY_KEY), () => null)
  const history = useMemo(() => readHistory(stored), [stored])
  if (history.length === 0) return null
  return (
    <details className="recent-searches">
      <summary>Recent searches</summary>
      <ul>
        {history.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </details>
  )
}

const dollarsShort = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const kmShort = (value: number) => `${value.toLocaleString('en-AU')} km`

/**
 * The search page's filter panel, on react-instantsearch: keyword (300 ms),
 * price and km sliders (400 ms) and 'Show Me N cars', whose count follows
 * every change live through the same /api/search contract. The results and
 * the filter lists stay server-rendered links, so the address remains the
 * search; the panel only chooses the next address.
 */
export function FilterPanel({ indexName, state, site, searchType, initialStats, initialCount, fallback }: Props) {
  const searchClient = useMemo(() => searchClientFor(searchType), [searchType])
  const ui = uiStateOfSearch({ ...state, sortBy: undefined, page: undefined })
  // Empty initial results make InstantSearch render at once, on the server and when hydrating, without a search of its
  // own: the page already shows this search's count and figures, and the panel asks only when the shopper changes something.
  return (
    <InstantSearchSSRProvider initialResults={NO_INITIAL_RESULTS}>
      <InstantSearch searchClient={searchClient} indexName={indexName} initialUiState={{ [indexName]: ui }} future={{ preserveSharedStateOnUnmount: true }}>
        <Configure hitsPerPage={0} />
        {Object.keys(ui.refinementList ?? {}).map((attribute) => (
          <KeptRefinement key={attribute} attribute={attribute} />
        ))}
        {Object.keys(ui.range ?? {})
          .filter((attribute) => !SLIDERS.includes(attribute))
          .map((attribute) => (
            <KeptRange key={attribute} attribute={attribute} />
          ))}
        <section className="filter-panel" aria-label="Refine this search">
          <KeywordBox />
          <RangeSlider attribute="price" label="Price" initialStats={initialStats.price} format={(value) => dollarsShort.format(value)} />
          <RangeSlider attribute="km" label="Kilometres" initialStats={initialStats.km} format={kmShort} />
          <ShowMeCars indexName={indexName} site={site} initialCount={initialCount} />
          <RecentSearches />
        </section>
        {/* Rendered on the server in the same place as the panel, so nothing moves when the page comes alive. */}
        <noscript>{fallback}</noscript>
      </InstantSearch>
    </InstantSearchSSRProvider>
  )
}
