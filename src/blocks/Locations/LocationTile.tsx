
import { StarRating } from '@/components/locations/StarRating'
import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import type { Location } from '@/payload-types'

import styles from './Locations.module.css'

/** A location's card in the carousel and the grid: its 150 px image, rating, address and link. */
export function LocationTile({ location }: { location: Location }) {
  const image = location.image && typeof location.image === 'object' ? location.image : null
  const address = [location.address?.street, location.address?.city].filter(Boolean).join(', ')
  return (
    <article className={`location-tile ${styles.location}`}>
      <div className={styles.locationImage}>
        {image?.url ? <img src={image.sizes?.card?.url ?? image.url} alt={image.alt ?? ''} height={150} loading="lazy" /> : <Icon name="location" size={40} />}
      </div>
      <div className={styles.locationBody}>
        <h3 className={styles.locationName}>{location.name}</h3>
        <StarRating rating={location.averageRating} count={location.reviewCount} />
        {address ? <p className={styles.address}>{address}</p> : null}
        <a className={buttonClass('secondary', { size: 'small', className: styles.locationLink })} href={`/locations/${location.slug}`}>
          View Location
        </a>
      </div>
    </article>
  )
}
