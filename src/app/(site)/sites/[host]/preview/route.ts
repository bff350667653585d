import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { blogPostPath, pagePath, type PagePlacement } from '@/domain/contentPages'
import { offerPath } from '@/domain/offers'
import { sameSitePath } from '@/domain/sameSitePath'
import { PREVIEW_OFFERS_LIST_PARAM } from '@/domain/livePreview'
import { livePreviewTicket, previewCookie } from '@/preview/previewAccess'
import { PREVIEW_COOKIE, readPreviewTicket } from '@/preview/previewToken'
import { requestIsSecure } from '@/server/transportSecurity'
import { currentSite } from '@/sites/currentSite'
import { getSiteDealerships } from '@/sites/data/dealerships'
import type { Offer } from '@/payload-types'
import { sellsSingleManufacturer } from '@/sites/offerView'
import { sitePayload } from '@/sites/sitePayload'

type Context = { params: Promise<{ host: string }> }

function refuse(message: string, status: number) {
  return new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

/**
 * /preview?token=… on a dealer host: the admin's "Preview" button lands here.
 * A valid ticket for a document of this very site, issued to staff who may
 * still see the site, turns on draft mode for this browser on this host,
 * keeps the ticket in a host-only cookie (drafts show only while it stays
 * valid for this site) and opens the document's public page (for an offer
 * with ?list=1, the offers page, where the draft shows among the others).
 */
export async function GET(request: NextRequest, { params }: Context) {
  const site = await currentSite((await params).host)
  if (!site) return refuse('No dealer site answers on this address.', 404)
  const payload = await sitePayload()
  const now = new Date()
  const token = request.nextUrl.searchParams.get('token')
  const ticket = readPreviewTicket(token, payload.secret, now)
  if (!ticket) return refuse('This preview link is invalid or has expired. Open the preview again from the admin.', 403)
  if (ticket.siteId !== site.id) return refuse('This preview link belongs to another dealer site.', 403)
  if (!(await livePreviewTicket(payload, token, site.id, now))) return refuse('Whoever opened this preview may no longer edit this dealer site.', 403)

  const doc = await payload.findByID({ collection: ticket.collection, id: ticket.id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
  const tenant = doc && typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.id : doc?.tenant
  if (!doc || tenant !== site.id) return refuse('The document to preview no longer exists.', 404)

  let path: string | null
  if (ticket.collection === 'offers' && request.nextUrl.searchParams.has(PREVIEW_OFFERS_LIST_PARAM)) {
    path = '/special-offers'
  } else if (ticket.collection === 'offers') {
    path = offerPath({ id: doc.id, manufacturer: (doc as Offer).manufacturer }, { singleManufacturer: sellsSingleManufacturer(await getSiteDealerships(site.id)) })
  } else if (ticket.collection === 'posts') {
    path = blogPostPath(doc as { slug: string; category: string })
  } else {
    path = pagePath(doc as { slug: string; placement: PagePlacement })
  }
  if (!path) return refuse('This document has no public page yet: give it an address (slug) first.', 422)

  ;(await draftMode()).enable()
  // A relative Location keeps the shopper-facing host, whatever address the proxy rewrote this request to.
  const response = new NextResponse(null, { status: 307, headers: { location: sameSitePath(path), 'cache-control': 'no-store' } })
  response.headers.append('set-cookie', previewCookie(PREVIEW_COOKIE, token!, ticket, requestIsSecure(request), now))
  return response
}
