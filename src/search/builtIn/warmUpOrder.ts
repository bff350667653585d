/** A site as the warm-up sees it: its id, its slug (for the health check) and how many cars it stores. */
export type SiteStock = { siteId: number; slug: string; cars: number }

/**
 * The order an instance builds its sites' indexes in at start: smallest
 * stock first, so most sites are ready within seconds and the few large
 * ones, whose builds take longest, come last. Ties go by site id, so every
 * instance builds in the same order.
 */
export function warmUpOrder(sites: readonly SiteStock[]): SiteStock[] {
  return [...sites].sort((a, b) => a.cars - b.cars || a.siteId - b.siteId)
}
