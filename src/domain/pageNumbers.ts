/** A gap between shown page numbers, drawn as an ellipsis. */
export const PAGE_GAP = 'gap' as const

/**
 * The page numbers a results list links to: always the first and last, the
 * current one with a neighbour either side, and a gap for each run left out
 * (a run of one is shown rather than hidden behind a gap). For 20 pages on
 * page 7: 1 … 6 7 8 … 20.
 */
export function pageNumbers(current: number, total: number): Array<number | typeof PAGE_GAP> {
  if (total < 1) return []
  const page = Math.min(Math.max(1, Math.trunc(current)), total)
  const shown = new Set([1, total, page - 1, page, page + 1].filter((n) => n >= 1 && n <= total))
  // Fill gaps of a single page: "1 2 3" reads better than "1 … 3".
  for (const n of [...shown]) {
    if (!shown.has(n + 1) && shown.has(n + 2)) shown.add(n + 1)
  }
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [PAGE_GAP, n] : [n]))
}
