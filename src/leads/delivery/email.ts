/**
 * Sends a lead email to the site's intake addresses, by the platform's one
 * mail path (src/email/sendEmail.ts: SMTP_URL, else the lead outbox).
 */

import type { Payload } from 'payload'

import type { LeadEmail } from '@/domain/leads/leadEmail'
import { sendEmail } from '@/email/sendEmail'

export async function sendLeadEmail(payload: Payload, lead: { id: number; siteId: number }, email: LeadEmail): Promise<void> {
  if (email.to.length === 0) throw new Error("No intake address: add an intake rule to the site's lead delivery settings, or a contact email to the location or the site")
  await sendEmail(payload, { ...email, siteId: lead.siteId, leadId: lead.id })
}
