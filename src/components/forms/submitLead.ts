'use client'

import { pushEvent } from '@/components/analytics/dataLayer'
import type { EventCar } from '@/domain/analyticsEvents'
import { conversionEvent } from '@/domain/leads/conversionEvent'
import type { LeadForm } from '@/domain/leads/formWording'
import { LEAD_SUCCESS_PATH, LEAD_SUCCESS_STORAGE_KEY, leadSuccess, type SuccessCar } from '@/domain/leads/leadSuccess'

/** The server's answer to POST /api/leads: lead_id, or an error with a message per field. */
export type LeadSubmitResult = { ok: true; leadId: string } | { ok: false; error: string | null; fields: Record<string, string> }

/**
 * A new Idempotency-Key for one filled-in form: make it once per form
 * instance, and send it with every attempt, so a retry or a double click
 * stores one lead.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

/** How often, and after how long, a send that met a network error or a server fault is tried again with the same key. */
const RESEND_DELAYS_MS = [1000, 3000]

/**
 * Sends a checked lead to this site's POST /api/leads. `altcha` is the
 * spam check's solution, when the form carries one. A network error or a
 * server fault (the database restarting, say) is tried again with the same
 * Idempotency-Key, so the shopper's lead is stored once and not lost to a
 * blip; after that it is an error without fields, for the form's catalogue
 * message.
 */
export async function submitLead(form: LeadForm, lead: Record<string, unknown>, idempotencyKey: string, altcha?: string | null): Promise<LeadSubmitResult> {
  const body = JSON.stringify(altcha ? { form, lead, altcha } : { form, lead })
  for (let attempt = 0; ; attempt += 1) {
    const result = await sendOnce(body, idempotencyKey)
    const delay = RESEND_DELAYS_MS[attempt]
    if (result !== 'retry') return result
    if (delay === undefined) return { ok: false, error: null, fields: {} }
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

async function sendOnce(body: string, idempotencyKey: string): Promise<LeadSubmitResult | 'retry'> {
  let response: Response
  try {
    response = await fetch('/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }, body })
  } catch {
    return 'retry'
  }
  if (response.status >= 500) return 'retry'
  const answer = (await response.json().catch(() => null)) as { lead_id?: unknown; error?: unknown; fields?: unknown } | null
  if (response.ok && answer?.lead_id != null) return { ok: true, leadId: String(answer.lead_id) }
  return {
    ok: false,
    error: typeof answer?.error === 'string' ? answer.error : null,
    fields: answer?.fields && typeof answer.fields === 'object' ? (answer.fields as Record<string, string>) : {},
  }
}

/**
 * After a lead was stored: the conversion event, the
 * car and the success category kept on the device, then the success page.
 */
export function completeLead(form: LeadForm, leadId: string, car: (EventCar & SuccessCar) | null): void {
  const event = conversionEvent(form, car)
  if (event) pushEvent(event)
  try {
    localStorage.setItem(LEAD_SUCCESS_STORAGE_KEY, JSON.stringify(leadSuccess(form, leadId, car ? { slug: car.slug, name: car.name } : null)))
  } catch {
    // Storage can be full or blocked; the success page then thanks the shopper without naming the car.
  }
  window.location.assign(LEAD_SUCCESS_PATH)
}
