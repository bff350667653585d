/** Where the bench's baseline page answers on every dealer host: `/_baseline`. */
export const BASELINE_PATH = '/_baseline'

/**
 * Pages for developers and the benches, never for shoppers: on in development,
 * or when FORECOURT_DEV_PAGES=1 (bench:pages and the screenshots set it on the
 * production build they start).
 */
export function devPagesOn(): boolean {
  return process.env.NODE_ENV === 'development' || process.env.FORECOURT_DEV_PAGES === '1'
}
