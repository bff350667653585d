/**
 * How the app reaches the page cache of the server it runs in. The server
 * (scripts/serve.ts) and the app's own bundles load separate copies of our
 * modules, so the cache is found through a global symbol. Under `next dev`,
 * in scripts and in tests through the Local API there is none, and these
 * calls do nothing.
 */
type PageCacheHandle = {
  expireSite(siteId: number | string): void
  expireCar(siteId: number | string, carSlug: string): void
  expireAll(): void
  noteSiteHost(host: string, siteId: number | string): void
}

const HANDLE = Symbol.for('forecourt.pageCache')

function handle(): PageCacheHandle | undefined {
  return (globalThis as { [HANDLE]?: PageCacheHandle })[HANDLE]
}

export function installPageCache(cache: PageCacheHandle) {
  ;(globalThis as { [HANDLE]?: PageCacheHandle })[HANDLE] = cache
}

/** Drops the cached pages of these sites ('all' for platform data every site shows). */
export function expireCachedPages(sites: (number | string)[] | 'all') {
  const cache = handle()
  if (!cache) return
  if (sites === 'all') cache.expireAll()
  else for (const site of sites) cache.expireSite(site)
}

/** Drops the site's cached pages that show this car (its own page, and the lists that link to it). */
export function expireCarPages(siteId: number | string, carSlug: string) {
  handle()?.expireCar(siteId, carSlug)
}

/** Tells the cache which site a normalised host belongs to (called as a page renders). */
export function noteSiteHost(host: string, siteId: number | string) {
  handle()?.noteSiteHost(host, siteId)
}
