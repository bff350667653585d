/**
 * The price and km range sliders, and the dealer locator's price slider.
 *
 * - Limits: the results' lowest and highest value, or 0 to 100000 when the
 *   search has no figures. Step: the range divided by 100, rounded (1000 for
 *   0–100000). The km slider has no numbers of its own in the spec, so it
 *   follows these same rules. The locator slider is 5000–250000, step 500.
 * - A handle moved outside the limits is ignored; the reason is returned for
 *   the console only, the shopper sees nothing.
 * - Otherwise the value is rounded to the nearest 1000 (the locator slider to
 *   its step of 500, as rounding to 1000 would skip every other step) and
 *   clamped to the limits. A handle moved exactly onto an end stays there:
 *   the ends mean "no bound", and rounding the lowest price 3990 to 4000 would
 *   quietly hide that car.
 * - The lower handle stops at the upper one and the upper at the lower one;
 *   both may sit on the same value.
 */

import type { NumberRange } from './searchUrl'

/** Price and km range sliders: default limits, rounding, and step as a fraction of the range. */
const RANGE_SLIDER_DEFAULT_LIMITS = { min: 0, max: 100_000 } as const
const RANGE_SLIDER_ROUNDING = 1000
const RANGE_SLIDER_STEPS = 100
/** The dealer locator's price slider. */
const LOCATOR_PRICE_SLIDER = { min: 5000, max: 250_000, step: 500 } as const

export type SliderLimits = { min: number; max: number; step: number; rounding: number }
export type SliderValue = { lower: number; upper: number }
export type SliderHandle = 'lower' | 'upper'
/** The slider after a move; `ignored` holds the console message when the move was ignored. */
export type SliderMove = { value: SliderValue; ignored: string | null }

export const LOCATOR_SLIDER_LIMITS: SliderLimits = { ...LOCATOR_PRICE_SLIDER, rounding: LOCATOR_PRICE_SLIDER.step }

/** Price or km slider limits from the results' stats, or the defaults 0–100000. */
export function rangeSliderLimits(stats?: { min: number; max: number } | null): SliderLimits {
  const usable = stats && Number.isFinite(stats.min) && Number.isFinite(stats.max) && stats.min <= stats.max
  const { min, max } = usable ? stats : RANGE_SLIDER_DEFAULT_LIMITS
  // A step of 0 would freeze the slider when every car has the same price.
  return { min, max, step: Math.max(1, Math.round((max - min) / RANGE_SLIDER_STEPS)), rounding: RANGE_SLIDER_ROUNDING }
}

export function moveSliderHandle(value: SliderValue, handle: SliderHandle, to: number, limits: SliderLimits): SliderMove {
  if (!Number.isFinite(to) || to < limits.min || to > limits.max) {
    return { value, ignored: `Slider value ${to} is outside ${limits.min}–${limits.max}; ignored.` }
  }
  const placed = to === limits.min || to === limits.max ? to : clamp(Math.round(to / limits.rounding) * limits.rounding, limits)
  const next = handle === 'lower' ? { lower: Math.min(placed, value.upper), upper: value.upper } : { lower: value.lower, upper: Math.max(placed, value.lower) }
  return { value: next, ignored: null }
}

/** Where the handles sit for a range from the address: an open side at its end, a value beyond the limits at the limit. */
export function sliderValue(range: NumberRange | undefined, limits: SliderLimits): SliderValue {
  const lower = clamp(range?.min ?? limits.min, limits)
  return { lower, upper: Math.max(lower, clamp(range?.max ?? limits.max, limits)) }
}

/** The filter a slider sets: a handle on its end sets no bound, both on their ends no filter (null). */
export function sliderRange(value: SliderValue, limits: SliderLimits): NumberRange | null {
  const range: NumberRange = {}
  if (value.lower > limits.min) range.min = value.lower
  if (value.upper < limits.max) range.max = value.upper
  return range.min === undefined && range.max === undefined ? null : range
}

function clamp(value: number, limits: SliderLimits): number {
  return Math.min(limits.max, Math.max(limits.min, value))
}

/** Where the handles sit along the track, in per cent from its start: the stretch between them is drawn as the chosen range. */
export function sliderFill(value: SliderValue, limits: SliderLimits): SliderValue {
  const span = limits.max - limits.min
  const at = (position: number) => (span > 0 ? Math.min(100, Math.max(0, ((position - limits.min) / span) * 100)) : 0)
  return { lower: at(value.lower), upper: span > 0 ? at(value.upper) : 100 }
}
