import { describe, expect, it } from 'vitest'

import {
  LOCATOR_SLIDER_LIMITS,
  moveSliderHandle,
  sliderFill,
  rangeSliderLimits,
  sliderRange,
  sliderValue,
  type SliderLimits,
} from '@/domain/rangeSlider'

const defaults = rangeSliderLimits()
const full = { lower: 0, upper: 100000 }

describe('price and km slider limits', () => {
  it('defaults to 0–100000 with a step of the range divided by 100', () => {
    expect(defaults).toEqual({ min: 0, max: 100000, step: 1000, rounding: 1000 })
  })

  it('takes the results’ lowest and highest value, the step rounded', () => {
    expect(rangeSliderLimits({ min: 3990, max: 87500 })).toEqual({ min: 3990, max: 87500, step: 835, rounding: 1000 })
    expect(rangeSliderLimits({ min: 0, max: 350050 }).step).toBe(3501)
    expect(rangeSliderLimits({ min: 0, max: 350049 }).step).toBe(3500)
  })

  it('falls back to the defaults for unusable stats, and never has a step of 0', () => {
    expect(rangeSliderLimits({ min: 5, max: 1 })).toEqual(defaults)
    expect(rangeSliderLimits({ min: Number.NaN, max: 10 })).toEqual(defaults)
    expect(rangeSliderLimits({ min: 20000, max: 20000 }).step).toBe(1)
  })

  it('the dealer locator slider is 5000–250000, step 500', () => {
    expect(LOCATOR_SLIDER_LIMITS).toEqual({ min: 5000, max: 250000, step: 500, rounding: 500 })
  })
})

describe('moving a handle', () => {
  it('rounds to the nearest 1000', () => {
    expect(moveSliderHandle(full, 'lower', 12499, defaults).value).toEqual({ lower: 12000, upper: 100000 })
    expect(moveSliderHandle(full, 'lower', 12500, defaults).value).toEqual({ lower: 13000, upper: 100000 })
    expect(moveSliderHandle(full, 'upper', 45600, defaults).value).toEqual({ lower: 0, upper: 46000 })
  })

  it('clamps a rounded value to the limits, and keeps a value placed exactly on an end', () => {
    const limits: SliderLimits = rangeSliderLimits({ min: 4100, max: 87600 })
    const value = { lower: 4100, upper: 87600 }
    expect(moveSliderHandle(value, 'lower', 4400, limits).value.lower).toBe(4100)
    expect(moveSliderHandle(value, 'lower', 4500, limits).value.lower).toBe(5000)
    expect(moveSliderHandle(value, 'upper', 87550, limits).value.upper).toBe(87600)
    expect(moveSliderHandle(value, 'upper', 87499, limits).value.upper).toBe(87000)
    expect(moveSliderHandle({ lower: 4100, upper: 50000 }, 'upper', 87600, limits).value.upper).toBe(87600)
    // The lowest price 3990 would round to 4000 and hide that car; an end stays an end.
    const lowest = rangeSliderLimits({ min: 3990, max: 87500 })
    expect(moveSliderHandle({ lower: 10000, upper: 87500 }, 'lower', 3990, lowest).value.lower).toBe(3990)
    expect(moveSliderHandle({ lower: 10000, upper: 87500 }, 'lower', 3991, lowest).value.lower).toBe(4000)
  })

  it('ignores a value below the minimum or above the maximum, with a console message only', () => {
    const below = moveSliderHandle(full, 'lower', -1, defaults)
    expect(below.value).toBe(full)
    expect(below.ignored).toBe('Slider value -1 is outside 0–100000; ignored.')
    expect(moveSliderHandle(full, 'upper', 100001, defaults).value).toBe(full)
    expect(moveSliderHandle(full, 'upper', Number.NaN, defaults).ignored).not.toBeNull()
    expect(moveSliderHandle(full, 'upper', 100000, defaults).ignored).toBeNull()
  })

  it('stops the lower handle at the upper one and the upper at the lower one', () => {
    const value = { lower: 20000, upper: 30000 }
    expect(moveSliderHandle(value, 'lower', 45000, defaults).value).toEqual({ lower: 30000, upper: 30000 })
    expect(moveSliderHandle(value, 'upper', 5000, defaults).value).toEqual({ lower: 20000, upper: 20000 })
    expect(moveSliderHandle(value, 'lower', 29600, defaults).value).toEqual({ lower: 30000, upper: 30000 })
  })

  it('the locator slider snaps to its step of 500', () => {
    const value = { lower: 5000, upper: 250000 }
    expect(moveSliderHandle(value, 'lower', 12740, LOCATOR_SLIDER_LIMITS).value.lower).toBe(12500)
    expect(moveSliderHandle(value, 'lower', 12750, LOCATOR_SLIDER_LIMITS).value.lower).toBe(13000)
    expect(moveSliderHandle(value, 'lower', 4999, LOCATOR_SLIDER_LIMITS).ignored).not.toBeNull()
    expect(moveSliderHandle(value, 'upper', 250001, LOCATOR_SLIDER_LIMITS).ignored).not.toBeNull()
  })
})

describe('slider and search filter', () => {
  it('handles on their ends set no bound', () => {
    expect(sliderRange(full, defaults)).toBeNull()
    expect(sliderRange({ lower: 5000, upper: 100000 }, defaults)).toEqual({ min: 5000 })
    expect(sliderRange({ lower: 0, upper: 40000 }, defaults)).toEqual({ max: 40000 })
    expect(sliderRange({ lower: 5000, upper: 40000 }, defaults)).toEqual({ min: 5000, max: 40000 })
  })

  it('places the handles for a range read from the address, within the limits', () => {
    expect(sliderValue(undefined, defaults)).toEqual(full)
    expect(sliderValue({ min: 5000 }, defaults)).toEqual({ lower: 5000, upper: 100000 })
    expect(sliderValue({ min: -50, max: 900000 }, defaults)).toEqual(full)
    expect(sliderValue({ min: 60000, max: 20000 }, defaults)).toEqual({ lower: 60000, upper: 60000 })
  })
})

describe('sliderFill: the chosen stretch of the track', () => {
  const limits = { min: 10_000, max: 60_000, step: 500, rounding: 1000 }

  it('places each handle in per cent of the track', () => {
    expect(sliderFill({ lower: 10_000, upper: 60_000 }, limits)).toEqual({ lower: 0, upper: 100 })
    expect(sliderFill({ lower: 20_000, upper: 35_000 }, limits)).toEqual({ lower: 20, upper: 50 })
  })

  it('keeps a value outside the limits on the track, and fills the whole track when every car has one value', () => {
    expect(sliderFill({ lower: 0, upper: 90_000 }, limits)).toEqual({ lower: 0, upper: 100 })
    expect(sliderFill({ lower: 5, upper: 5 }, { min: 5, max: 5, step: 1, rounding: 1000 })).toEqual({ lower: 0, upper: 100 })
  })
})
