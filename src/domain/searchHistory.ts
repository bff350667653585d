/**
 * The shopper's recent searches: at most 5, newest first,
 * each search once (running a search again moves it to the top).
 */

import { dollars } from './money'
import type { SearchState } from './searchUrl'
import { facetValueLabel } from './stockLabels'

/** Searches the history keeps. */
const SEARCH_HISTORY_LIMIT = 5

export type SearchHistoryEntry = { href: string; label: string }

export function rememberSearch(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return [entry, ...history.filter((earlier) => earlier.href !== entry.href)].slice(0, SEARCH_HISTORY_LIMIT)
}

/**
 * How a search reads in the shopper's history: its filters in words, e.g.
 * 'Toyota HiLux, Used, $20,000 – $50,000, "sr5"'. Model values are
 * 'Make|Model' pairs and read as the pair; other values read as their labels.
 */
export function searchHistoryLabel(state: SearchState): string {
  const parts: string[] = []
  const list = state.refinementList ?? {}
  const models = (list.make_model ?? []).map((pair) => pair.split('|').join(' '))
  const modelMakes = new Set((list.make_model ?? []).map((pair) => pair.split('|')[0]))
  parts.push(...(list.make ?? []).filter((make) => !modelMakes.has(make)), ...models)
  for (const [attribute, values] of Object.entries(list)) {
    if (attribute !== 'make' && attribute !== 'make_model') parts.push(...(values ?? []).map((value) => facetValueLabel(attribute, value)))
  }
  const price = state.range?.price
  if (price) parts.push(`${price.min !== undefined ? dollars(price.min) : '$0'} – ${price.max !== undefined ? dollars(price.max) : 'any price'}`)
  const km = state.range?.km
  if (km?.max !== undefined) parts.push(`up to ${km.max.toLocaleString('en-AU')} km`)
  if (state.query?.trim()) parts.push(`"${state.query.trim()}"`)
  return parts.length > 0 ? parts.join(', ') : 'All cars'
}
