import { blogCategoriesWithPosts, blogCategoryPath, blogPostPath, pagePath } from '@/domain/contentPages'
import { contactUsSlug } from '@/domain/locations'
import { currentSite } from '@/sites/currentSite'
import { getSiteLocations } from '@/sites/data/locations'
import { getSiteModels } from '@/sites/data/models'
import { getSitePageAddresses } from '@/sites/data/pages'
import { getSitePosts } from '@/sites/data/posts'
import { siteOrigin } from '@/sites/siteUrl'

type Context = { params: Promise<{ host: string }> }

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Each dealer site's own sitemap: its pages only, on its own canonical origin. */
export async function GET(_request: Request, { params }: Context) {
  const { host } = await params
  const site = await currentSite(host)
  if (!site) return new Response('Not found', { status: 404 })
  const origin = siteOrigin(site, decodeURIComponent(host))
  const [locations, pages, posts, models] = await Promise.all([getSiteLocations(site.id), getSitePageAddresses(site.id), getSitePosts(site.id), getSiteModels(site.id)])
  const withAccessories = models.filter((model) => (model.accessories ?? []).length > 0)
  const paths = [
    '/',
    '/locations',
    '/contact',
    '/pages/complaint-handling',
    '/special-offers',
    ...(models.length > 0 ? ['/models'] : []),
    ...(withAccessories.length > 0 ? ['/vehicle-parts-and-accessories'] : []),
    ...withAccessories.map((model) => `/${model.slug}/accessories`),
    ...locations.map((location) => `/locations/${location.slug}`),
    ...locations.filter((location) => (location.team ?? []).length > 0).map((location) => `/teams/${location.slug}`),
    ...new Set(locations.map((location) => `/contact-us/${contactUsSlug(location.name)}`)),
    ...pages.map(pagePath),
    ...(posts.length > 0 ? ['/blog', ...blogCategoriesWithPosts(posts).map(blogCategoryPath)] : []),
    ...posts.map(blogPostPath).filter((path): path is string => path !== null),
  ]
  const lastModified = (updatedAt?: string | null) => (updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : '')
  const bySlug = new Map<string, string>([
    ...locations.map((location) => [`/locations/${location.slug}`, location.updatedAt] as const),
    ...pages.map((page) => [pagePath(page), page.updatedAt] as const),
    ...posts.flatMap((post) => {
      const path = blogPostPath(post)
      return path ? [[path, post.updatedAt] as const] : []
    }),
  ])
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc>${lastModified(bySlug.get(path))}</url>`),
    '</urlset>',
    '',
  ].join('\n')
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } })
}
