'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { DualRangeSlider } from '@/components/ui/DualRangeSlider'
import { moveSliderHandle, rangeSliderLimits, sliderValue, type SliderHandle, type SliderValue } from '@/domain/rangeSlider'
import { searchUrl } from '@/domain/searchUrl'
import { showMeCarsLabel } from '@/domain/showMeCars'

import type { FilterPanel as LiveFilterPanel, FilterPanelProps, PanelHandover, SliderAttribute } from './FilterPanel'
import { dollarsShort, KEYWORD_FIELD_ID, KeywordField, kmShort, MakeSelectField, RecentSearches, ShowMeCarsLink } from './FilterPanelFields'
import { SearchFallbackForm } from './SearchFallbackForm'
import styles from './SearchPage.module.css'

const SLIDERS: { attribute: SliderAttribute; label: string; format: (value: number) => string }[] = [
  { attribute: 'price', label: 'Price', format: (value) => dollarsShort.format(value) },
  { attribute: 'km', label: 'Kilometres', format: kmShort },
]

/** The focused field, as a selector that finds its twin in the live panel. */
function focusedField(panel: HTMLElement | null): string | null {
  const active = document.activeElement
  if (!panel || !(active instanceof HTMLElement) || !panel.contains(active)) return null
  if (active.id) return `#${active.id}`
  const slider = active.closest<HTMLElement>('[data-slider]')?.dataset.slider
  return slider && active.dataset.handle ? `[data-slider="${slider}"] [data-handle="${active.dataset.handle}"]` : null
}

/**
 * The search page's filter panel, drawn at once from the page's own figures
 * and made live only when the shopper reaches for it (a pointer over it, a
 * touch, or keyboard focus). react-instantsearch is most of the search page's
 * JavaScript: loading it on first use keeps it off the page's first load,
 * where it delayed the first car photo and blocked the main thread.
 *
 * Whatever the shopper typed or slid in the meantime, and the field they were
 * in, is handed to the live panel, which applies it as if it had been there
 * all along.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { state, site, initialStats, initialCount, words, makes, fallback, children } = props
  const [live, setLive] = useState<{ Panel: typeof LiveFilterPanel; handover: PanelHandover; refocus: string | null } | null>(null)
  const [query, setQuery] = useState<string | undefined>(undefined)
  const [make, setMake] = useState<string | undefined>(undefined)
  const [moved, setMoved] = useState<PanelHandover['sliders']>({})
  const panel = useRef<HTMLElement>(null)
  const waking = useRef(false)
  // What the shopper has done so far, read when the live panel arrives rather than when loading began.
  const handover = useRef<PanelHandover>({ sliders: {} })
  // Loads the live panel once. Every field's change calls it too: a select can change without a focus event (assistive technology, automation).
  const wake = useCallback(() => {
    if (waking.current) return
    waking.current = true
    void import('./FilterPanel').then(({ FilterPanel: Panel }) => setLive({ Panel, handover: handover.current, refocus: focusedField(panel.current) }))
  }, [])
  const type = useCallback(
    (text: string) => {
      handover.current = { ...handover.current, query: text }
      setQuery(text)
      wake()
    },
    [wake],
  )
  const choose = (chosen: string) => {
    handover.current = { ...handover.current, make: chosen }
    setMake(chosen)
    wake()
  }

  // A shopper can reach the panel before the page has come alive (a slow phone): once it has, what they typed, or the focus, wakes it.
  const arrived = useRef(false)
  useEffect(() => {
    if (arrived.current) return
    arrived.current = true
    const keyword = panel.current?.querySelector<HTMLInputElement>(`#${KEYWORD_FIELD_ID}`)
    if (keyword && keyword.value !== (state.query ?? '')) type(keyword.value)
    else if (panel.current?.contains(document.activeElement)) wake()
  }, [state.query, type, wake])

  useEffect(() => {
    if (!live?.refocus) return
    const field = document.querySelector<HTMLInputElement>(live.refocus)
    field?.focus()
    if (field?.type === 'search') field.setSelectionRange(field.value.length, field.value.length)
  }, [live])

  const slide = (attribute: SliderAttribute, limits: ReturnType<typeof rangeSliderLimits>, value: SliderValue) => (handle: SliderHandle, to: number) => {
    const next = moveSliderHandle(value, handle, to, limits)
    if (next.ignored) console.warn(next.ignored)
    handover.current = { ...handover.current, sliders: { ...handover.current.sliders, [attribute]: next.value } }
    setMoved(handover.current.sliders)
    wake()
  }
  // The filter lists (children) sit after the fields in the same box: 'Show Me N cars' can follow them in the phone's drawer, and they are not drawn again when the live fields arrive.
  return (
    <>
      <section ref={panel} className={`filter-panel ${styles.panel}`} aria-label="Refine this search" onPointerEnter={wake} onTouchStart={wake} onFocus={wake}>
        <noscript>
          <SearchFallbackForm {...fallback} />
        </noscript>
        {live ? (
          <live.Panel {...props} handover={live.handover} />
        ) : (
          <>
            <KeywordField value={query ?? state.query ?? ''} hint={fallback.keywordHint} onChange={type} />
            <MakeSelectField makes={makes} chosen={make !== undefined ? (make ? [make] : []) : (state.refinementList?.make ?? [])} onChange={choose} />
            {SLIDERS.map(({ attribute, label, format }) => {
              const limits = rangeSliderLimits(initialStats[attribute])
              const value = moved[attribute] ?? sliderValue(state.range?.[attribute], limits)
              return <DualRangeSlider className="panel-field" key={attribute} name={attribute} label={label} limits={limits} value={value} format={format} onMove={slide(attribute, limits, value)} />
            })}
            <ShowMeCarsLink href={searchUrl({ ...state, page: undefined }, site)} label={showMeCarsLabel(initialCount, { facetSum: () => initialCount, stockCountOverride: null }, words)} />
            <RecentSearches />
          </>
        )}
        {children}
      </section>
    </>
  )
}
