/**
 * What a sent lead leaves on the device for the /success page
 * (the car and the success category are saved locally, then the visitor
 * goes to /success). The category is the
 * form's title, so the page can say what was sent; the car, when there was
 * one, lets it link back to the car and to similar stock.
 */

import { z } from 'zod'

import { LEAD_FORM_TITLES, type LeadForm } from './formWording'

export const LEAD_SUCCESS_STORAGE_KEY = 'forecourt:lead-success'
export const LEAD_SUCCESS_PATH = '/success'

const leadSuccessSchema = z.object({
  leadId: z.string(),
  form: z.string(),
  category: z.string(),
  car: z.object({ slug: z.string(), name: z.string() }).nullable(),
})

export type LeadSuccess = z.infer<typeof leadSuccessSchema>
export type SuccessCar = NonNullable<LeadSuccess['car']>

export function leadSuccess(form: LeadForm, leadId: string, car: SuccessCar | null): LeadSuccess {
  return { leadId, form, category: LEAD_FORM_TITLES[form], car }
}

/** The stored record, or null when there is none or it is not ours (another tab, an old version). */
export function readLeadSuccess(stored: string | null): LeadSuccess | null {
  if (!stored) return null
  try {
    const parsed = leadSuccessSchema.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
