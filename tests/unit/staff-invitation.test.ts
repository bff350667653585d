import { describe, expect, it } from 'vitest'

import { formatExpiry, invitationEmail, invitationExpiry, resetEmailHtml, type StaffInvitation } from '@/domain/staffInvitation'
import { htmlAsText } from '@/email/payloadEmailAdapter'

const sentAt = new Date('2026-11-26T01:00:00Z')
const invitation = (overrides: Partial<StaffInvitation> = {}): StaffInvitation => ({
  name: 'Casey Nguyen',
  invitedBy: 'Pat Agency',
  siteNames: ['Swan River Toyota'],
  platformAdmin: false,
  link: 'https://admin.forecourt.test/admin/reset/abc123',
  expiresAt: invitationExpiry(sentAt),
  timeZone: 'Australia/Perth',
  ...overrides,
})

describe('staff invitation email', () => {
  it('an invitation link works for 48 hours from when it is made', () => {
    expect(invitationExpiry(sentAt).toISOString()).toBe('2026-11-28T01:00:00.000Z')
  })

  it('says who invited them, for which dealer site, the link, and when the link expires in the site’s time', () => {
    const { subject, text } = invitationEmail(invitation())
    expect(subject).toBe('Pat Agency invited you to Forecourt')
    expect(text).toContain('Hello Casey Nguyen,')
    expect(text).toContain('Pat Agency invited you to the Forecourt admin to edit the dealer site Swan River Toyota.')
    expect(text).toContain('https://admin.forecourt.test/admin/reset/abc123')
    expect(text).toContain(`works for 48 hours, until ${formatExpiry(invitationExpiry(sentAt), 'Australia/Perth')}`)
    // 01:00 UTC is 9:00 am in Perth.
    expect(formatExpiry(invitationExpiry(sentAt), 'Australia/Perth')).toMatch(/Saturday,? 28 November 2026.*9:00\s?am AWST/i)
    expect(text).toContain('“Forgot password?”')
  })

  it('names every site of an editor of several, and a platform admin’s reach', () => {
    expect(invitationEmail(invitation({ siteNames: ['Coastal Motors', 'Sunshine Caravans', 'Swan River Toyota'] })).text).toContain(
      'to edit the dealer sites Coastal Motors, Sunshine Caravans and Swan River Toyota.',
    )
    expect(invitationEmail(invitation({ platformAdmin: true, siteNames: [] })).text).toContain('as a platform admin (every dealer site).')
  })

  it('greets a staff member with no name given plainly', () => {
    expect(invitationEmail(invitation({ name: null })).text.startsWith('Hello,\n')).toBe(true)
  })
})

describe('Payload’s own emails as plain text', () => {
  it('keeps the words and the link of a reset email', () => {
    expect(htmlAsText('Reset it here:\n    <a href="http://localhost:3000/admin/reset/f00">http://localhost:3000/admin/reset/f00</a>\n    Or ignore this.')).toBe(
      'Reset it here:\n    http://localhost:3000/admin/reset/f00\n    Or ignore this.',
    )
  })

  it('a forgot-password email reads as text with its absolute link', () => {
    const text = htmlAsText(resetEmailHtml('https://admin.forecourt.test/admin/reset/f00d'))
    expect(text).toContain('Choose it here: https://admin.forecourt.test/admin/reset/f00d')
    expect(text).toContain('works for one hour')
    expect(text).not.toMatch(/<[a-z]/)
  })
})
