/**
 * Payload's own emails (the "Forgot password?" reset link) go by the
 * platform's one mail path too, so they reach the outbox when no mail server
 * is set, rather than Payload's console log.
 */

import type { EmailAdapter, SendEmailOptions } from 'payload'

import { assignedSiteIds } from '@/access/tenantIds'
import { staffEmailSite } from '@/email/staffEmailSite'

import { sendEmail } from './sendEmail'

function addresses(to: SendEmailOptions['to']): string[] {
  const list: unknown[] = Array.isArray(to) ? to.flat() : to ? [to] : []
  return list.map((entry) => (typeof entry === 'string' ? entry : (entry as { address: string }).address))
}

/** The HTML Payload writes, as plain text: its paragraphs and the link it holds. */
export function htmlAsText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>[^<]*<\/a>/gi, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim()
}

export const payloadEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'forecourt',
  defaultFromName: 'Forecourt',
  defaultFromAddress: 'staff@forecourt.invalid',
  sendEmail: async (message) => {
    const to = addresses(message.to)
    const staff = await payload.find({ collection: 'users', where: { email: { in: to } }, depth: 0, limit: 1, overrideAccess: true })
    const html = typeof message.html === 'string' ? message.html : undefined
    const text = typeof message.text === 'string' ? message.text : htmlAsText(html ?? '')
    await sendEmail(payload, {
      siteId: await staffEmailSite(payload, assignedSiteIds(staff.docs[0])),
      to,
      subject: message.subject ?? '',
      text,
      html,
      // Payload sends only staff account emails (password resets).
      staffAccount: true,
    })
  },
})
