import { currentSite } from '@/sites/currentSite'
import { siteIconResponse } from '@/sites/favicon'

type Context = { params: Promise<{ host: string }> }

/** Each dealer site's home-screen icon, from its logo: what a phone shows for a site saved to its home screen. */
export async function GET(request: Request, { params }: Context) {
  const site = await currentSite((await params).host)
  if (!site) return new Response('Not found', { status: 404 })
  return siteIconResponse(request, site, 'touch', 'image/png')
}
