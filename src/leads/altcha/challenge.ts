import { createChallenge, randomInt, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { ALTCHA_ALGORITHM, ALTCHA_CHALLENGE_TTL_SECONDS, ALTCHA_COST } from '@/domain/leads/spamCheck'

import type { AltchaSettings } from './settings'

/**
 * A signed challenge for one site's forms (issue 6). The site's id and the
 * expiry are in the signed parameters, so an answer is good on this site only
 * and only until then. The server picks the answer (at least half of the max
 * number, so every challenge costs real work) and signs its key, which makes
 * checking an answer one HMAC.
 */
export function issueChallenge(siteId: number, now: Date, settings: AltchaSettings): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: randomInt(settings.maxNumber, Math.ceil(settings.maxNumber / 2)),
    deriveKey,
    data: { site: String(siteId) },
    expiresAt: Math.floor(now.getTime() / 1000) + ALTCHA_CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: settings.signatureSecret,
    hmacKeySignatureSecret: settings.keySignatureSecret,
  })
}
