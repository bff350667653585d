import { describe, expect, it } from 'vitest'

import { parseTimeOfDay, timeOfDayText } from '@/domain/timeOfDay'

describe('times of day: typed and shown in 12-hour form, stored as HH:mm', () => {
  it.each([
    ['8:30 am', '08:30'],
    ['8:30am', '08:30'],
    ['8.30 AM', '08:30'],
    ['5 pm', '17:00'],
    ['5pm', '17:00'],
    ['5:15 p.m.', '17:15'],
    ['12:00 pm', '12:00'],
    ['12 am', '00:00'],
    ['12:30 am', '00:30'],
    ['17:00', '17:00'],
    ['08:30', '08:30'],
    ['  9:05 am ', '09:05'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(parseTimeOfDay(typed)).toBe(stored)
  })

  it.each(['', 'noon', '5', '13 pm', '0 am', '8:60 am', '24:00', '8:3 am'])('%s is not a time of day', (typed) => {
    expect(parseTimeOfDay(typed)).toBeNull()
  })

  it('a stored time shows as the public site shows it', () => {
    expect(timeOfDayText('08:30')).toBe('8:30 am')
    expect(timeOfDayText('17:00')).toBe('5:00 pm')
    expect(timeOfDayText('00:00')).toBe('12:00 am')
    expect(timeOfDayText(null)).toBe('')
  })

  it('what is stored survives a round trip through the admin unchanged', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
      const stored = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      expect(parseTimeOfDay(timeOfDayText(stored))).toBe(stored)
    }
  })

  it('an unreadable stored value is shown as it is, for the dealer to correct', () => {
    expect(timeOfDayText('half eight')).toBe('half eight')
  })
})
