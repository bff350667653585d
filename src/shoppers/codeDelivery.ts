/**
 * Sends a sign-in code (issue 7): by SMS when SMS_GATEWAY_URL is set and the
 * shopper gave a mobile number, otherwise by email (src/email/sendEmail.ts: SMTP_URL, else the lead
 * outbox, masked; without SMTP_URL the server's console shows it).
 *
 * The SMS gateway is any https endpoint that takes {to, message} as JSON
 * with a bearer token (SMS_GATEWAY_TOKEN): the shape most SMS providers and
 * their relays accept.
 */

import type { Payload } from 'payload'

import { isMobileNumber } from '@/domain/leads/fields'
import { SIGN_IN_CODE_MINUTES } from '@/domain/shoppers'
import { sendEmail } from '@/email/sendEmail'

export type CodeMessage = { siteId: number; siteName: string; email: string; phone?: string | undefined; code: string }

export function codeMessageText(message: Pick<CodeMessage, 'siteName' | 'code'>): string {
  return `${message.code} is your ${message.siteName} sign-in code. It works for ${SIGN_IN_CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`
}

/** Sends the code and says how: by SMS or by email. */
export async function sendSignInCode(payload: Payload, message: CodeMessage): Promise<'sms' | 'email'> {
  const text = codeMessageText(message)
  const gateway = process.env.SMS_GATEWAY_URL
  if (gateway && message.phone && isMobileNumber(message.phone)) {
    const response = await fetch(gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(process.env.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${process.env.SMS_GATEWAY_TOKEN}` } : {}) },
      body: JSON.stringify({ to: message.phone, message: text }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`)
    return 'sms'
  }
  await sendEmail(payload, { siteId: message.siteId, to: [message.email], subject: `Your ${message.siteName} sign-in code`, text })
  // Without a mail server the code lands in the outbox, where it shows masked
  // even to platform admins; a local or demo install reads it on the console.
  if (!process.env.SMTP_URL) payload.logger.info(`No SMTP_URL: sign-in code for ${message.email} on ${message.siteName}: ${message.code}`)
  return 'email'
}
