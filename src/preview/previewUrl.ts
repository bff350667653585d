import type { PayloadRequest } from 'payload'

import { pagePath, type PagePlacement } from '@/domain/contentPages'
import { siteOrigin } from '@/domain/host'

import { LIVE_PREVIEW_ADMIN_PARAM, LIVE_PREVIEW_PARAM, LIVE_PREVIEW_TICKET_STEP_MS } from '@/domain/livePreview'
import { PREVIEW_TICKET_LIFETIME_MS, signPreviewTicket, type PreviewCollection } from './previewToken'

type Ticketed = { origin: string; token: string; adminOrigin: string }

/**
 * The dealer's own host for a document (so the page renders with that site's
 * header, theme and data) and a signed ticket for it. Staff working on a
 * local admin preview on {slug}.localhost at the same port.
 */
async function ticketFor(collection: PreviewCollection, doc: { id?: number | string; tenant?: unknown }, req: PayloadRequest, expires = Date.now() + PREVIEW_TICKET_LIFETIME_MS): Promise<Ticketed | null> {
  const tenant = doc.tenant
  const siteId = typeof tenant === 'object' && tenant !== null && 'id' in tenant ? Number((tenant as { id: unknown }).id) : Number(tenant)
  if (!doc.id || !Number.isSafeInteger(siteId) || req.user?.collection !== 'users') return null
  const site = await req.payload.findByID({ collection: 'tenants', id: siteId, depth: 0, overrideAccess: false, req, disableErrors: true })
  if (!site) return null
  const adminHostHeader = req.headers.get('host') ?? 'localhost'
  const origin = siteOrigin(site, adminHostHeader)
  // A local origin means a local admin too: both on plain http.
  const local = origin.startsWith('http://')
  const token = signPreviewTicket(
    { collection, id: Number(doc.id), siteId, userId: Number(req.user.id), expires },
    req.payload.secret,
  )
  return { origin, token, adminOrigin: `${local ? 'http' : 'https'}://${adminHostHeader.toLowerCase()}` }
}

/** The admin's "Preview" address for a draft: /preview on the dealer's host, which turns on draft mode there. */
export async function previewUrl(collection: PreviewCollection, doc: { id?: number | string; tenant?: unknown }, req: PayloadRequest): Promise<string | null> {
  const ticketed = await ticketFor(collection, doc, req)
  return ticketed ? `${ticketed.origin}/preview?token=${encodeURIComponent(ticketed.token)}` : null
}

/**
 * The address the admin's live preview frames: the page itself on the
 * dealer's host, with the ticket and the admin's origin in the query (see
 * ./livePreview.ts). A page not saved yet has no ticket: the frame stays empty.
 */
export async function livePreviewUrl(collection: 'pages', doc: { id?: number | string; tenant?: unknown; slug?: string | null; placement?: PagePlacement | null }, req: PayloadRequest): Promise<string> {
  // The admin asks for this address again after every save: an expiry that moves only every few minutes keeps
  // the frame's address, so the frame re-renders in place (LivePreviewRefresh) rather than reloading.
  const expires = (Math.floor(Date.now() / LIVE_PREVIEW_TICKET_STEP_MS) + 1) * LIVE_PREVIEW_TICKET_STEP_MS + PREVIEW_TICKET_LIFETIME_MS
  const ticketed = doc.slug ? await ticketFor(collection, doc, req, expires) : null
  if (!ticketed) return ''
  const query = new URLSearchParams({ [LIVE_PREVIEW_PARAM]: ticketed.token, [LIVE_PREVIEW_ADMIN_PARAM]: ticketed.adminOrigin })
  return `${ticketed.origin}${pagePath({ slug: doc.slug!, placement: doc.placement ?? 'content' })}?${query}`
}
