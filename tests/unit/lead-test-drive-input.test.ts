import { describe, expect, it } from 'vitest'

import { testDriveTime } from '@/domain/leads/carForms'
import { localDateTimeInput, toInstant } from '@/domain/leads/testDriveInput'

describe('the test drive date-time input', () => {
  it('keeps the instant the shopper picked, with its offset, which the schema accepts', () => {
    const picked = toInstant('2026-11-25T10:30')
    expect(picked).toBe(new Date(2026, 10, 25, 10, 30).toISOString())
    expect(testDriveTime(new Date(2026, 10, 24)).safeParse(picked)).toMatchObject({ success: true })
  })

  it('leaves an empty input empty: the date-time is optional', () => {
    expect(toInstant('')).toBe('')
    expect(testDriveTime(new Date()).parse(toInstant(''))).toBeUndefined()
  })

  it('keeps what the browser cannot read as typed, so the schema asks again', () => {
    expect(toInstant('next tuesday')).toBe('next tuesday')
    expect(testDriveTime(new Date()).safeParse('next tuesday').success).toBe(false)
  })

  it('offers the picker from now, in the browser’s own zone', () => {
    const now = new Date(2026, 10, 24, 9, 5, 42)
    expect(localDateTimeInput(now)).toBe('2026-11-24T09:05')
  })
})
