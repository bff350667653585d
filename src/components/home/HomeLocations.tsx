
import { LocationsCarousel } from '@/components/locations/LocationsCarousel'
import { StarRating } from '@/components/locations/StarRating'
import { buttonClass } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import type { Location } from '@/payload-types'

import styles from './HomeSections.module.css'

/** The Our Locations carousel: a card per location with its 150 px image, rating, address and link. */
export function HomeLocations({ locations }: { locations: readonly Location[] }) {
  if (locations.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="locations-title">
      <div className={styles.head}>
        <h2 id="locations-title" className={styles.heading}>
          Our Locations
        </h2>
      </div>
      <LocationsCarousel label="Our Locations">
        {locations.map((location) => {
          const image = location.image && typeof location.image === 'object' ? location.image : null
          const address = [location.address?.street, location.address?.city].filter(Boolean).join(', ')
          return (
            <article key={location.id} className={`location-tile ${styles.location}`}>
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
        })}
      </LocationsCarousel>
    </section>
  )
}
