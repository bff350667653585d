import type { CSSProperties } from 'react'

import { iconFile } from '@/components/ui/iconFile'

import styles from './CarPlaceholder.module.css'

const DRAWN_CAR = { '--icon': `url(${iconFile('placeholderCar')})` } as CSSProperties

/**
 * A drawn car (an icon file, as icons are) in the photo's 4:3 box,
 * for a car whose photos are still to come; the text and any action sit
 * under it.
 */
export function CarPlaceholder({ text, newArrival, children }: { text: string; newArrival: boolean; children?: React.ReactNode }) {
  return (
    <div className={`car-card-tile ${newArrival ? styles.newArrival : styles.tile}`}>
      <span className="icon" style={DRAWN_CAR} aria-hidden="true" />
      <p>{text}</p>
      {children}
    </div>
  )
}
