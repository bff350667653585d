import { describe, expect, it } from 'vitest'

import { formatExpiry, invitationEmail, invitationExpiry, inviterName, openInvitationEmailHtml, resetEmailHtml, type StaffInvitation } from '@/domain/staffInvitation'
import { htmlAsText } from '@/email/payloadEmailAdapter'

const sentAt = new Date('2026-11-26T01:00:00Z')
const invitation = (overrides: Partial<StaffInvitation> = {}): StaffInvitation => ({
  name: 'Casey Nguyen',
  invitedBy: 'Pat Agency (pat@agency.example)',
  platform: 'Forecourt',
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
    expect(subject).toBe('Pat Agency (pat@agency.example) invited you to edit Swan River Toyota\u2019s website')
    expect(text).toContain('Hello Casey Nguyen,')
    expect(text).toContain('Pat Agency (pat@agency.example) invited you to the Forecourt admin to edit the dealer site Swan River Toyota.')
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

  it('names the inviting person by name and email, and the platform by its configured name', () => {
    expect(inviterName({ name: 'Platform admin', email: 'admin@forecourt.test' }, 'Forecourt')).toBe('Platform admin (admin@forecourt.test)')
    expect(inviterName({ name: null, email: 'pat@agency.example' }, 'Forecourt')).toBe('pat@agency.example')
    expect(inviterName(null, 'DriveSites')).toBe('The DriveSites team')
    const branded = invitationEmail(invitation({ platform: 'DriveSites', platformAdmin: true, siteNames: [] }))
    expect(branded.subject).toBe('Pat Agency (pat@agency.example) invited you to the DriveSites admin')
    expect(branded.text).not.toContain('Forecourt')
    expect(invitationEmail(invitation({ siteNames: ['Coastal Motors', 'Swan River Toyota'] })).subject).toBe(
      'Pat Agency (pat@agency.example) invited you to edit the websites of Coastal Motors and Swan River Toyota',
    )
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
    const text = htmlAsText(resetEmailHtml('https://admin.forecourt.test/admin/reset/f00d', { platform: 'Forecourt', siteNames: ['Swan River Toyota'] }))
    expect(text).toContain('your Forecourt admin account for Swan River Toyota.')
    expect(text).toContain('Choose it here: https://admin.forecourt.test/admin/reset/f00d')
    expect(text).toContain('works for one hour')
    expect(text).not.toMatch(/<[a-z]/)
  })

  it('a reset while the invitation is open names the platform and the dealer sites too', () => {
    const html = openInvitationEmailHtml('https://a.test/admin/reset/1', invitationExpiry(sentAt), 'Australia/Perth', { platform: 'DriveSites', siteNames: ['Coastal Motors', 'Sunshine Caravans'] })
    expect(htmlAsText(html)).toContain('your DriveSites admin account for Coastal Motors and Sunshine Caravans.')
  })
})
