/**
 * Shopper accounts (issue 7): passwordless
 * sign-in with a one-time code, and the phone number the server watchlist
 * needs. One schema per request, shared by the sign-in page's forms and the
 * API that receives them.
 *
 * - The code goes to the shopper's email (or by SMS where a gateway is
 *   configured); it is six digits, lasts ten minutes and allows five tries.
 * - Signing in for the watchlist asks for the mobile number at once, since the
 *   watchlist cannot be used without one.
 */

import { DateTime } from 'luxon'
import { z } from 'zod'

import { email, nationalPhoneDigits, phone } from './leads/fields'
import type { ReservationStatus } from './reservation'
import { sameSitePath } from './sameSitePath'
import { SIGN_IN_TYPES, type SignInType } from './signIn'

/** The session cookie on the site's own host (httpOnly; never sent to another site). */
export const SHOPPER_SESSION_COOKIE = 'forecourt_shopper'
/** How long a shopper stays signed in on a device. */
export const SHOPPER_SESSION_DAYS = 30
/** One-time sign-in codes: six digits, valid ten minutes, five tries. */
export const SIGN_IN_CODE_DIGITS = 6
export const SIGN_IN_CODE_MINUTES = 10
export const SIGN_IN_CODE_ATTEMPTS = 5
/**
 * Codes asked for in an hour: for one email address from one client address;
 * from one client address for any emails; on one site from everywhere. Nobody
 * can use up a shopper's own share from elsewhere, and codes others ask for
 * never stop the one the shopper holds from working (src/shoppers/signInCodes.ts).
 * The last two can be raised per deployment (SIGN_IN_CODES_PER_ADDRESS, SIGN_IN_CODES_PER_SITE).
 */
export const SIGN_IN_CODE_LIMITS = { perEmailFromAddress: 5, perAddress: 10, perSite: 300 } as const
/** The watchlist endpoints' refusals. */
export const WATCHLIST_MESSAGES = {
  signedOut: 'Sign in to save cars to your watchlist.',
  phoneNeeded: 'Add your mobile number to your account to save cars to your watchlist.',
  phoneMismatch: 'That phone number is not the one on your account. Sign in again to update it.',
  notServer: 'This site keeps favourites on your device, not in an account.',
} as const

/**
 * Tries that did not sign in (a wrong code, or none left to try), counted per
 * client address on a site in an hour, apart from each code's own five tries.
 * Past them the address is refused before any code is touched, so a stranger
 * who knows a shopper's email spends at most two of the shopper's codes an
 * hour from one address, and the shopper's next code works. Ten is two codes'
 * worth: a shopper who mistypes one code away still gets a fresh one to try.
 * Guessing stays hopeless: each code falls to at most five guesses from
 * everywhere together (1 in 200,000), and one address gets ten an hour.
 */
export const SIGN_IN_WRONG_TRIES = { limit: 2 * SIGN_IN_CODE_ATTEMPTS, windowMs: 60 * 60 * 1000 } as const

const sitePath = z
  .string()
  .optional()
  .transform((value) => sameSitePath(value))

const returnTo = {
  type: z.enum(SIGN_IN_TYPES).catch('watchlist'),
  redirect: sitePath,
  back: sitePath,
}

const WATCHLIST_PHONE_NEEDED = 'Enter your mobile number: the watchlist is kept with it.'

/** Optional in the form: an empty input is "not given". */
const optionalPhone = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value : undefined))
  .pipe(phone.optional())

/** Step one: where to send the code. */
export const codeRequestSchema = z
  .object({ email, phone_number: optionalPhone, ...returnTo })
  .superRefine((request, context) => {
    if (request.type === 'watchlist' && !request.phone_number) {
      context.addIssue({ code: 'custom', path: ['phone_number'], message: WATCHLIST_PHONE_NEEDED })
    }
  })
export type CodeRequest = z.output<typeof codeRequestSchema>

const codeMessage = `Enter the ${SIGN_IN_CODE_DIGITS}-digit code from the message we sent.`

/** Step two: the code the shopper received. */
export const codeCheckSchema = z.object({
  email,
  code: z
    .string({ error: codeMessage })
    .transform((typed) => typed.replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${SIGN_IN_CODE_DIGITS}}$`), codeMessage)),
  ...returnTo,
})
export type CodeCheck = z.output<typeof codeCheckSchema>

/** A signed-in shopper adds or changes their number. */
export const phoneUpdateSchema = z.object({ phone_number: phone, ...returnTo })

/** POST /api/watchlist/save-car and remove-car. */
export const watchlistChangeSchema = z
  .object({
    phone_number: z.string({ error: 'phone_number is required' }).max(40),
    car_id: z.string({ error: 'car_id is required' }).trim().min(1, 'car_id is required').max(100),
  })
  .strict()

/** Whether two typed numbers are the same Australian number, however they are written ('0412 345 678', '+61412345678'). */
export function phonesMatch(typed: string, stored: string | null | undefined): boolean {
  if (!stored) return false
  const a = nationalPhoneDigits(typed)
  return a !== null && a === nationalPhoneDigits(stored)
}

export function newCodeExpiry(now: Date): Date {
  return DateTime.fromJSDate(now).plus({ minutes: SIGN_IN_CODE_MINUTES }).toJSDate()
}

export function newSessionExpiry(now: Date): Date {
  return DateTime.fromJSDate(now).plus({ days: SHOPPER_SESSION_DAYS }).toJSDate()
}

export type StoredCode = { expiresAt: Date; attempts: number; usedAt: Date | null }

/** A code can still be tried: unused, in date, and with tries left. */
export function codeIsUsable(code: StoredCode, now: Date): boolean {
  return code.usedAt === null && code.expiresAt.getTime() > now.getTime() && code.attempts < SIGN_IN_CODE_ATTEMPTS
}

/** Codes asked for in the last hour: for this email from this client address, from this client address for any email, and on the whole site. */
export type RecentCodeRequests = { emailFromAddress: number; fromAddress: number; onSite: number }

export type SignInCodeLimits = { perEmailFromAddress: number; perAddress: number; perSite: number }

/** Why another code is refused ('too-many' for this client address, 'busy' for the site), or null to send it. */
export function codeRequestRefusal(recent: RecentCodeRequests, limits: SignInCodeLimits = SIGN_IN_CODE_LIMITS): 'too-many' | 'busy' | null {
  if (recent.emailFromAddress >= limits.perEmailFromAddress || recent.fromAddress >= limits.perAddress) return 'too-many'
  return recent.onSite >= limits.perSite ? 'busy' : null
}

/** Where a shopper goes once signed in: the watchlist needs a phone first, otherwise straight to `redirect`. */
export function pathAfterSignIn(request: { type: SignInType; redirect: string; back: string }, shopper: { phone: string | null }): string {
  if (request.type === 'watchlist' && !shopper.phone) return signInStepHref('phone', request)
  return request.redirect
}

export type SignInStep = 'email' | 'code' | 'phone'

/** The sign-in page at a step, carrying the purpose and both return paths (and, for the code, the address it went to). */
export function signInStepHref(step: SignInStep, request: { type: SignInType; redirect: string; back: string }, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ type: request.type, redirect: request.redirect, back: request.back, ...(step === 'email' ? {} : { step }), ...extra })
  return `/sign-in?${query.toString()}`
}

/** The code step's line: where the code went and for how long it works. */
export function codeSentMessage(where: string): string {
  return `We sent a ${SIGN_IN_CODE_DIGITS}-digit code to ${where}. It works for ${SIGN_IN_CODE_MINUTES} minutes.`
}

/** "a***@example.com": enough for the shopper to recognise, not enough to read off a shoulder. */
export function maskedEmail(address: string): string {
  const [name = '', domain = ''] = address.split('@')
  return `${name.slice(0, 1)}${'*'.repeat(Math.max(name.length - 1, 1))}@${domain}`
}

/** The sign-in page's error keys: only these travel in the URL, so nobody can make the page say their own words. */
export const SIGN_IN_ERRORS = {
  email: 'Enter a valid email address, e.g. name@example.com',
  phone: WATCHLIST_PHONE_NEEDED,
  code: codeMessage,
  'wrong-code': 'That code is not right. Check the code we sent and try again.',
  expired: 'That code has expired or was tried too many times. Ask for a new code.',
  'too-many': 'You have asked for several codes in the last hour. Use one we sent you, or try again later.',
  'too-many-tries': 'Too many wrong codes were tried from your connection. Please wait up to an hour, then ask for a new code.',
  busy: 'We are sending a lot of sign-in codes right now. Please try again in a few minutes.',
  'not-sent': 'We could not send your code just now. Please try again in a minute.',
} as const
export type SignInError = keyof typeof SIGN_IN_ERRORS

export function signInErrorMessage(key: string | undefined): string | null {
  return key && Object.hasOwn(SIGN_IN_ERRORS, key) ? SIGN_IN_ERRORS[key as SignInError] : null
}

/** The error key of a failed step-one or step-two form: the first field that failed. */
export function signInErrorOf(issues: readonly { path: readonly PropertyKey[] }[]): SignInError {
  const field = issues[0]?.path[0]
  return field === 'phone_number' ? 'phone' : field === 'code' ? 'code' : 'email'
}

/**
 * Deleting a shopper deletes what is theirs alone (watchlist, sessions,
 * sign-in codes). Their reservations and leads are the dealer's records and
 * stay, no longer linked to the account, with the details given with them;
 * but a car still held for them is settled first (confirmed or cancelled, with
 * the refund), so nobody is left holding a deposit for an account that is gone.
 * Why the deletion is refused, or null when it may go ahead.
 */
export function shopperDeletionRefusal(reservations: readonly ReservationStatus[]): string | null {
  const holding = reservations.filter((status) => status === 'held').length
  if (holding === 0) return null
  return `This shopper has ${holding === 1 ? 'a reservation' : `${holding} reservations`} still holding a car. Confirm or cancel ${holding === 1 ? 'it' : 'them'} under Reservations first, then delete the shopper.`
}
