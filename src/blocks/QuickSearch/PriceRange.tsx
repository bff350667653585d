'use client'

import { useState } from 'react'

import { DualRangeSlider } from '@/components/ui/DualRangeSlider'
import { quickSearchPrice } from '@/domain/pageBlocks'
import { LOCATOR_SLIDER_LIMITS, moveSliderHandle, type SliderHandle } from '@/domain/rangeSlider'

import styles from './QuickSearch.module.css'

const money = (value: number) => `$${value.toLocaleString('en-AU')}`

/**
 * The locator price slider (5,000 to 250,000, step 500): one track with two
 * handles that cannot cross, as on the search page, writing the search URL's
 * range[price] into a hidden field. Without JavaScript the sliders have no
 * name, so the search simply has no price filter.
 */
export function PriceRange() {
  const limits = LOCATOR_SLIDER_LIMITS
  const [value, setValue] = useState({ lower: limits.min, upper: limits.max })
  const move = (handle: SliderHandle, to: number) => {
    const moved = moveSliderHandle(value, handle, to, limits)
    if (moved.ignored) console.info(moved.ignored)
    setValue(moved.value)
  }
  return (
    <div className={styles.price}>
      <DualRangeSlider name="price" label="Price" limits={limits} value={value} format={money} onMove={move} />
      <input type="hidden" name="range[price]" value={quickSearchPrice(value)} />
    </div>
  )
}
