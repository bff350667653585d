import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A short-lived, signed ticket that lets the person who clicked "Preview" in
 * the admin see drafts on the dealer's own host. It names the document, its
 * site and the staff member, so it opens no other site's drafts and ends when
 * that person loses the site; it expires in an hour. The browser keeps it in
 * a host-only cookie, and every draft read checks it again.
 */
export const PREVIEW_COLLECTIONS = ['offers', 'pages', 'posts'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export type PreviewTicket = { collection: PreviewCollection; id: number; siteId: number; userId: number; expires: number }

/** The cookie that carries the ticket on the dealer's host while previewing. */
export const PREVIEW_COOKIE = 'forecourt-preview'

export const PREVIEW_TICKET_LIFETIME_MS = 60 * 60 * 1000

/**
 * The secret Payload signs with (`payload.secret`), from PAYLOAD_SECRET as
 * Payload derives it: the first 32 hex digits of its SHA-256. For the proxy,
 * which checks tickets with no Payload instance at hand.
 */
export function payloadSigningSecret(configured: string | undefined): string {
  return configured ? createHash('sha256').update(configured).digest('hex').slice(0, 32) : ''
}

function signature(body: string, secret: string): string {
  return createHmac('sha256', `forecourt-preview:${secret}`).update(body).digest('base64url')
}

export function signPreviewTicket(ticket: PreviewTicket, secret: string): string {
  const body = `${ticket.collection}.${ticket.id}.${ticket.siteId}.${ticket.userId}.${ticket.expires}`
  return `${body}.${signature(body, secret)}`
}

/** The ticket a token carries, or null when it is malformed, forged or expired. */
export function readPreviewTicket(token: string | null | undefined, secret: string, now: Date): PreviewTicket | null {
  const parts = token?.split('.') ?? []
  if (parts.length !== 6 || !secret) return null
  const [collection, id, siteId, userId, expires, given] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(signature(`${collection}.${id}.${siteId}.${userId}.${expires}`, secret))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  if (!(PREVIEW_COLLECTIONS as readonly string[]).includes(collection)) return null
  const ticket = { collection: collection as PreviewCollection, id: Number(id), siteId: Number(siteId), userId: Number(userId), expires: Number(expires) }
  if (![ticket.id, ticket.siteId, ticket.userId, ticket.expires].every(Number.isSafeInteger)) return null
  return ticket.expires > now.getTime() ? ticket : null
}
