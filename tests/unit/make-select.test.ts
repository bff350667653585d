import { describe, expect, it } from 'vitest'

import { CAR_MAKES, POPULAR_MAKES } from '@/domain/makes'
import { MAKE_SELECT_POPULAR_COUNT, makeSelectOptions, withMakeChoice } from '@/domain/makeSelect'

describe('make select: popular makes first, then all makes after item 20', () => {
  it('lists at most 20 popular makes, in popularity order, then every make alphabetically', () => {
    const { popular, all } = makeSelectOptions([...CAR_MAKES].reverse(), POPULAR_MAKES)
    expect(MAKE_SELECT_POPULAR_COUNT).toBe(20)
    expect(popular).toEqual([...POPULAR_MAKES])
    expect(popular).toHaveLength(20)
    expect(all).toHaveLength(CAR_MAKES.length)
    expect(all.slice(0, 4)).toEqual(['Abarth', 'Alfa Romeo', 'Aston Martin', 'Audi'])
    // "All makes" starts after item 20: the whole list, popular ones included.
    expect([...popular, ...all].indexOf('Abarth')).toBe(20)
  })

  it('never lists more than 20 popular makes, even when more are flagged popular', () => {
    const flagged = [...CAR_MAKES]
    expect(makeSelectOptions(CAR_MAKES, flagged).popular).toEqual(CAR_MAKES.slice(0, 20))
  })

  it('offers only makes the site has, in the spelling of its stock, once each', () => {
    const { popular, all } = makeSelectOptions(['Jayco', 'TOYOTA', 'Toyota', 'Ford', ''], ['Ford', 'Toyota', 'Mazda'])
    expect(popular).toEqual(['Ford', 'TOYOTA'])
    expect(all).toEqual(['Ford', 'Jayco', 'TOYOTA'])
  })

  it('has an empty popular group when the site stocks no popular make', () => {
    expect(makeSelectOptions(['Jayco', 'Avan'], POPULAR_MAKES)).toEqual({ popular: [], all: ['Avan', 'Jayco'] })
  })
})

describe('choosing a make in the select', () => {
  it("replaces the search's makes and keeps only that make's models", () => {
    const refinements = { make: ['Toyota', 'Mazda'], make_model: ['Toyota|HiLux', 'Mazda|BT-50'], body: ['ute'] }
    expect(withMakeChoice(refinements, 'Toyota')).toEqual({ make: ['Toyota'], make_model: ['Toyota|HiLux'] })
    expect(withMakeChoice(refinements, 'Ford')).toEqual({ make: ['Ford'], make_model: [] })
  })

  it('any make clears the makes and their models', () => {
    expect(withMakeChoice({ make: ['Toyota'], make_model: ['Toyota|HiLux'] }, '')).toEqual({ make: [], make_model: [] })
  })
})
