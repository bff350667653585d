import { describe, expect, it } from 'vitest'

import { codeCheckSchema, codeIsUsable, codeRequestSchema, maskedEmail, newCodeExpiry, newSessionExpiry, pathAfterSignIn, phonesMatch, shopperDeletionRefusal, SIGN_IN_CODE_ATTEMPTS, signInErrorMessage, signInErrorOf, signInStepHref, SIGN_IN_ERRORS } from '@/domain/shoppers'
import { sessionCookie, sessionTokenOf } from '@collections/Shoppers/sessions'
import { newCode } from '@/shoppers/signInCodes'

const journey = { type: 'watchlist' as const, redirect: '/cars/a', back: '/search' }

describe('sign-in requests (issue 7)', () => {
  it('step one needs a mobile number for the watchlist only, and stores it as E.164', () => {
    expect(codeRequestSchema.safeParse({ email: 'jo@example.com.au', type: 'watchlist' }).success).toBe(false)
    expect(codeRequestSchema.safeParse({ email: 'jo@example.com.au', type: 'checkout', phone_number: '' }).success).toBe(true)
    expect(codeRequestSchema.parse({ email: ' jo@example.com.au ', type: 'watchlist', phone_number: '0412 345 678' })).toMatchObject({ email: 'jo@example.com.au', phone_number: '+61412345678' })
    expect(codeRequestSchema.safeParse({ email: 'jo@example.com.au', type: 'checkout', phone_number: '1300 123 456' }).success).toBe(false)
  })

  it('carries only paths of this site: another host, //host or a scheme becomes the home page', () => {
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(codeRequestSchema.parse({ email: 'jo@example.com.au', type: 'checkout', redirect: evil, back: evil })).toMatchObject({ redirect: '/', back: '/' })
    }
    expect(codeRequestSchema.parse({ email: 'jo@example.com.au', type: 'nonsense', phone_number: '0412 345 678', redirect: '/cars/a?x=1' })).toMatchObject({ type: 'watchlist', redirect: '/cars/a?x=1' })
  })

  it('step two takes six digits, spaces allowed', () => {
    expect(codeCheckSchema.parse({ email: 'jo@example.com.au', code: '123 456' }).code).toBe('123456')
    expect(codeCheckSchema.safeParse({ email: 'jo@example.com.au', code: '12345' }).success).toBe(false)
    expect(codeCheckSchema.safeParse({ email: 'jo@example.com.au', code: '12345a' }).success).toBe(false)
  })

  it('names the first failing field as the error key, and words only known keys', () => {
    expect(signInErrorOf([{ path: ['phone_number'] }])).toBe('phone')
    expect(signInErrorOf([{ path: ['code'] }])).toBe('code')
    expect(signInErrorOf([{ path: ['email'] }])).toBe('email')
    expect(signInErrorMessage('wrong-code')).toBe(SIGN_IN_ERRORS['wrong-code'])
    expect(signInErrorMessage('Call 1800 SCAM')).toBeNull()
    expect(signInErrorMessage('constructor')).toBeNull()
  })
})

describe('codes and sessions', () => {
  const now = new Date('2026-11-24T00:00:00Z')
  it('a code lasts ten minutes and five tries, once', () => {
    expect(newCodeExpiry(now).toISOString()).toBe('2026-11-24T00:10:00.000Z')
    expect(codeIsUsable({ expiresAt: newCodeExpiry(now), attempts: 0, usedAt: null }, now)).toBe(true)
    expect(codeIsUsable({ expiresAt: newCodeExpiry(now), attempts: SIGN_IN_CODE_ATTEMPTS, usedAt: null }, now)).toBe(false)
    expect(codeIsUsable({ expiresAt: newCodeExpiry(now), attempts: 0, usedAt: now }, now)).toBe(false)
    expect(codeIsUsable({ expiresAt: now, attempts: 0, usedAt: null }, now)).toBe(false)
  })

  it('codes are six digits, leading zeros kept', () => {
    for (let draw = 0; draw < 200; draw += 1) expect(newCode()).toMatch(/^\d{6}$/)
  })

  it('a session lasts 30 days in an httpOnly, SameSite=Lax cookie on the host alone, Secure on https', () => {
    expect(newSessionExpiry(now).toISOString()).toBe('2026-12-24T00:00:00.000Z')
    expect(sessionCookie('abc', false)).toBe('forecourt_shopper=abc; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax')
    expect(sessionCookie('abc', true)).toMatch(/; Secure$/)
    expect(sessionTokenOf('a=1; forecourt_shopper=tok=en; b=2')).toBe('tok=en')
    expect(sessionTokenOf('forecourt_shopperx=1')).toBeNull()
    expect(sessionTokenOf(null)).toBeNull()
  })
})

describe('after sign-in', () => {
  it('the watchlist asks for a phone first; everything else goes straight to redirect', () => {
    expect(pathAfterSignIn(journey, { phone: null })).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fa&back=%2Fsearch&step=phone')
    expect(pathAfterSignIn(journey, { phone: '+61412345678' })).toBe('/cars/a')
    expect(pathAfterSignIn({ ...journey, type: 'checkout' }, { phone: null })).toBe('/cars/a')
    expect(signInStepHref('email', journey, { error: 'email' })).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fa&back=%2Fsearch&error=email')
  })

  it('a phone matches however it is written; none matches no phone', () => {
    expect(phonesMatch('0412 345 678', '+61412345678')).toBe(true)
    expect(phonesMatch('+61 (0)412-345-678', '+61412345678')).toBe(true)
    expect(phonesMatch('0412 345 679', '+61412345678')).toBe(false)
    expect(phonesMatch('0412 345 678', null)).toBe(false)
    expect(phonesMatch('not a phone', 'not a phone')).toBe(false)
  })

  it('masks an email address', () => {
    expect(maskedEmail('jo@example.com.au')).toBe('j*@example.com.au')
    expect(maskedEmail('a@b.au')).toBe('a*@b.au')
  })
})

describe('deleting a shopper', () => {
  it('goes ahead with no reservation, or none holding a car (they stay as the dealer’s records)', () => {
    expect(shopperDeletionRefusal([])).toBeNull()
    expect(shopperDeletionRefusal(['pending', 'confirmed', 'cancelled', 'expired', 'refunded', 'failed'])).toBeNull()
  })

  it('is refused while a reservation holds a car, saying what to do', () => {
    expect(shopperDeletionRefusal(['held'])).toBe('This shopper has a reservation still holding a car. Confirm or cancel it under Reservations first, then delete the shopper.')
    expect(shopperDeletionRefusal(['held', 'cancelled', 'held'])).toBe('This shopper has 2 reservations still holding a car. Confirm or cancel them under Reservations first, then delete the shopper.')
  })
})
