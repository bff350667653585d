/**
 * The kinds of email the outbox holds (when no mail server is set) and who
 * may read each. A site's staff read its lead emails; every email that lets
 * someone sign in (a shopper's sign-in code, a staff invitation, a password
 * reset) is for platform admins alone, or an editor could sign in as a
 * shopper or take a colleague's account. A new kind is for platform admins
 * unless it is added here.
 */

import { SIGN_IN_CODE_DIGITS } from './shoppers'

export const OUTBOX_KINDS = ['lead-email', 'sign-in-code', 'staff-invitation', 'password-reset'] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/** The kinds a site's dealer editors read in its outbox. */
export const SITE_STAFF_OUTBOX_KINDS: readonly OutboxKind[] = ['lead-email']

export const MASKED_CODE = '•'.repeat(SIGN_IN_CODE_DIGITS)

const codePattern = new RegExp(`(?<![0-9])[0-9]{${SIGN_IN_CODE_DIGITS}}(?![0-9])`, 'g')

/** A sign-in code's email as the outbox shows it: the code masked, even to platform admins (the code is the shopper's key). */
export function maskSignInCodes(text: string): string {
  return text.replace(codePattern, MASKED_CODE)
}
