import { describe, expect, it } from 'vitest'

import { email, nationalPhoneDigits, personName, phone, postcode, wholeNumber, optionalWholeNumber } from '@/domain/leads/fields'
import { LEAD_MESSAGES } from '@/domain/leads/formWording'

function message(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message
}

describe('trade-in postcode', () => {
  it('is required, exactly 4 digits, message Invalid postcode. Please enter a 4-digit number.', () => {
    expect(postcode.parse(' 6000 ')).toBe('6000')
    for (const typed of ['600', '60000', '6OOO', '', undefined]) {
      expect(message(postcode.safeParse(typed))).toBe('Invalid postcode. Please enter a 4-digit number.')
    }
  })
})

describe('phone: an Australian number with its area code, stored as +61', () => {
  it('accepts mobiles and landlines as people type them', () => {
    expect(phone.parse('0412 345 678')).toBe('+61412345678')
    expect(phone.parse('+61 412 345 678')).toBe('+61412345678')
    expect(phone.parse('61412345678')).toBe('+61412345678')
    expect(phone.parse('(08) 9200-1234')).toBe('+61892001234')
    expect(phone.parse('+61 (0)8 9200 1234')).toBe('+61892001234')
    expect(phone.parse('02.9876.5432')).toBe('+61298765432')
  })

  it('asks again for a number without area code, a business number, a foreign number or words', () => {
    for (const typed of ['9200 1234', '1300 123 456', '+64 21 123 4567', '0412 345 67', 'call me', '04123456789', '0412+345678']) {
      expect(nationalPhoneDigits(typed), typed).toBeNull()
      expect(message(phone.safeParse(typed))).toBe(LEAD_MESSAGES.phone)
    }
    expect(message(phone.safeParse(undefined))).toBe(LEAD_MESSAGES.phone)
    expect(message(phone.safeParse('0'.repeat(31)))).toBe(LEAD_MESSAGES.phone)
  })
})

describe('name and email', () => {
  it('a name is 1 to 80 characters with a letter, in any script', () => {
    expect(personName.parse('  Nguyễn Thị  ')).toBe('Nguyễn Thị')
    expect(personName.parse("O'Brien")).toBe("O'Brien")
    expect(message(personName.safeParse('   '))).toBe(LEAD_MESSAGES.name)
    expect(message(personName.safeParse('1234'))).toBe(LEAD_MESSAGES.name)
    expect(message(personName.safeParse('a'.repeat(81)))).toBe('Please shorten this to 80 characters or fewer.')
  })

  it('an email is trimmed and must look like name@domain.tld', () => {
    expect(email.parse(' jo@example.com.au ')).toBe('jo@example.com.au')
    for (const typed of ['jo@', 'jo example.com', 'jo@example', `${'a'.repeat(250)}@x.au`, undefined]) {
      expect(message(email.safeParse(typed))).toBe(LEAD_MESSAGES.email)
    }
  })
})

describe('whole numbers typed into a field', () => {
  const offer = wholeNumber({ min: 1, max: 10_000_000, message: LEAD_MESSAGES.offer })
  it('reads dollars as people type them and refuses fractions, zero and words', () => {
    expect(offer.parse('$25,000')).toBe(25000)
    expect(offer.parse('25,000.00')).toBe(25000)
    expect(offer.parse(25000)).toBe(25000)
    for (const typed of ['$25,000.50', '0', '-5', 'lots', '', 10_000_001, 25000.5]) {
      expect(message(offer.safeParse(typed)), String(typed)).toBe(LEAD_MESSAGES.offer)
    }
  })

  it('an optional amount reads an empty input as not given', () => {
    const budget = optionalWholeNumber({ min: 1, max: 10_000_000, message: LEAD_MESSAGES.budget })
    expect(budget.parse('')).toBeUndefined()
    expect(budget.parse(undefined)).toBeUndefined()
    expect(budget.parse('30 000')).toBe(30000)
    expect(message(budget.safeParse('thirty'))).toBe(LEAD_MESSAGES.budget)
  })
})
