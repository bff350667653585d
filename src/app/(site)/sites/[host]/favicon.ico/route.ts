import { currentSite } from '@/sites/currentSite'
import { siteIconResponse } from '@/sites/favicon'

type Context = { params: Promise<{ host: string }> }

/** Each dealer site's own /favicon.ico, from its logo; browsers ask for it on every site. */
export async function GET(request: Request, { params }: Context) {
  const site = await currentSite((await params).host)
  if (!site) return new Response('Not found', { status: 404 })
  return siteIconResponse(request, site, 'favicon', 'image/x-icon')
}
