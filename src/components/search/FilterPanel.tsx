'use client'

import type { SearchClient } from 'instantsearch.js'
import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearch, useRange, useRefinementList, useSearchBox } from 'react-instantsearch'

import { DualRangeSlider } from '@/components/ui/DualRangeSlider'
import { withMakeChoice, type MakeSelectOptions } from '@/domain/makeSelect'
import { VEHICLES_ONLY_FILTER } from '@/domain/parts'
import { moveSliderHandle, rangeSliderLimits, sliderRange, sliderValue, type SliderHandle, type SliderLimits, type SliderValue } from '@/domain/rangeSlider'
import { cachedResult, cacheResult, type ResultCache } from '@/domain/resultCache'
import { rememberSearch, searchHistoryLabel } from '@/domain/searchHistory'
import { showMeCarsLabel } from '@/domain/showMeCars'
import { searchOfUiState, uiStateOfSearch } from '@/domain/searchUiState'
import { searchUrl, type SearchState, type SearchUrlSite } from '@/domain/searchUrl'
import type { Vocabulary } from '@/domain/vocabulary'

import type { FallbackSearch } from './SearchFallbackForm'
import { dollarsShort, KeywordField, kmShort, MakeSelectField, readSearchHistory, RecentSearches, SEARCH_HISTORY_KEY, ShowMeCarsLink } from './FilterPanelFields'

/** A search runs this long after the last keystroke or slider move. */
const SEARCH_TEXT_DEBOUNCE_MS = 300
const SEARCH_SLIDER_DEBOUNCE_MS = 400

const SLIDERS: readonly string[] = ['price', 'km']
const NO_INITIAL_RESULTS = {}

type Stats = { min: number; max: number } | null

export type SliderAttribute = 'price' | 'km'

/** What the shopper typed or slid in the panel's first paint before this live panel arrived (LazyFilterPanel.tsx). */
export type PanelHandover = { query?: string; make?: string; sliders: Partial<Record<SliderAttribute, SliderValue>> }

export type FilterPanelProps = {
  indexName: string
  state: SearchState
  site: SearchUrlSite
  /** Where results are cached: one search type per path kind (vehicles, directory, ...). */
  searchType: string
  /** Price and km figures of the page's own results, so the sliders start where they will be. */
  initialStats: { price: Stats; km: Stats }
  /** The page's own count, shown until the panel's first answer. */
  initialCount: number
  /** What the site calls its stock ('Show Me 24 caravans'). */
  words: Vocabulary
  /** The site's makes for the make select: popular first, then all. */
  makes: MakeSelectOptions
  /** The search form that works without JavaScript (SearchFallbackForm.tsx), shown only without it. */
  fallback: FallbackSearch
  handover?: PanelHandover
  /** The filter lists (FilterLists.tsx), drawn after the panel's fields (LazyFilterPanel.tsx). */
  children?: ReactNode
}

/** InstantSearch's search client on our endpoint (POST /api/search), with a few recent answers kept per search type. */
function searchClientFor(searchType: string): SearchClient {
  let cache: ResultCache<unknown> = {}
  return {
    async search(requests: unknown) {
      const body = JSON.stringify({ requests })
      const kept = cachedResult(cache, searchType, body)
      if (kept) return kept
      const response = await fetch('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      // A failed search leaves the last results on screen: InstantSearch keeps them when this throws.
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

function KeywordBox({ handedOver, hint }: { handedOver?: string; hint: string }) {
  const { query, refine } = useSearchBox()
  const [text, setText] = useState(handedOver ?? query)
  const search = useDebounced(refine, SEARCH_TEXT_DEBOUNCE_MS)
  // Applied once, on arrival; later changes come through onChange.
  const pending = useRef(handedOver)
  useEffect(() => {
    if (pending.current !== undefined && pending.current !== query) search(pending.current)
    pending.current = undefined
  }, [query, search])
  return (
    <KeywordField
      value={text}
      hint={hint}
      onChange={(next) => {
        setText(next)
        search(next)
      }}
    />
  )
}

/** The make select: popular makes first, then all makes; a choice replaces the search's makes and counts at once. */
function MakeSelect({ makes, handedOver }: { makes: MakeSelectOptions; handedOver?: string }) {
  // Registers the make refinement, so the choice stays in the panel's state without a list widget.
  useRefinementList({ attribute: 'make' })
  const { indexUiState, setIndexUiState } = useInstantSearch()
  const choose = (make: string) => setIndexUiState((ui) => ({ ...ui, refinementList: { ...ui.refinementList, ...withMakeChoice(ui.refinementList ?? {}, make) }, page: undefined }))
  // Applied once, on arrival; later choices come through onChange.
  const pending = useRef(handedOver)
  useEffect(() => {
    if (pending.current !== undefined) choose(pending.current)
    pending.current = undefined
  })
  return <MakeSelectField makes={makes} chosen={indexUiState.refinementList?.make ?? []} onChange={choose} />
}

/** A price or km slider with the spec's rounding, clamping and crossing rules (src/domain/rangeSlider.ts), applied 400 ms after the last move. */
function RangeSlider({ attribute, label, initialStats, format, handedOver }: { attribute: SliderAttribute; label: string; initialStats: Stats; format: (value: number) => string; handedOver?: SliderValue }) {
  const { range, start, refine } = useRange({ attribute })
  // Before its first results the connector reports 0–0: the page's own figures hold until then.
  const stats = Number.isFinite(range.min) && Number.isFinite(range.max) && range.max! > range.min! ? { min: range.min!, max: range.max! } : initialStats
  const limits: SliderLimits = rangeSliderLimits(stats)
  const current = { min: Number.isFinite(start[0]) ? start[0] : undefined, max: Number.isFinite(start[1]) ? start[1] : undefined }
  // Until the shopper moves a handle the slider shows the search's own range; new results may move the limits, and the handles stay inside them.
  const [moved, setValue] = useState<SliderValue | null>(handedOver ?? null)
  const value = sliderValue(moved ? { min: moved.lower, max: moved.upper } : current, limits)
  const apply = useDebounced((next: SliderValue) => {
    const chosen = sliderRange(next, limits)
    refine([chosen?.min, chosen?.max])
  }, SEARCH_SLIDER_DEBOUNCE_MS)
  // Applied once, on arrival; later moves come through onMove.
  const pending = useRef(handedOver)
  useEffect(() => {
    if (pending.current) apply(pending.current)
    pending.current = undefined
  }, [apply])
  const move = (handle: SliderHandle, to: number) => {
    const next = moveSliderHandle(value, handle, to, limits)
    // A value outside the range is logged only; the shopper sees nothing.
    if (next.ignored) console.warn(next.ignored)
    setValue(next.value)
    apply(next.value)
  }
  return <DualRangeSlider className="panel-field" name={attribute} label={label} limits={limits} value={value} format={format} onMove={move} />
}

/** 'Show Me N cars': goes to the panel's search (its address, from searchUrl) and back to the top. */
function ShowMeCars({ indexName, site, initialCount, words }: { indexName: string; site: SearchUrlSite; initialCount: number; words: Vocabulary }) {
  const { results, uiState } = useInstantSearch()
  const router = useRouter()
  // Any change of filter or keyword drops the page number.
  const state = searchOfUiState({ ...uiState[indexName], sortBy: indexName, page: undefined })
  const href = searchUrl(state, site)
  // Until the first answer the results are a placeholder; the page's own count stands in. Counts already follow the count rule: the server applied it.
  const count = !results || (results as { __isArtificial?: boolean }).__isArtificial ? initialCount : results.nbHits
  const label = showMeCarsLabel(count, { facetSum: () => count, stockCountOverride: null }, words)
  return (
    <ShowMeCarsLink
      href={href}
      label={label}
      onClick={(event) => {
        event.preventDefault()
        const history = readSearchHistory(localStorage.getItem(SEARCH_HISTORY_KEY))
        localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(rememberSearch(history, { href, label: searchHistoryLabel(state) })))
        router.push(href)
        window.scrollTo({ top: 0 })
      }}
    />
  )
}

/**
 * The search page's filter panel, on react-instantsearch: keyword (300 ms),
 * price and km sliders (400 ms) and 'Show Me N cars', whose count follows
 * every change live through the same /api/search contract. The results and
 * the filter lists stay server-rendered links, so the address remains the
 * search; the panel only chooses the next address. It draws the fields only:
 * the panel's box, the filter lists and the no-JavaScript form are the lazy
 * panel's (LazyFilterPanel.tsx), so they stay put when this takes over.
 */
export function FilterPanel({ indexName, state, site, searchType, initialStats, initialCount, words, makes, fallback, handover }: FilterPanelProps) {
  const searchClient = useMemo(() => searchClientFor(searchType), [searchType])
  const ui = uiStateOfSearch({ ...state, sortBy: undefined, page: undefined })
  // Empty initial results make InstantSearch render at once, on the server and when hydrating, without a search of its
  // own: the page already shows this search's count and figures, and the panel asks only when the shopper changes something.
  return (
    <InstantSearchSSRProvider initialResults={NO_INITIAL_RESULTS}>
      <InstantSearch searchClient={searchClient} indexName={indexName} initialUiState={{ [indexName]: ui }} future={{ preserveSharedStateOnUnmount: true }}>
        {/* Parts are no vehicles: the panel counts what the page lists (src/domain/parts.ts). */}
        <Configure hitsPerPage={0} filters={VEHICLES_ONLY_FILTER} />
        {Object.keys(ui.refinementList ?? {}).map((attribute) => (
          <KeptRefinement key={attribute} attribute={attribute} />
        ))}
        {Object.keys(ui.range ?? {})
          .filter((attribute) => !SLIDERS.includes(attribute))
          .map((attribute) => (
            <KeptRange key={attribute} attribute={attribute} />
          ))}
        <KeywordBox handedOver={handover?.query} hint={fallback.keywordHint} />
        <MakeSelect makes={makes} handedOver={handover?.make} />
        <RangeSlider attribute="price" label="Price" initialStats={initialStats.price} format={(value) => dollarsShort.format(value)} handedOver={handover?.sliders.price} />
        <RangeSlider attribute="km" label="Kilometres" initialStats={initialStats.km} format={kmShort} handedOver={handover?.sliders.km} />
        <ShowMeCars indexName={indexName} site={site} initialCount={initialCount} words={words} />
        <RecentSearches />
      </InstantSearch>
    </InstantSearchSSRProvider>
  )
}
