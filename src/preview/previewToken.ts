import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A short-lived, signed ticket that lets the person who clicked "Preview" in
 * the admin see one draft on the dealer's own host. It names the document and
 * its site, so it cannot open another site's drafts, and expires in an hour.
 */
export const PREVIEW_COLLECTIONS = ['offers', 'pages', 'posts'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export type PreviewTicket = { collection: PreviewCollection; id: number; siteId: number; expires: number }

export const PREVIEW_TICKET_LIFETIME_MS = 60 * 60 * 1000

function signature(body: string, secret: string): string {
  return createHmac('sha256', `forecourt-preview:${secret}`).update(body).digest('base64url')
}

export function signPreviewTicket(ticket: PreviewTicket, secret: string): string {
  const body = `${ticket.collection}.${ticket.id}.${ticket.siteId}.${ticket.expires}`
  return `${body}.${signature(body, secret)}`
}

/** The ticket a token carries, or null when it is malformed, forged or expired. */
export function readPreviewTicket(token: string | null | undefined, secret: string, now: Date): PreviewTicket | null {
  const parts = token?.split('.') ?? []
  if (parts.length !== 5 || !secret) return null
  const [collection, id, siteId, expires, given] = parts as [string, string, string, string, string]
  const expected = Buffer.from(signature(`${collection}.${id}.${siteId}.${expires}`, secret))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  if (!(PREVIEW_COLLECTIONS as readonly string[]).includes(collection)) return null
  const ticket = { collection: collection as PreviewCollection, id: Number(id), siteId: Number(siteId), expires: Number(expires) }
  if (![ticket.id, ticket.siteId, ticket.expires].every(Number.isSafeInteger)) return null
  return ticket.expires > now.getTime() ? ticket : null
}
