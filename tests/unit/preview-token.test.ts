import { describe, expect, it } from 'vitest'

import { PREVIEW_TICKET_LIFETIME_MS, readPreviewTicket, signPreviewTicket } from '@/preview/previewToken'

const secret = 'test-secret'
const now = new Date('2026-11-22T00:00:00Z')
const ticket = { collection: 'pages' as const, id: 12, siteId: 3, userId: 7, expires: now.getTime() + PREVIEW_TICKET_LIFETIME_MS }

describe('preview tickets', () => {
  it('round-trip while fresh', () => {
    expect(readPreviewTicket(signPreviewTicket(ticket, secret), secret, now)).toEqual(ticket)
  })

  it('are refused when expired, forged, re-targeted or malformed', () => {
    const token = signPreviewTicket(ticket, secret)
    expect(readPreviewTicket(token, secret, new Date(ticket.expires))).toBeNull()
    expect(readPreviewTicket(token, 'another-secret', now)).toBeNull()
    expect(readPreviewTicket(token.replace('.3.', '.4.'), secret, now)).toBeNull()
    expect(readPreviewTicket(token.replace('.7.', '.8.'), secret, now)).toBeNull()
    expect(readPreviewTicket(token.replace('pages.', 'users.'), secret, now)).toBeNull()
    expect(readPreviewTicket('', secret, now)).toBeNull()
    expect(readPreviewTicket(null, secret, now)).toBeNull()
    expect(readPreviewTicket('a.b.c.d.e.f', secret, now)).toBeNull()
    expect(readPreviewTicket(token, '', now)).toBeNull()
  })
})
