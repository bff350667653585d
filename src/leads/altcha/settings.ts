import { createHmac } from 'node:crypto'

import { ALTCHA_MAX_NUMBER } from '@/domain/leads/spamCheck'

export type AltchaSettings = {
  /** The largest answer a challenge asks for: the work a shopper's browser does. */
  maxNumber: number
  /** Signs the challenge's parameters (site, expiry): a browser cannot change them. */
  signatureSecret: string
  /** Signs the expected answer's key, so verifying costs one HMAC, not the proof of work again. */
  keySignatureSecret: string
}

const derived = (base: string, purpose: string) => createHmac('sha256', base).update(`forecourt altcha ${purpose}`).digest('hex')

/**
 * The spam check's settings from the environment: ALTCHA_MAX_NUMBER lowers the
 * work for tests and benchmarks; the HMAC secrets come from ALTCHA_HMAC_KEY, or
 * are derived from PAYLOAD_SECRET so a server needs no second secret.
 */
export function altchaSettings(env: Record<string, string | undefined> = process.env): AltchaSettings {
  const raw = env.ALTCHA_MAX_NUMBER
  let maxNumber = ALTCHA_MAX_NUMBER
  if (raw !== undefined && raw.trim() !== '') {
    maxNumber = Number(raw)
    if (!Number.isInteger(maxNumber) || maxNumber < 1 || maxNumber > 10_000_000) throw new Error(`ALTCHA_MAX_NUMBER must be a whole number from 1 to 10000000 (got ${raw})`)
  }
  const base = env.ALTCHA_HMAC_KEY?.trim() || env.PAYLOAD_SECRET
  if (!base) throw new Error('The spam check needs ALTCHA_HMAC_KEY or PAYLOAD_SECRET to sign its challenges')
  return { maxNumber, signatureSecret: derived(base, 'challenge'), keySignatureSecret: derived(base, 'answer key') }
}
