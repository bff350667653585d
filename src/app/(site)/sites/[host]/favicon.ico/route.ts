import { currentSite } from '@/sites/currentSite'
import { siteFavicon } from '@/sites/favicon'

type Context = { params: Promise<{ host: string }> }

/** Each dealer site's own /favicon.ico, from its logo; browsers ask for it on every site. */
export async function GET(_request: Request, { params }: Context) {
  const site = await currentSite((await params).host)
  if (!site) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(await siteFavicon(site)), { headers: { 'content-type': 'image/x-icon', 'cache-control': 'public, max-age=86400' } })
}
