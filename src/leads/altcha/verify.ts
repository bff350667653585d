import { verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'

import { ALTCHA_ALGORITHM, SPAM_CHECK_EXPIRED_MESSAGE, SPAM_CHECK_INVALID_MESSAGE, SPAM_CHECK_MISSING_MESSAGE } from '@/domain/leads/spamCheck'

import type { AltchaSettings } from './settings'

const hex = z.string().regex(/^(?:[0-9a-f]{2})+$/).max(256)

/**
 * What the widget sends: base64 of {challenge: {parameters, signature}, solution}.
 * The parameters keep any further keys, because the signature covers them all.
 */
const SpamCheckPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: hex,
      keySignature: hex,
      expiresAt: z.number().int().positive(),
      data: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex, time: z.number().optional() }),
})

/** An answer this site may take once: its signature names it in the record of used answers. */
export type SpamCheckPassed = { passed: true; signature: string; expiresAt: Date }
export type SpamCheckFailed = { passed: false; reason: 'missing' | 'malformed' | 'expired' | 'other-site' | 'invalid'; message: string }

function decoded(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * Checks a form's spam-check answer for a site, at `now`, without touching
 * the database: its shape, the site it was issued for, its expiry, the
 * signature of its parameters and the signed key of its answer. Whether it was
 * used already is the record of used answers' job (usedAnswers.ts).
 */
export async function checkSpamAnswer(encoded: string | undefined, siteId: number, now: Date, settings: AltchaSettings): Promise<SpamCheckPassed | SpamCheckFailed> {
  if (encoded === undefined || encoded.trim() === '') return { passed: false, reason: 'missing', message: SPAM_CHECK_MISSING_MESSAGE }
  const payload = SpamCheckPayload.safeParse(decoded(encoded))
  if (!payload.success) return { passed: false, reason: 'malformed', message: SPAM_CHECK_INVALID_MESSAGE }
  const { challenge, solution } = payload.data
  const { parameters } = challenge
  if (parameters.data.site !== String(siteId)) return { passed: false, reason: 'other-site', message: SPAM_CHECK_INVALID_MESSAGE }
  if (parameters.expiresAt * 1000 <= now.getTime()) return { passed: false, reason: 'expired', message: SPAM_CHECK_EXPIRED_MESSAGE }
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: settings.signatureSecret,
    hmacKeySignatureSecret: settings.keySignatureSecret,
  }).catch(() => null)
  if (result?.expired) return { passed: false, reason: 'expired', message: SPAM_CHECK_EXPIRED_MESSAGE }
  if (!result?.verified) return { passed: false, reason: 'invalid', message: SPAM_CHECK_INVALID_MESSAGE }
  return { passed: true, signature: challenge.signature, expiresAt: new Date(parameters.expiresAt * 1000) }
}
