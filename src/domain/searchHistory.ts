/**
 * The shopper's recent searches (shopper-journey §9): at most 5, newest first,
 * each search once (running a search again moves it to the top).
 */

import { SEARCH_HISTORY_LIMIT } from './constants'

export type SearchHistoryEntry = { href: string; label: string }

export function rememberSearch(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return [entry, ...history.filter((earlier) => earlier.href !== entry.href)].slice(0, SEARCH_HISTORY_LIMIT)
}
