/**
 * The car page's key-information grid and feature list.
 *
 * - A row whose value is missing, blank, null or the text 'null' (any case,
 *   as feeds write it) is hidden rather than shown empty.
 * - A price row shows only a price above $10, as dollars.
 * - The grid shows its first 4 rows, then Show More / Show Less; the feature
 *   list its first 8, then Show All / Hide. The toggle shows only when there
 *   is more to show.
 */

import { dollars } from './money'
import { isShownPrice } from './priceDisplay'

/** Car page lists: key-information rows before Show More, features before Show All. */
const KEY_INFORMATION_ROWS_SHOWN = 4
const FEATURES_SHOWN = 8

export type SpecRow = { label: string; value: string | number | null | undefined; isPrice?: boolean }
export type ShownRow = { label: string; value: string }
export type ShortList<T> = { shown: T[]; toggle: string | null }

const TOGGLES = {
  keyInformation: { more: 'Show More', less: 'Show Less' },
  features: { more: 'Show All', less: 'Hide' },
} as const

/** The text a value shows as, or null when there is nothing to show. */
export function specValue(value: string | number | null | undefined): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  const text = value?.trim() ?? ''
  return text === '' || text.toLowerCase() === 'null' ? null : text
}

export function visibleSpecRows(rows: readonly SpecRow[]): ShownRow[] {
  return rows.flatMap((row) => {
    const value = row.isPrice ? (typeof row.value === 'number' && isShownPrice(row.value) ? dollars(row.value) : null) : specValue(row.value)
    return value === null ? [] : [{ label: row.label, value }]
  })
}

export function keyInformation(rows: readonly SpecRow[], expanded: boolean): ShortList<ShownRow> {
  return shortList(visibleSpecRows(rows), KEY_INFORMATION_ROWS_SHOWN, expanded, TOGGLES.keyInformation)
}

export function featureList(features: readonly (string | null | undefined)[], expanded: boolean): ShortList<string> {
  const shown = features.flatMap((feature) => specValue(feature) ?? [])
  return shortList(shown, FEATURES_SHOWN, expanded, TOGGLES.features)
}

function shortList<T>(items: T[], limit: number, expanded: boolean, toggle: { more: string; less: string }): ShortList<T> {
  if (items.length <= limit) return { shown: items, toggle: null }
  return expanded ? { shown: items, toggle: toggle.less } : { shown: items.slice(0, limit), toggle: toggle.more }
}
