'use client'

import type { ValuationResult } from '@/domain/tradeIn/leadUpdates'
import type { ValuationRequestInput } from '@/domain/tradeIn/valuationRequest'

/** A call's answer: its body when ok, else the server's message and field messages (empty on a network failure). */
export type CallResult<T> = { ok: true; body: T } | { ok: false; error: string | null; fields: Record<string, string> }

async function post<T>(path: string, body: unknown): Promise<CallResult<T>> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const answer = (await response.json().catch(() => null)) as (T & { error?: unknown; fields?: unknown }) | null
    if (response.ok && answer) return { ok: true, body: answer }
    return {
      ok: false,
      error: typeof answer?.error === 'string' ? answer.error : null,
      fields: answer?.fields && typeof answer.fields === 'object' ? (answer.fields as Record<string, string>) : {},
    }
  } catch {
    return { ok: false, error: null, fields: {} }
  }
}

export type NearestLocationAnswer = { location: { id: string; name: string }; distanceKm: number }

export const findNearestLocation = (postcode: string) => post<NearestLocationAnswer>('/api/trade-in/location', { postcode })

export const requestValuation = (request: ValuationRequestInput) => post<{ valuation: ValuationResult }>('/api/trade-in/valuation', request)

/** Keeps the valuation with the lead; a failure is logged, as the shopper can go on without it. */
export async function saveValuation(leadId: string, valuation: ValuationResult): Promise<void> {
  const saved = await post('/api/miscellaneous', { lead_id: leadId, column_name: 'valuation', valuation })
  if (!saved.ok) console.error('Failed to save valuation data', saved.error ?? '')
}

export const answerOffer = (leadId: string, valuation: ValuationResult, accepted: boolean) =>
  post<{ lead_id: number; offer_accepted: boolean }>('/api/trade-in/offer', {
    lead_id: leadId,
    valuation_id: valuation.id,
    offer_price: valuation.offer_price,
    offer_signature: valuation.offer_signature,
    form_completed: true,
    offer_accepted: accepted,
  })
