import { NextResponse, type NextRequest } from 'next/server'

import { normaliseHost } from '@/domain/host'
import { urlProblem } from '@/domain/requestText'
import { LIVE_PREVIEW_PARAM } from '@/domain/livePreview'
import { STOCK_MEDIA_PATH } from '@/domain/stockPhotos'
import { payloadSigningSecret, readPreviewTicket } from '@/preview/previewToken'
import { contentSecurityPolicy, livePreviewFrameAncestors, newScriptNonce } from '@/server/contentSecurityPolicy'
import { siteEdgeRules } from '@/server/siteEdgeRules'
import { redirectFor } from '@/domain/redirects'
import { BASELINE_PATH } from '@/server/baselinePage'
import { platformHosts } from '@/access/platformHosts'
import { isSiteApiPath } from '@/sites/siteApiRoutes'

/** The public route tree every dealer host is rewritten into. */
const SITE_TREE = '/sites'
const CAR_PDF_PATH = /^\/cars\/([^/]+)\.pdf$/

function refusal(status: 400 | 404, message: string, json: boolean) {
  return json
    ? NextResponse.json({ error: message }, { status })
    : new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

function notFound(json: boolean) {
  return refusal(404, 'Not found', json)
}

/**
 * Who may frame this page: for the admin's live preview only, when the
 * request's ticket is one this platform signed for a page and has not
 * expired, the platform's hosts (`livePreviewFrameAncestors`); else no one.
 * The page itself checks the rest (this site, an editor who may still edit
 * it) before it shows a draft.
 */
function frameAncestors(request: NextRequest, host: string): string[] {
  const token = request.nextUrl.searchParams.get(LIVE_PREVIEW_PARAM)
  if (!token) return []
  const ticket = readPreviewTicket(token, payloadSigningSecret(process.env.PAYLOAD_SECRET), new Date())
  return ticket?.collection === 'pages' ? livePreviewFrameAncestors(host, platformHosts) : []
}

/**
 * next.config.ts leaves X-Frame-Options off requests that ask to be framed
 * (`?livePreview=`): it cannot check their ticket. Here the answer gets DENY
 * unless its own policy names who may frame it.
 */
export async function proxy(request: NextRequest) {
  const response = await route(request)
  const framers = /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.trim()
  if (request.nextUrl.searchParams.has(LIVE_PREVIEW_PARAM) && (!framers || framers === "'none'")) response.headers.set('x-frame-options', 'DENY')
  return response
}

/**
 * Routes each request by its Host header: the platform host serves the admin
 * and the Payload API; any other host is a dealer site, rewritten to
 * /sites/{host}/... This is routing, not security: the site layout checks the
 * Host header again, and every query is scoped to the site it finds.
 */
async function route(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  // No route of any host takes control characters or broken %-escapes: refused here, before a page or API hands them to the database.
  const malformed = urlProblem(pathname, search)
  if (malformed) return refusal(400, malformed, pathname.startsWith('/api/'))
  // Stock photos are the same on every host (src/app/(site)/stock-media). next/image's optimiser fetches them
  // from inside the server with no Host header, so they pass before the host is checked.
  if (pathname.startsWith(`${STOCK_MEDIA_PATH}/`)) return NextResponse.next()
  const host = normaliseHost(request.headers.get('host'))
  if (!host) return new NextResponse('Bad Host header', { status: 400 })

  if (platformHosts.includes(host)) {
    if (pathname === '/') return NextResponse.redirect(new URL('/admin', request.url))
    if (pathname === SITE_TREE || pathname.startsWith(`${SITE_TREE}/`)) return notFound(false)
    return NextResponse.next()
  }

  if (pathname.startsWith('/api/') || pathname === '/api') {
    return isSiteApiPath(pathname) ? NextResponse.next() : notFound(true)
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return notFound(false)

  const rules = await siteEdgeRules(host, platformHosts)
  // A path of the dealer's old website answers 301 to its new address before any page of this one is tried.
  const moved = request.method === 'GET' || request.method === 'HEAD' ? redirectFor(rules.redirects, pathname, search) : null
  if (moved) return NextResponse.redirect(new URL(moved, request.url), 301)
  const nonce = newScriptNonce()
  const policy = contentSecurityPolicy(nonce, {
    development: process.env.NODE_ENV === 'development',
    frameAncestors: frameAncestors(request, host),
    tags: rules.tagSources,
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('content-security-policy', policy)

  const url = request.nextUrl.clone()
  // A car's PDF is /cars/{slug}.pdf to shoppers; the app router cannot name a segment "{slug}.pdf", so it lives at /cars/{slug}/pdf.
  const sitePath = pathname === '/' ? '' : pathname.replace(CAR_PDF_PATH, '/cars/$1/pdf')
  // The bench's baseline page stands outside the site tree, so no site layout (and none of its client components) wraps it.
  url.pathname = pathname === BASELINE_PATH ? BASELINE_PATH : `${SITE_TREE}/${encodeURIComponent(host)}${sitePath}`
  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
}
