import type { CSSProperties } from 'react'

import { sliderFill, type SliderHandle, type SliderLimits, type SliderValue } from '@/domain/rangeSlider'

import styles from './DualRangeSlider.module.css'

/**
 * A range chosen with two handles on one track, the stretch between them
 * filled, its values in words above it ("$20,000 – $60,000"). Used by the
 * search page's filters and the home page's quick search alike.
 */
export function DualRangeSlider({
  name,
  label,
  limits,
  value,
  format,
  onMove,
  className,
}: {
  name: string
  label: string
  limits: SliderLimits
  value: SliderValue
  format: (value: number) => string
  onMove: (handle: SliderHandle, to: number) => void
  className?: string
}) {
  const fill = sliderFill(value, limits)
  return (
    <fieldset className={[styles.slider, 'range-slider', className].filter(Boolean).join(' ')} data-slider={name}>
      <legend>{label}</legend>
      <p aria-live="polite">{`${format(value.lower)} – ${format(value.upper)}${value.upper === limits.max ? '+' : ''}`}</p>
      <div className={`${styles.track} range-track`} style={{ '--range-lower': `${fill.lower}%`, '--range-upper': `${fill.upper}%` } as CSSProperties}>
        <input type="range" data-handle="lower" aria-label={`Minimum ${label.toLowerCase()}`} min={limits.min} max={limits.max} step={limits.step} value={value.lower} onChange={(event) => onMove('lower', Number(event.target.value))} />
        <input type="range" data-handle="upper" aria-label={`Maximum ${label.toLowerCase()}`} min={limits.min} max={limits.max} step={limits.step} value={value.upper} onChange={(event) => onMove('upper', Number(event.target.value))} />
      </div>
    </fieldset>
  )
}
