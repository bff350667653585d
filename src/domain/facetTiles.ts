/**
 * Facet tiles with counts and logos above the results: the values with the
 * most cars, as large links into that search. They are a first step into the
 * stock, so they show only while the search has no value of that filter
 * chosen; the filter list beside the results does the rest.
 */

/**
 * Facet tiles (make logos, body types) above the results: how many of the
 * largest counts show. The spec names the tiles but not their number;
 * 8 fill two rows on a phone and one on a desktop.
 */
export const FACET_TILES_SHOWN = 8

export type FacetTile = { value: string; count: number }

export function facetTiles(counts: Readonly<Record<string, number>>, chosen: readonly string[], limit: number = FACET_TILES_SHOWN): FacetTile[] {
  if (chosen.length > 0) return []
  return Object.entries(counts)
    .filter(([value, count]) => value.trim() !== '' && count > 0)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'en-AU'))
    .slice(0, limit)
    .map(([value, count]) => ({ value, count }))
}
