import { iconDocument } from '@/components/ui/iconDocument'

type Context = { params: Promise<{ file: string }> }

/**
 * One icon as its own SVG file (`/icons/odometer.svg`), the same on every
 * site, for CSS to draw (Icon, iconBefore). Its address carries the drawings'
 * version (iconFile), so a browser and a CDN keep it a year.
 */
export async function GET(_request: Request, { params }: Context) {
  const name = /^([\w-]+)\.svg$/.exec((await params).file)?.[1]
  const document = name ? iconDocument(name) : null
  if (!document) return new Response('No such icon', { status: 404 })
  return new Response(document, { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' } })
}
