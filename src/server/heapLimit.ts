/**
 * The app server's V8 heap limit (--max-old-space-size), from the stock it
 * will hold in its search indexes. Figures measured by `npm run bench:memory`
 * (BENCHMARKS.md, "Memory").
 */

/** The server's heap with no index: 167 MB measured, the page cache (256 MB at most by default) and room for requests and renders. */
export const BASE_HEAP_MB = 768
/** The built-in engine's index and prepared vehicles per 10 000 cars: 96.5 MB measured, rounded up. */
export const INDEX_HEAP_MB_PER_10K_CARS = 100
/** Room above the live heap, so the collector is not running flat out near the limit. */
export const HEADROOM = 1.25
/** Never below Node's own default on a small machine: small catalogues keep the limit they always had. */
export const MIN_HEAP_MB = 2_048

/** The stock an instance indexes: every site's cars, and the largest site's alone. */
export type IndexedStock = { cars: number; largestSiteCars: number }

/**
 * The heap limit in MB. A site's full rebuild holds its old index while the
 * new one is built, so the largest site counts twice.
 */
export function heapLimitMb({ cars, largestSiteCars }: IndexedStock): number {
  const indexMb = (INDEX_HEAP_MB_PER_10K_CARS * (cars + largestSiteCars)) / 10_000
  return Math.max(MIN_HEAP_MB, Math.ceil((BASE_HEAP_MB + indexMb) * HEADROOM))
}

/** FORECOURT_MAX_OLD_SPACE_MB when set (a whole number of MB), else the limit from the stock; null when neither is known. */
export function serverHeapLimitMb(stock: IndexedStock | null, env: Record<string, string | undefined> = process.env): number | null {
  const override = env.FORECOURT_MAX_OLD_SPACE_MB?.trim()
  if (override) {
    if (!/^[1-9]\d*$/.test(override)) throw new Error(`FORECOURT_MAX_OLD_SPACE_MB must be a whole number of MB (got ${override})`)
    return Number(override)
  }
  return stock ? heapLimitMb(stock) : null
}
