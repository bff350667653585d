import type { RefinementList, SearchState } from './searchUrl'

/** Filters a shopper rarely means to give up: what they are shopping for and which condition. */
const KEPT_LONGEST = ['car_type', 'item_type'] as const

/** The search with only these filters of the list, or none at all. */
function keeping(list: RefinementList | undefined, attributes: readonly (keyof RefinementList)[]): SearchState {
  const refinementList: RefinementList = Object.fromEntries(attributes.flatMap((attribute) => (list?.[attribute]?.length ? [[attribute, list[attribute]]] : [])))
  return Object.keys(refinementList).length > 0 ? { refinementList } : {}
}

const key = (state: SearchState) => JSON.stringify([state.query ?? '', state.refinementList ?? {}, state.range ?? {}])

/**
 * Searches close to one that found nothing, nearest first, each giving up
 * more of it: the keyword; then every slider (price, km, year); then all but
 * the make and model; then all but the make; then all but the condition
 * (new, used, demo) and kind of vehicle; then everything. The sort is kept and
 * the page dropped; a search equal to one before it, or to the one that found
 * nothing, is left out.
 */
export function broaderSearches(state: SearchState): SearchState[] {
  const list = state.refinementList
  const withoutKeyword: SearchState = { refinementList: list, range: state.range }
  const steps: SearchState[] = [
    withoutKeyword,
    { refinementList: list },
    keeping(list, [...KEPT_LONGEST, 'make', 'model', 'make_model']),
    keeping(list, [...KEPT_LONGEST, 'make']),
    keeping(list, KEPT_LONGEST),
    {},
  ]
  const seen = new Set([key(state)])
  return steps.flatMap((step) => {
    const broader = { ...step, ...(state.sortBy ? { sortBy: state.sortBy } : {}) }
    if (seen.has(key(broader))) return []
    seen.add(key(broader))
    return [broader]
  })
}
