import type { PayloadRequest } from 'payload'

import { normaliseHost } from '@/domain/host'

import { PREVIEW_TICKET_LIFETIME_MS, signPreviewTicket, type PreviewCollection } from './previewToken'

function isLocalHost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost')
}

/**
 * The admin's "Preview" address for a draft: the dealer's own host (so the
 * page renders with that site's header, theme and data) with a signed ticket.
 * Staff working on a local admin preview on {slug}.localhost at the same port.
 */
export async function previewUrl(collection: PreviewCollection, doc: { id?: number | string; tenant?: unknown }, req: PayloadRequest): Promise<string | null> {
  const tenant = doc.tenant
  const siteId = typeof tenant === 'object' && tenant !== null && 'id' in tenant ? Number((tenant as { id: unknown }).id) : Number(tenant)
  if (!doc.id || !Number.isSafeInteger(siteId) || req.user?.collection !== 'users') return null
  const site = await req.payload.findByID({ collection: 'tenants', id: siteId, depth: 0, overrideAccess: false, req })
  const adminHostHeader = req.headers.get('host') ?? 'localhost'
  const adminHost = normaliseHost(adminHostHeader) ?? 'localhost'
  const port = adminHostHeader.match(/:(\d+)$/)?.[1]
  const domain = site.domains?.[0]?.domain
  const origin = isLocalHost(adminHost) || !domain ? `http://${site.slug}.localhost${port ? `:${port}` : ''}` : `https://${domain}`
  const token = signPreviewTicket(
    { collection, id: Number(doc.id), siteId, userId: Number(req.user.id), expires: Date.now() + PREVIEW_TICKET_LIFETIME_MS },
    req.payload.secret,
  )
  return `${origin}/preview?token=${encodeURIComponent(token)}`
}
