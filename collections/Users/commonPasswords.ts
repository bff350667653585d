import { dictionary } from '@zxcvbn-ts/language-common'

import { staffPasswordProblem } from '@/domain/staffPassword'

let common: ReadonlySet<string> | null = null

/**
 * The common-password list of zxcvbn-ts (`@zxcvbn-ts/language-common`:
 * about 49,000 passwords from breaches, shipped in the package, so the check
 * works offline), lower-cased. Built on first use: most requests never set a password.
 */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()))
  return common
}

/** The staff password rule against that list. */
export const passwordProblem = (password: string): string | undefined => staffPasswordProblem(password, commonPasswords())
