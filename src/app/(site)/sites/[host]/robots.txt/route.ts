import { currentSite } from '@/sites/currentSite'
import { siteOrigin } from '@/sites/siteUrl'

type Context = { params: Promise<{ host: string }> }

/** Each dealer site's own robots.txt, pointing at its own sitemap. */
export async function GET(_request: Request, { params }: Context) {
  const { host } = await params
  const site = await currentSite(host)
  if (!site) return new Response('Not found', { status: 404 })
  const origin = siteOrigin(site, decodeURIComponent(host))
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /review-feedback', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
