/** Where the bench's baseline page answers on every dealer host (src/app/(site)/%5Fbaseline). */
export const BASELINE_PATH = '/_baseline'
