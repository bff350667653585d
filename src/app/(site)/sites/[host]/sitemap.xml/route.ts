import { contactUsSlug } from '@/domain/locations'
import { currentSite } from '@/sites/currentSite'
import { getSiteLocations } from '@/sites/data/locations'
import { siteOrigin } from '@/sites/siteUrl'

type Context = { params: Promise<{ host: string }> }

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Each dealer site's own sitemap: its pages only, on its own canonical origin. */
export async function GET(_request: Request, { params }: Context) {
  const { host } = await params
  const site = await currentSite(host)
  if (!site) return new Response('Not found', { status: 404 })
  const origin = siteOrigin(site, decodeURIComponent(host))
  const locations = await getSiteLocations(site.id)
  const paths = [
    '/',
    '/locations',
    '/pages/complaint-handling',
    '/special-offers',
    '/models',
    ...locations.map((location) => `/locations/${location.slug}`),
    ...new Set(locations.map((location) => `/contact-us/${contactUsSlug(location.name)}`)),
  ]
  const lastModified = (updatedAt?: string | null) => (updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : '')
  const bySlug = new Map(locations.map((location) => [`/locations/${location.slug}`, location.updatedAt]))
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc>${lastModified(bySlug.get(path))}</url>`),
    '</urlset>',
    '',
  ].join('\n')
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } })
}
