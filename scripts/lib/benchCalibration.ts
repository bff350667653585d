/**
 * How bench:pages calibrates Lighthouse's CPU slowdown, as Lighthouse's docs
 * say (docs/throttling.md, "Calibrating the CPU slowdown"), and when a run's
 * machine changed too much under it to compare.
 */

/**
 * The CPU slowdown that makes this machine a mid-tier phone. Lighthouse's
 * table puts a high-end desktop at benchmarkIndex 1,500–2,000 (4× to a
 * mid-tier phone) and a low-end desktop at 1,000–1,500 (2×); below that the
 * machine is itself about a phone, and the bench slows it no further (1×).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4
  if (benchmarkIndex >= 1000) return 2
  return 1
}

/** A run whose benchmarkIndex moved more than this between its first and last page measured a machine that changed. */
export const INDEX_DRIFT_LIMIT = 0.2

export type IndexDrift = {
  first: number
  last: number
  min: number
  max: number
  change: number
  reliable: boolean
}

/** How far the benchmarkIndex moved from the first page measured to the last, given each page's in measuring order. */
export function indexDrift(indexes: number[]): IndexDrift {
  const first = indexes[0] ?? Number.NaN
  const last = indexes.at(-1) ?? Number.NaN
  const change = (last - first) / first
  return {
    first,
    last,
    min: Math.min(...indexes),
    max: Math.max(...indexes),
    change,
    reliable: Math.abs(change) <= INDEX_DRIFT_LIMIT,
  }
}
