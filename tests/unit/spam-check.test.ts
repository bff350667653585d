import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it } from 'vitest'

import { ALTCHA_CHALLENGE_TTL_SECONDS, ALTCHA_MAX_NUMBER, SPAM_CHECK_EXPIRED_MESSAGE, SPAM_CHECK_INVALID_MESSAGE, SPAM_CHECK_MISSING_MESSAGE } from '@/domain/leads/spamCheck'
import { issueChallenge } from '@/leads/altcha/challenge'
import { altchaSettings } from '@/leads/altcha/settings'
import { checkSpamAnswer } from '@/leads/altcha/verify'
import { contentSecurityPolicy } from '@/server/contentSecurityPolicy'

const settings = altchaSettings({ PAYLOAD_SECRET: 'unit-test-secret', ALTCHA_MAX_NUMBER: '20' })
// The real clock, to the second: altcha-lib checks a challenge's expiry against Date.now() besides our own check at `now`.
const now = new Date(Math.floor(Date.now() / 1000) * 1000)
const SITE = 7

async function answerTo(challenge: Challenge, change: (answer: { challenge: Challenge; solution: unknown }) => void = () => {}) {
  const solution = await solveChallenge({ challenge, deriveKey })
  const answer = { challenge: { parameters: { ...challenge.parameters }, signature: challenge.signature }, solution }
  change(answer)
  return Buffer.from(JSON.stringify(answer)).toString('base64')
}

describe('the spam check settings', () => {
  it('take ALTCHA_MAX_NUMBER for the work, else the constant', () => {
    expect(altchaSettings({ PAYLOAD_SECRET: 's' }).maxNumber).toBe(ALTCHA_MAX_NUMBER)
    expect(altchaSettings({ PAYLOAD_SECRET: 's', ALTCHA_MAX_NUMBER: ' ' }).maxNumber).toBe(ALTCHA_MAX_NUMBER)
    expect(settings.maxNumber).toBe(20)
    for (const bad of ['0', '-3', '1.5', 'lots', '99999999']) expect(() => altchaSettings({ PAYLOAD_SECRET: 's', ALTCHA_MAX_NUMBER: bad })).toThrow(/ALTCHA_MAX_NUMBER/)
  })

  it('sign with ALTCHA_HMAC_KEY when set, else with a key derived from PAYLOAD_SECRET, and refuse to run with neither', () => {
    const fromSecret = altchaSettings({ PAYLOAD_SECRET: 's' })
    expect(fromSecret.signatureSecret).not.toBe('s')
    expect(fromSecret.signatureSecret).not.toBe(fromSecret.keySignatureSecret)
    expect(altchaSettings({ PAYLOAD_SECRET: 's', ALTCHA_HMAC_KEY: 'k' }).signatureSecret).not.toBe(fromSecret.signatureSecret)
    expect(altchaSettings({ PAYLOAD_SECRET: 'other', ALTCHA_HMAC_KEY: 'k' }).signatureSecret).toBe(altchaSettings({ PAYLOAD_SECRET: 's', ALTCHA_HMAC_KEY: 'k' }).signatureSecret)
    expect(() => altchaSettings({})).toThrow(/ALTCHA_HMAC_KEY or PAYLOAD_SECRET/)
  })
})

describe('a spam-check challenge', () => {
  it('names its site, expires after the TTL and asks for at least half the max number', async () => {
    const challenge = await issueChallenge(SITE, now, settings)
    expect(challenge.parameters.data).toEqual({ site: '7' })
    expect(challenge.parameters.expiresAt).toBe(now.getTime() / 1000 + ALTCHA_CHALLENGE_TTL_SECONDS)
    const solution = await solveChallenge({ challenge, deriveKey })
    expect(solution!.counter).toBeGreaterThanOrEqual(10)
    expect(solution!.counter).toBeLessThanOrEqual(20)
  })
})

describe('checking a spam-check answer', () => {
  it('passes a solved challenge of this site before it expires, naming it by its signature', async () => {
    const challenge = await issueChallenge(SITE, now, settings)
    const result = await checkSpamAnswer(await answerTo(challenge), SITE, new Date(now.getTime() + 60_000), settings)
    expect(result).toEqual({ passed: true, signature: challenge.signature, expiresAt: new Date(now.getTime() + ALTCHA_CHALLENGE_TTL_SECONDS * 1000) })
  })

  it('asks for the check when there is no answer', async () => {
    for (const missing of [undefined, '', '  ']) expect(await checkSpamAnswer(missing, SITE, now, settings)).toEqual({ passed: false, reason: 'missing', message: SPAM_CHECK_MISSING_MESSAGE })
  })

  it('refuses an answer that is not the widget’s base64 JSON', async () => {
    for (const junk of ['x', '%%%', Buffer.from('{"challenge":1}').toString('base64'), Buffer.from('null').toString('base64')]) {
      expect(await checkSpamAnswer(junk, SITE, now, settings)).toMatchObject({ passed: false, reason: 'malformed', message: SPAM_CHECK_INVALID_MESSAGE })
    }
  })

  it('refuses an answer issued for another site, even with its site changed', async () => {
    const challenge = await issueChallenge(8, now, settings)
    expect(await checkSpamAnswer(await answerTo(challenge), SITE, now, settings)).toMatchObject({ passed: false, reason: 'other-site' })
    const forged = await answerTo(challenge, (answer) => (answer.challenge.parameters.data = { site: String(SITE) }))
    expect(await checkSpamAnswer(forged, SITE, now, settings)).toMatchObject({ passed: false, reason: 'invalid', message: SPAM_CHECK_INVALID_MESSAGE })
  })

  it('refuses an expired answer, and one whose expiry was pushed back', async () => {
    const challenge = await issueChallenge(SITE, now, settings)
    const later = new Date(now.getTime() + ALTCHA_CHALLENGE_TTL_SECONDS * 1000)
    expect(await checkSpamAnswer(await answerTo(challenge), SITE, later, settings)).toEqual({ passed: false, reason: 'expired', message: SPAM_CHECK_EXPIRED_MESSAGE })
    const extended = await answerTo(challenge, (answer) => (answer.challenge.parameters.expiresAt = challenge.parameters.expiresAt! + 3600))
    expect(await checkSpamAnswer(extended, SITE, later, settings)).toMatchObject({ passed: false, reason: 'invalid' })
  })

  it('refuses a wrong answer and one signed with another key', async () => {
    const challenge = await issueChallenge(SITE, now, settings)
    const wrong = await answerTo(challenge, (answer) => (answer.solution = { counter: 0, derivedKey: '00'.repeat(32) }))
    expect(await checkSpamAnswer(wrong, SITE, now, settings)).toMatchObject({ passed: false, reason: 'invalid' })
    const otherKey = altchaSettings({ PAYLOAD_SECRET: 'another-server', ALTCHA_MAX_NUMBER: '20' })
    expect(await checkSpamAnswer(await answerTo(challenge), SITE, now, otherKey)).toMatchObject({ passed: false, reason: 'invalid' })
  })
})

describe('the page policy for the spam check', () => {
  it('lets the widget start its proof-of-work workers from its own blob: URLs, and nothing from other hosts', () => {
    const workers = contentSecurityPolicy('nonce', { development: false })
      .split('; ')
      .find((directive) => directive.startsWith('worker-src '))
    expect(workers).toBe("worker-src 'self' blob:")
  })
})
