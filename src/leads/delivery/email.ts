/**
 * Sends a lead email: through the mail server at SMTP_URL when it is set
 * (nodemailer), otherwise into the lead outbox collection, which the admin
 * shows (a local or demo install has no mail server).
 */

import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { LEAD_EMAIL_FROM_DEFAULT } from '@/domain/constants'
import type { LeadEmail } from '@/domain/leads/leadEmail'

// One pooled transport per process and SMTP_URL.
let transport: { url: string; transporter: Transporter } | null = null

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) }
  return transport.transporter
}

export async function sendLeadEmail(payload: Payload, lead: { id: number; siteId: number }, email: LeadEmail): Promise<void> {
  if (email.to.length === 0) throw new Error("No intake address: add an intake rule to the site's lead delivery settings, or a contact email to the location or the site")
  const smtpUrl = process.env.SMTP_URL
  if (smtpUrl) {
    await smtpTransport(smtpUrl).sendMail({
      from: process.env.LEAD_EMAIL_FROM || LEAD_EMAIL_FROM_DEFAULT,
      to: email.to,
      replyTo: email.replyTo ?? undefined,
      subject: email.subject,
      text: email.text,
      attachments: email.attachments,
    })
    return
  }
  await payload.create({
    collection: 'lead-outbox',
    data: {
      tenant: lead.siteId,
      lead: lead.id,
      to: email.to.join(', '),
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      adfAttachment: email.attachments[0]?.content ?? null,
    },
    // Written by the delivery job for the lead's own site.
    overrideAccess: true,
  })
}
