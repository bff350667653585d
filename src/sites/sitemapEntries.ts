import type { Pool } from 'pg'

import { blogCategoriesWithPosts, blogCategoryPath, blogPostPath, pagePath } from '@/domain/contentPages'
import { LEGAL_PAGE_PATHS } from '@/domain/legalPages'
import { contactUsSlug } from '@/domain/locations'
import type { SitemapEntry } from '@/domain/sitemaps'
import type { SiteScope } from '@/search/engine'
import { searchEngine } from '@/search/searchEngine'

import type { CurrentSite } from './currentSite'
import { getSiteLocations } from './data/locations'
import { getSiteModels } from './data/models'
import { getSitePageAddresses } from './data/pages'
import { getSitePosts } from './data/posts'
import { sitePayload } from './sitePayload'

/** The site's pages (everything but cars), with the last change of those the admin edits. */
export async function pageSitemapEntries(site: CurrentSite): Promise<SitemapEntry[]> {
  const [locations, pages, posts, models] = await Promise.all([getSiteLocations(site.id), getSitePageAddresses(site.id), getSitePosts(site.id), getSiteModels(site.id)])
  const withAccessories = models.filter((model) => (model.accessories ?? []).length > 0)
  const paths = [
    '/',
    '/locations',
    '/contact',
    '/pages/complaint-handling',
    '/special-offers',
    '/search/new-used-and-demo-cars',
    '/book-test-drive',
    // The platform's legal pages, unless the dealer's own pages below take the address.
    ...Object.values(LEGAL_PAGE_PATHS).filter((path) => !pages.some((page) => pagePath(page) === path)),
    ...(models.length > 0 ? ['/models'] : []),
    ...(withAccessories.length > 0 ? ['/vehicle-parts-and-accessories'] : []),
    ...withAccessories.map((model) => `/${model.slug}/accessories`),
    ...locations.map((location) => `/locations/${location.slug}`),
    ...locations.filter((location) => (location.team ?? []).length > 0).map((location) => `/teams/${location.slug}`),
    ...new Set(locations.map((location) => `/contact-us/${contactUsSlug(location.name)}`)),
    // The home page's layout is a page too; '/' is listed above.
    ...pages.filter((page) => page.placement !== 'home').map(pagePath),
    ...(posts.length > 0 ? ['/blog', ...blogCategoriesWithPosts(posts).map(blogCategoryPath)] : []),
    ...posts.map(blogPostPath).filter((path): path is string => path !== null),
  ]
  const changed = new Map<string, string>([
    ...locations.map((location) => [`/locations/${location.slug}`, location.updatedAt] as const),
    ...pages.map((page) => [pagePath(page), page.updatedAt] as const),
    ...posts.flatMap((post) => {
      const path = blogPostPath(post)
      return path ? [[path, post.updatedAt] as const] : []
    }),
  ])
  return paths.map((path) => ({ path, lastModified: changed.get(path) ?? null }))
}

/**
 * The site's listed cars (the search engine decides which, as for the car
 * pages), by slug, each with the time its stored record last changed.
 */
export async function carSitemapEntries(scope: SiteScope): Promise<SitemapEntry[]> {
  const payload = await sitePayload()
  const [slugs, { rows }] = await Promise.all([
    searchEngine(payload).listedSlugs(scope),
    (payload.db as unknown as { pool: Pool }).pool.query<{ slug: string; updated_at: Date }>('SELECT slug, updated_at FROM stock_vehicles WHERE site_id = $1', [scope.siteId]),
  ])
  const changed = new Map(rows.map((row) => [row.slug, row.updated_at.toISOString()]))
  return slugs.sort().map((slug) => ({ path: `/cars/${slug}`, lastModified: changed.get(slug) ?? null }))
}
