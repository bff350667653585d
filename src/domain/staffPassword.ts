/**
 * The rule for staff passwords (every staff account, platform admins
 * included, reads shoppers' personal data): at least 12 characters, and not
 * one of the commonly used passwords that guessing tools try first
 * (compared case-insensitively; the list is collections/Users/commonPasswords.ts).
 */

export const STAFF_PASSWORD_MIN_LENGTH = 12

/** Why the password is refused, in words for the person choosing it; undefined when it is acceptable. `common` holds lower-case entries. */
export function staffPasswordProblem(password: string, common: ReadonlySet<string>): string | undefined {
  // Characters as a person counts them (an emoji is one), not UTF-16 units.
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) return `Choose a password of at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`
  if (common.has(password.toLowerCase())) return 'This password is on a list of commonly used passwords that attackers try first: choose another.'
  return undefined
}
