import { describe, expect, it } from 'vitest'

import { phoneHref } from '@/domain/locations'
import { carPhoneNumber, maskedPhoneNumber } from '@/domain/phone'
import { DEFAULT_SITE_SETTINGS, resolveSiteSettings } from '@/domain/site-settings'

const fixed = resolveSiteSettings({ phoneNumbers: { new: '08 9250 1001', used: '08 9250 1002' } })

describe('the phone number a car page shows', () => {
  it('is the site’s fixed number for the car type', () => {
    expect(carPhoneNumber({ car_type: 'new' }, fixed, '08 9000 0000')).toBe('08 9250 1001')
    expect(carPhoneNumber({ car_type: 'used' }, fixed, '08 9000 0000')).toBe('08 9250 1002')
  })

  it('falls back to the location’s number, and is null with neither', () => {
    expect(carPhoneNumber({ car_type: 'demo' }, fixed, ' 08 9000 0000 ')).toBe('08 9000 0000')
    expect(carPhoneNumber({ car_type: 'new' }, DEFAULT_SITE_SETTINGS, '02 9000 1234')).toBe('02 9000 1234')
    expect(carPhoneNumber({ car_type: 'new' }, DEFAULT_SITE_SETTINGS, '')).toBeNull()
    expect(carPhoneNumber({ car_type: 'new' }, DEFAULT_SITE_SETTINGS)).toBeNull()
  })
})

describe('masking until revealed', () => {
  it('hides the last four digits and keeps the spacing', () => {
    expect(maskedPhoneNumber('08 9250 1001')).toBe('08 9250 XXXX')
    expect(maskedPhoneNumber('+61 8 9250 10 01')).toBe('+61 8 9250 XX XX')
    expect(maskedPhoneNumber('13 13 13')).toBe('13 XX XX')
    expect(maskedPhoneNumber('123')).toBe('XXX')
  })

  it('the revealed number links as tel: without spaces', () => {
    expect(phoneHref('08 9250 1001')).toBe('tel:0892501001')
  })
})
