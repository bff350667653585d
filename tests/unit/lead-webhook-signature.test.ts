import { describe, expect, it } from 'vitest'

import { WEBHOOK_TOLERANCE_SECONDS } from '@/domain/leads/leadDelivery'
import { signWebhook, verifyWebhookSignature } from '@/leads/webhookSignature'

const secret = 'whsec_0123456789abcdef0123456789abcdef'
const body = '{"lead":1}'
const sentAt = new Date('2026-11-30T00:00:00Z')
const seconds = (n: number) => new Date(sentAt.getTime() + n * 1000)
// Computed outside the code under test: printf '1795996800.{"lead":1}' | openssl dgst -sha256 -hmac <secret>
const knownSignature = 't=1795996800,v1=e4aae6623a9d71c50f770d52c70bfb0a4c0d34bc9fc9007d4c5d6031a7b710c3'

describe('lead webhook signature', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    expect(signWebhook(body, secret, sentAt)).toBe(knownSignature)
  })

  it('verifies a delivery signed with the same secret within the tolerance', () => {
    expect(verifyWebhookSignature(knownSignature, body, secret, sentAt)).toEqual({ ok: true })
    expect(verifyWebhookSignature(knownSignature, body, secret, seconds(WEBHOOK_TOLERANCE_SECONDS))).toEqual({ ok: true })
    expect(verifyWebhookSignature(knownSignature, body, secret, seconds(-WEBHOOK_TOLERANCE_SECONDS))).toEqual({ ok: true })
  })

  it('refuses a tampered body', () => {
    expect(verifyWebhookSignature(knownSignature, '{"lead":2}', secret, sentAt)).toEqual({ ok: false, reason: 'mismatch' })
    expect(verifyWebhookSignature(knownSignature, `${body} `, secret, sentAt)).toEqual({ ok: false, reason: 'mismatch' })
  })

  it('refuses another secret', () => {
    expect(verifyWebhookSignature(knownSignature, body, `${secret}x`, sentAt)).toEqual({ ok: false, reason: 'mismatch' })
  })

  it('refuses a timestamp changed after signing, since the timestamp is signed too', () => {
    const moved = knownSignature.replace('t=1795996800', 't=1795996860')
    expect(verifyWebhookSignature(moved, body, secret, sentAt)).toEqual({ ok: false, reason: 'mismatch' })
  })

  it('refuses a replay older, or a timestamp further ahead, than the tolerance', () => {
    expect(verifyWebhookSignature(knownSignature, body, secret, seconds(WEBHOOK_TOLERANCE_SECONDS + 1))).toEqual({ ok: false, reason: 'stale' })
    expect(verifyWebhookSignature(knownSignature, body, secret, seconds(-WEBHOOK_TOLERANCE_SECONDS - 1))).toEqual({ ok: false, reason: 'stale' })
    expect(verifyWebhookSignature(knownSignature, body, secret, seconds(30), 10)).toEqual({ ok: false, reason: 'stale' })
  })

  it('accepts any one of several v1 signatures, so a secret can be rotated', () => {
    const other = signWebhook(body, 'an-older-secret-an-older-secret-xx', sentAt).split(',')[1]
    expect(verifyWebhookSignature(`${knownSignature},${other}`, body, secret, sentAt)).toEqual({ ok: true })
    expect(verifyWebhookSignature(`t=1795996800,${other}`, body, secret, sentAt)).toEqual({ ok: false, reason: 'mismatch' })
  })

  it('refuses a missing or malformed header, and an empty secret', () => {
    for (const header of [null, undefined, '', 'v1=abc', 't=1795996800', 't=now,v1=' + 'a'.repeat(64), 't=1795996800,v1=' + 'a'.repeat(63)]) {
      expect(verifyWebhookSignature(header, body, secret, sentAt)).toEqual({ ok: false, reason: 'malformed' })
    }
    expect(verifyWebhookSignature(knownSignature, body, '', sentAt)).toEqual({ ok: false, reason: 'malformed' })
    expect(() => signWebhook(body, '', sentAt)).toThrow('A webhook secret is required')
  })
})
