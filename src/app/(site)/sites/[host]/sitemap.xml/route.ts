import { carsSitemap, carsSitemapCount, carsSitemapPart, latest, PAGES_SITEMAP } from '@/domain/sitemaps'
import { pageSearchScope } from '@/sites/pageSearch'
import { currentSite } from '@/sites/currentSite'
import { carSitemapEntries, pageSitemapEntries } from '@/sites/sitemapEntries'
import { sitemapIndexResponse } from '@/sites/sitemapXml'
import { siteOrigin } from '@/sites/siteUrl'

type Context = { params: Promise<{ host: string }> }

/** Each dealer site's sitemap index: its pages, and its cars in files of at most 50,000, on its own canonical origin. */
export async function GET(_request: Request, { params }: Context) {
  const { host } = await params
  const site = await currentSite(host)
  const scope = site ? await pageSearchScope() : null
  if (!site || !scope) return new Response('Not found', { status: 404 })
  const [pages, cars] = await Promise.all([pageSitemapEntries(site), carSitemapEntries(scope)])
  const carFiles = Array.from({ length: carsSitemapCount(cars.length) }, (_, at) => ({
    path: carsSitemap(at + 1),
    lastModified: latest((carsSitemapPart(cars, at + 1) ?? []).map((car) => car.lastModified)),
  }))
  return sitemapIndexResponse(siteOrigin(site, decodeURIComponent(host)), [{ path: PAGES_SITEMAP, lastModified: latest(pages.map((page) => page.lastModified)) }, ...carFiles])
}
