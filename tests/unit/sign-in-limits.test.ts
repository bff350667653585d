import { describe, expect, it } from 'vitest'

import { codeRequestRefusal, SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_LIMITS, SIGN_IN_ERRORS, SIGN_IN_WRONG_TRIES, signInErrorMessage } from '@/domain/shoppers'
import { signInCodeLimits } from '@/shoppers/signInLimits'

describe('sign-in code limits', () => {
  const none = { emailFromAddress: 0, fromAddress: 0, onSite: 0 }

  it('sends a code until one address has asked 5 times for an email or 10 times in all, in the hour', () => {
    expect(codeRequestRefusal(none)).toBeNull()
    expect(codeRequestRefusal({ ...none, emailFromAddress: 4, fromAddress: 9 })).toBeNull()
    expect(codeRequestRefusal({ ...none, emailFromAddress: 5, fromAddress: 5 })).toBe('too-many')
    expect(codeRequestRefusal({ ...none, emailFromAddress: 1, fromAddress: 10 })).toBe('too-many')
  })

  it('stops the whole site at 300 codes an hour, telling the shopper it is busy', () => {
    expect(codeRequestRefusal({ ...none, onSite: 299 })).toBeNull()
    expect(codeRequestRefusal({ ...none, onSite: 300 })).toBe('busy')
  })

  it('the per-address and per-site limits can be raised per deployment; the per-email share cannot', () => {
    expect(signInCodeLimits({})).toEqual(SIGN_IN_CODE_LIMITS)
    expect(signInCodeLimits({ SIGN_IN_CODES_PER_ADDRESS: '200', SIGN_IN_CODES_PER_SITE: '5000' })).toEqual({ perEmailFromAddress: 5, perAddress: 200, perSite: 5000 })
    expect(() => signInCodeLimits({ SIGN_IN_CODES_PER_ADDRESS: 'lots' })).toThrow(/SIGN_IN_CODES_PER_ADDRESS must be a whole number/)
    expect(() => signInCodeLimits({ SIGN_IN_CODES_PER_SITE: '0' })).toThrow(/SIGN_IN_CODES_PER_SITE/)
  })

  describe('wrong codes counted per client address', () => {
    it('allow two codes’ worth of wrong tries an hour: a shopper who mistypes one code away can still use a fresh one', () => {
      expect(SIGN_IN_WRONG_TRIES).toEqual({ limit: 10, windowMs: 60 * 60 * 1000 })
      expect(SIGN_IN_WRONG_TRIES.limit).toBe(2 * SIGN_IN_CODE_ATTEMPTS)
    })

    it('keep guessing hopeless: a code falls to five guesses from everywhere, an address gets ten an hour', () => {
      const codes = 10 ** SIGN_IN_CODE_DIGITS
      expect(SIGN_IN_CODE_ATTEMPTS / codes).toBeLessThanOrEqual(1 / 200_000)
      // One address guessing around the clock for a year still has under a 10% chance at one shopper's codes.
      expect((SIGN_IN_WRONG_TRIES.limit * 24 * 365) / codes).toBeLessThan(0.1)
    })

    it('the refusal tells the shopper what to do, in the page too', () => {
      expect(signInErrorMessage('too-many-tries')).toBe(SIGN_IN_ERRORS['too-many-tries'])
      expect(SIGN_IN_ERRORS['too-many-tries']).toMatch(/wait up to an hour, then ask for a new code/)
    })
  })
})
