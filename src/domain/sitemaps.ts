/**
 * A site's sitemaps: an index at /sitemap.xml pointing at one file of pages
 * and as many files of cars as the stock needs, each within the protocol's
 * 50,000 URLs, each with the latest change of what it lists as its lastmod.
 */

/** The sitemaps protocol's limit on URLs in one sitemap file (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000

export type SitemapEntry = { path: string; lastModified: string | null }

export const PAGES_SITEMAP = '/sitemaps/pages.xml'
export const carsSitemap = (number: number) => `/sitemaps/cars-${number}.xml`

/** The cars in sitemap file `number` (from 1), or null when there is no such file; an empty stock still has file 1. */
export function carsSitemapPart<T>(cars: readonly T[], number: number, perFile = SITEMAP_MAX_URLS): T[] | null {
  if (!Number.isInteger(number) || number < 1 || number > carsSitemapCount(cars.length, perFile)) return null
  return cars.slice((number - 1) * perFile, number * perFile)
}

export function carsSitemapCount(cars: number, perFile = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(cars / perFile))
}

/** The newest of the dates (ISO 8601 strings compare as dates when in one zone, as ours are: UTC). */
export function latest(dates: readonly (string | null)[]): string | null {
  return dates.reduce<string | null>((newest, date) => (date && (!newest || date > newest) ? date : newest), null)
}

/** Which file of cars a sitemap address names: "cars-3.xml" → 3. */
export function carsSitemapNumber(file: string): number | null {
  const match = /^cars-(\d{1,6})\.xml$/.exec(file)
  return match ? Number(match[1]) : null
}
