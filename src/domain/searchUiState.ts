/**
 * InstantSearch's ui state for one index, and our search state (searchUrl.ts),
 * which differ only in ranges ("min:max" text there, numbers here) and in
 * where the index name lives. The filter panel (react-instantsearch) starts
 * from the address's state and hands its state back to be written as one.
 */

import { BASE_INDEX_NAME } from './searchAttributes'
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES, type NumberRange, type Ranges, type RefinementList, type SearchState } from './searchUrl'

export type IndexUiState = {
  query?: string
  refinementList?: Record<string, string[]>
  range?: Record<string, string>
  sortBy?: string
  page?: number
}

const rangeText = (range: NumberRange) => `${range.min ?? ''}:${range.max ?? ''}`

function rangeOfText(text: string | undefined): NumberRange | null {
  if (!text) return null
  const [low = '', high = ''] = text.split(':')
  const range: NumberRange = {}
  if (low.trim() !== '' && Number.isFinite(Number(low))) range.min = Number(low)
  if (high.trim() !== '' && Number.isFinite(Number(high))) range.max = Number(high)
  return range.min === undefined && range.max === undefined ? null : range
}

export function uiStateOfSearch(state: SearchState): IndexUiState {
  const ui: IndexUiState = {}
  if (state.query) ui.query = state.query
  const refinementList = Object.fromEntries(Object.entries(state.refinementList ?? {}).filter(([, values]) => values && values.length > 0).map(([attribute, values]) => [attribute, [...values!]]))
  if (Object.keys(refinementList).length > 0) ui.refinementList = refinementList
  const range = Object.fromEntries(Object.entries(state.range ?? {}).filter(([, value]) => value).map(([attribute, value]) => [attribute, rangeText(value!)]))
  if (Object.keys(range).length > 0) ui.range = range
  if (state.sortBy && state.sortBy !== BASE_INDEX_NAME) ui.sortBy = state.sortBy
  if (state.page && state.page > 1) ui.page = state.page
  return ui
}

/** Our state from the panel's; attributes we do not write in addresses are left out. */
export function searchOfUiState(ui: IndexUiState): SearchState {
  const refinementList: RefinementList = {}
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    const values = ui.refinementList?.[attribute]
    if (values && values.length > 0) refinementList[attribute] = values
  }
  const range: Ranges = {}
  for (const attribute of RANGE_ATTRIBUTES) {
    const value = rangeOfText(ui.range?.[attribute])
    if (value) range[attribute] = value
  }
  const state: SearchState = {}
  if (ui.query?.trim()) state.query = ui.query
  if (Object.keys(refinementList).length > 0) state.refinementList = refinementList
  if (Object.keys(range).length > 0) state.range = range
  if (ui.sortBy && ui.sortBy !== BASE_INDEX_NAME) state.sortBy = ui.sortBy
  if (ui.page && ui.page > 1) state.page = ui.page
  return state
}
