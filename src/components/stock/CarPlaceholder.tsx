import type { CSSProperties } from 'react'

import { iconFile } from '@/components/ui/iconFile'
import type { VehicleItemType } from '@/domain/vocabulary'

import styles from './CarPlaceholder.module.css'

/** Each kind of vehicle's drawing (iconPaths.ts DRAWINGS), so a motorcycle without photos is not drawn as a car. */
const DRAWN: Record<VehicleItemType, CSSProperties> = {
  car: { '--icon': `url(${iconFile('placeholderCar')})` } as CSSProperties,
  caravan: { '--icon': `url(${iconFile('placeholderCaravan')})` } as CSSProperties,
  motorcycle: { '--icon': `url(${iconFile('placeholderMotorcycle')})` } as CSSProperties,
}

/**
 * A drawn vehicle of the card's kind (an icon file, as icons are) in the
 * photo's 4:3 box, for a vehicle whose photos are still to come; the text and
 * any action sit under it, clear of the location label at the box's foot.
 */
export function CarPlaceholder({ text, newArrival, vehicle, children }: { text: string; newArrival: boolean; vehicle: VehicleItemType; children?: React.ReactNode }) {
  return (
    <div className={`car-card-tile ${newArrival ? styles.newArrival : styles.tile}`}>
      <span className="icon" style={DRAWN[vehicle]} aria-hidden="true" />
      <p>{text}</p>
      {children}
    </div>
  )
}
