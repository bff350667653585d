import type { Payload } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { assignedSiteIds } from '@/access/tenantIds'

import { readPreviewTicket, type PreviewTicket } from './previewToken'

/**
 * The ticket, when it still lets its holder see drafts of `siteId`: signed by
 * this platform, unexpired, naming this very site, and issued to a staff
 * member who may still see that site (an editor taken off the site, or
 * deleted, previews no more).
 */
export async function livePreviewTicket(payload: Payload, token: string | null | undefined, siteId: number, now: Date): Promise<PreviewTicket | null> {
  const ticket = readPreviewTicket(token, payload.secret, now)
  if (!ticket || ticket.siteId !== siteId) return null
  const user = await payload.findByID({ collection: 'users', id: ticket.userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) return null
  return isPlatformAdmin({ ...user, collection: 'users' }) || assignedSiteIds(user).includes(siteId) ? ticket : null
}

/** The cookie that keeps the ticket on the dealer's host: host-only, unreadable by page scripts, gone when the ticket expires. */
export function previewCookie(name: string, token: string, ticket: PreviewTicket, secure: boolean, now: Date): string {
  const maxAge = Math.max(0, Math.floor((ticket.expires - now.getTime()) / 1000))
  return [`${name}=${token}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}
