import type React from 'react'
import type { CSSProperties } from 'react'

import { PriceLine } from '@/components/stock/PriceLine'
import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { iconFile } from '@/components/ui/iconFile'
import type { PriceDisplay } from '@/domain/priceDisplay'
import type { SavedCarStatus } from '@/domain/savedCars'

import styles from './SavedCarItem.module.css'

/** A saved vehicle as the watchlist shows it, worked out by the page that lists it (server watchlist or device favourites). */
export type SavedCarView = {
  id: string
  title: string
  /** Null for a vehicle the site no longer lists: no page to open, no price to trust. */
  listing: { href: string; photo: { src: string; srcSet?: string } | null; price: PriceDisplay; status: SavedCarStatus | null } | null
}

const STATUS_TONES: Record<SavedCarStatus['kind'], BadgeTone> = { sold: 'danger', reserved: 'warning', 'price-dropped': 'success' }

const DRAWN_CAR = { '--icon': `url(${iconFile('placeholderCar')})` } as CSSProperties

/**
 * One row of the watchlist: photo (or the drawn vehicle), title linking to
 * its page, price and its status since saving, and the heart that removes it.
 * The title's link covers the row; the heart sits above it.
 */
export function SavedCarItem({ car, goneText, toggle }: { car: SavedCarView; goneText: string; toggle: React.ReactNode }) {
  const { listing } = car
  return (
    <li className={`saved-car ${styles.item}`} data-car-id={car.id}>
      <div className={styles.photo}>
        {listing?.photo ? <img src={listing.photo.src} srcSet={listing.photo.srcSet} alt="" width={400} height={300} loading="lazy" /> : <span className="icon" style={DRAWN_CAR} aria-hidden="true" />}
      </div>
      <div className={styles.body}>
        <h2 className={`saved-car-title ${styles.title}`}>{listing ? <a href={listing.href}>{car.title}</a> : car.title}</h2>
        {listing ? (
          <>
            <PriceLine price={listing.price} className="saved-car-price" />
            {listing.status ? (
              <Badge tone={STATUS_TONES[listing.status.kind]} className="saved-car-status">
                {listing.status.text}
              </Badge>
            ) : null}
          </>
        ) : (
          <p className={`saved-car-gone ${styles.gone}`}>{goneText}</p>
        )}
      </div>
      {toggle}
    </li>
  )
}

/** The rows' list: one column on a phone, two side by side from 1024 px. */
export function SavedCarList({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <ul className={`saved-cars ${styles.list}`} aria-label={label}>
      {children}
    </ul>
  )
}
