import type { Challenge } from 'altcha-lib'
import { inject } from 'vitest'

import * as answers from './spamAnswer'

export { encodedAnswer, solve } from './spamAnswer'

/** A fresh challenge from a site's GET /api/altcha, on the integration suite's server unless told another port. */
export function altchaChallenge(siteHost: string, port = inject('serverPort')): Promise<Challenge> {
  return answers.altchaChallenge(siteHost, port)
}

/** What a shopper's browser sends as `altcha` with a form on `siteHost`, on the integration suite's server unless told another port. */
export function solvedAltcha(siteHost: string, port = inject('serverPort')): Promise<string> {
  return answers.solvedAltcha(siteHost, port)
}
