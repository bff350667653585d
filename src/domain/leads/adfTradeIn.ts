/**
 * The shopper's own car in a trade-in lead, for the ADF copy's
 * `<vehicle interest="trade-in">`: ADF needs a make and model, so a lead
 * that names only the plate has none (the email still carries the plate).
 */

import type { AdfTradeIn } from './adfXml'

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null)

/** `fields`: the trade-in lead as the form's schema stored it (leads/tradeInForm.ts). */
export function adfTradeInOf(fields: Record<string, unknown>): AdfTradeIn | null {
  const make = text(fields.make)
  const model = text(fields.model)
  if (!make || !model) return null
  const rego = text(fields.rego)
  return {
    year: whole(fields.year),
    make,
    model,
    trim: text(fields.badge),
    vin: null,
    km: whole(fields.kms),
    rego: rego ? [rego, text(fields.regoState)].filter(Boolean).join(' ') : null,
  }
}
