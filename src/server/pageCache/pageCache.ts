import { LRUCache } from 'lru-cache'

import type { StoredHeaders } from './cacheableRequest'

/** A page's HTML compressed once with each encoding a browser may accept. */
export type CompressedBody = { br: Buffer; gzip: Buffer }

/**
 * A rendered page: its status, headers (the policy allowing its scripts by
 * hash), its HTML and the same compressed (a promise until compression, off
 * the event loop, is done), its host, and the slugs of the cars it shows
 * (carsShown).
 */
export type CachedPage = { status: number; headers: StoredHeaders; body: Buffer; compressed: CompressedBody | Promise<CompressedBody>; host: string; cars: ReadonlySet<string> }

export type PageCacheOptions = { maxBytes: number; ttlMs: number }

/**
 * Rendered public pages, per Host and address. Entries live `ttlMs` at most,
 * since pages carry time (whether a location is open now, which sold cars
 * are still listed). A site's entries go at once when its data changes
 * (`expireSite`), those that show a car when only its hold changed
 * (`expireCar`), and every entry when platform data changes (`expireAll`).
 *
 * A render that began before an expiry is not stored: `generation` moves on
 * every expiry, and `store` refuses a page rendered under an older one.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>
  private readonly siteOfHost = new Map<string, number | string>()
  generation = 0

  constructor(options: PageCacheOptions) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      // The HTML, and its two compressed copies at well under a quarter of it together.
      sizeCalculation: (page) => Math.ceil(page.body.length * 1.25) + 512,
      ttl: options.ttlMs,
    })
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key)
  }

  store(key: string, page: CachedPage, renderedUnder: number): boolean {
    if (renderedUnder !== this.generation) return false
    this.pages.set(key, page)
    return true
  }

  /** The site a host belongs to, learnt as pages render, so a site's expiry finds its hosts' pages. */
  noteSiteHost(host: string, siteId: number | string) {
    this.siteOfHost.set(host, siteId)
  }

  expireSite(siteId: number | string) {
    this.generation += 1
    for (const [key, page] of this.pages.entries()) {
      const owner = this.siteOfHost.get(page.host)
      if (owner === undefined || String(owner) === String(siteId)) this.pages.delete(key)
    }
  }

  expireCar(siteId: number | string, carSlug: string) {
    this.generation += 1
    for (const [key, page] of this.pages.entries()) {
      const owner = this.siteOfHost.get(page.host)
      if ((owner === undefined || String(owner) === String(siteId)) && page.cars.has(carSlug)) this.pages.delete(key)
    }
  }

  expireAll() {
    this.generation += 1
    this.pages.clear()
  }

  get size() {
    return this.pages.size
  }
}
