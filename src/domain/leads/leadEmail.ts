/**
 * The email that takes a lead to the dealer's intake addresses (issue 6):
 * a subject staff can sort by, the shopper's fields as plain text, and the
 * ADF 1.0 copy as the site's `leadDelivery.adf` setting asks: none, as the
 * body (for a CRM that parses the email), or as the attachment lead.xml.
 */

import { DateTime } from 'luxon'

import { LEAD_FORM_TITLES, type LeadForm } from './formWording'
import type { LeadDeliverySettings } from './leadRouting'

/** The ADF copy's file name when it rides along as an attachment (issue 6). */
export const ADF_ATTACHMENT_NAME = 'lead.xml'

export interface LeadEmailInput {
  leadId: number
  form: LeadForm
  siteName: string
  receivedAt: Date
  /** The site's IANA zone: staff read the time as the dealership's clock shows it. */
  timeZone: string
  /** Every field the shopper sent, as the form checked it. */
  fields: Record<string, unknown>
  /** e.g. "2021 Toyota HiLux SR5 (stock LEAD01)"; null when the lead is about no car. */
  carTitle: string | null
  recipients: readonly string[]
  adfMode: LeadDeliverySettings['adf']
  /** The ADF document, or null when the lead names no vehicle (adfXml gives none then). */
  adf: string | null
}

export interface LeadEmail {
  to: string[]
  /** The shopper, so the dealer's reply goes straight to them. */
  replyTo: string | null
  subject: string
  text: string
  attachments: { filename: string; content: string; contentType: string }[]
}

/** Fields a person reads elsewhere in the email or that mean nothing to them. */
const NOT_LISTED = new Set(['lead_attributes', 'user_agent', 'terms_agreed', 'terms_conditions'])

export function composeLeadEmail(input: LeadEmailInput): LeadEmail {
  const name = textOf(input.fields.name) ?? 'a shopper'
  const about = input.carTitle ? ` about ${input.carTitle}` : ''
  const subject = `${input.siteName} lead #${input.leadId}: ${LEAD_FORM_TITLES[input.form]} from ${name}${about}`
  const summary = leadSummary(input)
  const adfInBody = input.adfMode === 'body' && input.adf !== null
  return {
    to: [...input.recipients],
    replyTo: textOf(input.fields.email),
    subject,
    // A CRM parsing the body reads the XML alone; anything around it would break its parser.
    text: adfInBody ? input.adf! : summary,
    attachments:
      input.adfMode === 'attachment' && input.adf !== null
        ? [{ filename: ADF_ATTACHMENT_NAME, content: input.adf, contentType: 'application/xml' }]
        : [],
  }
}

function leadSummary(input: LeadEmailInput): string {
  // en-AU names the zone as dealers know it (AWST, AEDT).
  const received = DateTime.fromJSDate(input.receivedAt, { zone: input.timeZone }).setLocale('en-AU').toFormat('d LLL yyyy, h:mm a ZZZZ')
  const lines = [`${LEAD_FORM_TITLES[input.form]} sent on ${received} (lead #${input.leadId}).`, '']
  if (input.carTitle) lines.push(`Car: ${input.carTitle}`)
  for (const [key, value] of Object.entries(input.fields)) {
    const shown = displayValue(value)
    if (NOT_LISTED.has(key) || shown === null) continue
    lines.push(`${fieldLabel(key)}: ${shown}`)
  }
  return `${lines.join('\n')}\n`
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

function displayValue(value: unknown): string | null {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : null
  return textOf(value)
}

/** `opt_in_finance` → "Opt in finance", `PreferredContactMethod` → "Preferred contact method". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
