import { carsSitemapNumber, carsSitemapPart } from '@/domain/sitemaps'
import { pageSearchScope } from '@/sites/pageSearch'
import { currentSite } from '@/sites/currentSite'
import { carSitemapEntries, pageSitemapEntries } from '@/sites/sitemapEntries'
import { urlSetResponse } from '@/sites/sitemapXml'
import { siteOrigin } from '@/sites/siteUrl'

type Context = { params: Promise<{ host: string; file: string }> }

const notFound = () => new Response('Not found', { status: 404 })

/** /sitemaps/pages.xml and /sitemaps/cars-{n}.xml, the files /sitemap.xml lists. */
export async function GET(_request: Request, { params }: Context) {
  const { host, file } = await params
  const site = await currentSite(host)
  const scope = site ? await pageSearchScope() : null
  if (!site || !scope) return notFound()
  const origin = siteOrigin(site, decodeURIComponent(host))
  if (file === 'pages.xml') return urlSetResponse(origin, await pageSitemapEntries(site))
  const number = carsSitemapNumber(file)
  const cars = number === null ? null : carsSitemapPart(await carSitemapEntries(scope), number)
  return cars ? urlSetResponse(origin, cars) : notFound()
}
