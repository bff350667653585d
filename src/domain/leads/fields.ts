/**
 * The rules of single lead-form fields, shared by every form's schema. Each
 * trims what a person typed, bounds its length (LEAD_LIMITS) and answers in a
 * sentence the shopper can act on (LEAD_MESSAGES).
 *
 * The spec leaves name, email and phone rules open; ours, as an Australian
 * shopper would expect:
 * - Name: 1 to 80 characters with at least one letter, any script
 *   (O'Brien, Nguyễn, José).
 * - Email: one address of at most 254 characters in the common
 *   name@domain.tld form (zod's), trimmed.
 * - Phone: an Australian mobile or landline with its area code, typed as
 *   people do ('0412 345 678', '(08) 9200-1234', '+61 412 345 678', '61412345678'),
 *   stored as E.164 ('+61412345678') so an SMS gateway, a CRM and a phone all
 *   read it the same way. 13/1300/1800 numbers are businesses, not shoppers.
 */

import { z } from 'zod'

import { LEAD_LIMITS, LEAD_MESSAGES } from './formWording'
import { INVALID_POSTCODE_MESSAGE, POSTCODE_DIGITS } from '../australianAddress'

/** Optional free text: '' (an empty input) and absence both pass. */
export function optionalText(limit: number) {
  return z.string().trim().max(limit, LEAD_MESSAGES.tooLong(limit))
}

/** Required free text with its own "please enter" message. */
export function requiredText(limit: number, message: string) {
  return z.string({ error: message }).trim().min(1, message).max(limit, LEAD_MESSAGES.tooLong(limit))
}

export const personName = requiredText(LEAD_LIMITS.name, LEAD_MESSAGES.name).regex(/\p{L}/u, LEAD_MESSAGES.name)

export const lastName = requiredText(LEAD_LIMITS.name, LEAD_MESSAGES.lastName).regex(/\p{L}/u, LEAD_MESSAGES.lastName)

export const email = z
  .string({ error: LEAD_MESSAGES.email })
  .trim()
  .max(LEAD_LIMITS.email, LEAD_MESSAGES.email)
  .pipe(z.email({ error: LEAD_MESSAGES.email }))

/** Digits of an Australian number in national form ('0412345678'), or null when it is not one. */
export function nationalPhoneDigits(typed: string): string | null {
  const digits = typed.replace(/[\s().-]/g, '')
  if (!/^\+?\d+$/.test(digits)) return null
  const bare = digits.replace(/^\+/, '')
  // The country code 61 replaces the trunk 0; '+61 (0)8 …' writes both, a common habit.
  const national = bare.startsWith('610') ? `0${bare.slice(3)}` : bare.startsWith('61') ? `0${bare.slice(2)}` : bare
  // Mobiles 04 and 05, landlines 02, 03, 07, 08: ten digits in all.
  return /^0[2-578]\d{8}$/.test(national) ? national : null
}

export function isMobileNumber(e164: string): boolean {
  return /^\+61[45]\d{8}$/.test(e164)
}

export const phone = z
  .string({ error: LEAD_MESSAGES.phone })
  .max(LEAD_LIMITS.phoneInput, LEAD_MESSAGES.phone)
  .transform((typed, context) => {
    const national = nationalPhoneDigits(typed)
    if (national === null) {
      context.addIssue({ code: 'custom', message: LEAD_MESSAGES.phone })
      return z.NEVER
    }
    return `+61${national.slice(1)}`
  })

/** Trade-in postcode: exactly 4 digits. */
export const postcode = z
  .string({ error: INVALID_POSTCODE_MESSAGE })
  .trim()
  .regex(new RegExp(`^\\d{${POSTCODE_DIGITS}}$`), INVALID_POSTCODE_MESSAGE)

/**
 * A ticked box. Absent means unticked: a browser does not send an unticked
 * checkbox, and consent must never be assumed on the shopper's behalf.
 */
export const checkbox = z.boolean().default(false)

/**
 * A box the shopper must tick (the terms of use). It starts unticked, so the
 * form holds false until then: the rule is on the value, not the type.
 */
export function requiredBox(message: string) {
  return z.boolean({ error: message }).refine((ticked) => ticked, message)
}

/**
 * A whole number typed into a field: 25000, '25000', '$25,000', '84 000' or
 * '25,000.00'. A fraction is refused rather than silently rounded:
 * '$25,000.50' asks again.
 */
function parseWholeNumber(typed: number | string): number {
  const text = typeof typed === 'number' ? String(typed) : typed.replace(/[\s$,]/g, '').replace(/\.0{1,2}$/, '')
  return /^\d+$/.test(text) ? Number(text) : Number.NaN
}

type Bounds = { min: number; max: number; message: string }

const typedNumber = (message: string) => z.union([z.number(), z.string().max(20)], { error: message })

function inBounds(typed: number | string, { min, max, message }: Bounds, context: z.RefinementCtx): number {
  const value = parseWholeNumber(typed)
  if (Number.isSafeInteger(value) && value >= min && value <= max) return value
  context.addIssue({ code: 'custom', message })
  return z.NEVER
}

export function wholeNumber(bounds: Bounds) {
  return typedNumber(bounds.message).transform((typed, context) => inBounds(typed, bounds, context))
}

/** The same, where an empty input means "not given". */
export function optionalWholeNumber(bounds: Bounds) {
  return typedNumber(bounds.message)
    .optional()
    .transform((typed, context) =>
      typed === undefined || (typeof typed === 'string' && typed.trim() === '') ? undefined : inBounds(typed, bounds, context),
    )
}

/** Whole Australian dollars, above $0 (offers and budgets). */
export function dollarBounds(message: string): Bounds {
  return { min: 1, max: LEAD_LIMITS.dollars, message }
}
