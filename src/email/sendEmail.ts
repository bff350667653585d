/**
 * The one way the platform sends an email: through the mail server at
 * SMTP_URL when it is set (nodemailer), otherwise into the admin's outbox
 * (collections/LeadOutbox), where a local or demo install, and the tests,
 * read it. Lead emails, shoppers' sign-in codes, staff invitations and
 * Payload's own password-reset emails all come through here.
 */

import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload, PayloadRequest } from 'payload'

import { LEAD_EMAIL_FROM_DEFAULT } from '@/domain/leads/leadDelivery'

export interface OutgoingEmail {
  /** The site the email is filed under in the outbox. */
  siteId: number
  to: string[]
  subject: string
  text: string
  html?: string | undefined
  replyTo?: string | null | undefined
  attachments?: { filename: string; content: string; contentType?: string }[] | undefined
  /** The lead it delivers, shown beside it in the outbox. */
  leadId?: number | undefined
  /** A link that signs someone in to the admin: in the outbox only platform admins read it. */
  staffAccount?: boolean | undefined
}

// One pooled transport per process and SMTP_URL.
let transport: { url: string; transporter: Transporter } | null = null

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) }
  return transport.transporter
}

/** Sends the email; with `req`, an outbox row is written in that request's transaction. */
export async function sendEmail(payload: Payload, email: OutgoingEmail, req?: Partial<PayloadRequest>): Promise<void> {
  const smtpUrl = process.env.SMTP_URL
  if (smtpUrl) {
    await smtpTransport(smtpUrl).sendMail({
      from: process.env.LEAD_EMAIL_FROM || LEAD_EMAIL_FROM_DEFAULT,
      to: email.to,
      replyTo: email.replyTo ?? undefined,
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: email.attachments,
    })
    return
  }
  await payload.create({
    collection: 'lead-outbox',
    data: {
      tenant: email.siteId,
      lead: email.leadId ?? null,
      to: email.to.join(', '),
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      text: email.text,
      adfAttachment: email.attachments?.[0]?.content ?? null,
      staffAccount: email.staffAccount ?? false,
    },
    // Written by the server for the site it names, never by a person.
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
}
