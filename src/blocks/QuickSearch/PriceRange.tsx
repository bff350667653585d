'use client'

import { useState } from 'react'

import { RangeSlider } from '@/components/ui/Field'
import { quickSearchPrice } from '@/domain/pageBlocks'
import { LOCATOR_SLIDER_LIMITS, moveSliderHandle, type SliderHandle } from '@/domain/rangeSlider'

import styles from './QuickSearch.module.css'

const money = (value: number) => `$${value.toLocaleString('en-AU')}`

/**
 * The locator price slider (5,000 to 250,000, step 500): two handles that
 * cannot cross, writing the search URL's range[price] into a hidden field.
 * Without JavaScript the sliders have no name, so the search simply has no
 * price filter.
 */
export function PriceRange() {
  const limits = LOCATOR_SLIDER_LIMITS
  const [value, setValue] = useState({ lower: limits.min, upper: limits.max })
  const move = (handle: SliderHandle) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const moved = moveSliderHandle(value, handle, Number(event.target.value), limits)
    if (moved.ignored) console.info(moved.ignored)
    setValue(moved.value)
  }
  const label = (end: number, at: number, open: string) => (at === end ? open : money(at))
  return (
    <fieldset className={styles.price}>
      <legend className={styles.legend}>Price</legend>
      <RangeSlider
        id="quick-price-min"
        label="From"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={value.lower}
        onChange={move('lower')}
        aria-valuetext={label(limits.min, value.lower, 'Any price')}
        valueText={label(limits.min, value.lower, 'Any')}
      />
      <RangeSlider
        id="quick-price-max"
        label="To"
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={value.upper}
        onChange={move('upper')}
        aria-valuetext={label(limits.max, value.upper, 'Any price')}
        valueText={label(limits.max, value.upper, 'Any')}
      />
      <input type="hidden" name="range[price]" value={quickSearchPrice(value)} />
    </fieldset>
  )
}
