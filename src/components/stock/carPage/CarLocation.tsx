
import { Icon } from '@/components/ui/Icon'

import styles from './CarLocation.module.css'

export type CarLocationView = { name: string; address: string | null; hoursHref: string | null; directions: { href: string; target: '_blank' | undefined; rel: string | undefined } | null }

/** Where the car stands (the page's #vehicle-map): the dealership, its address, its hours and directions. */
export function CarLocation({ location }: { location: CarLocationView }) {
  return (
    <section id="vehicle-map" className={styles.location} aria-labelledby="location">
      <Icon name="location" className={styles.icon} />
      <div>
        <h2 id="location" className={styles.heading}>
          <span className="visually-hidden">Location: </span>
          {location.name}
        </h2>
        {location.address ? <address className={styles.address}>{location.address}</address> : null}
        <p className={styles.links}>
          {location.hoursHref ? <a href={location.hoursHref}>Opening hours</a> : null}
          {location.directions ? (
            <a href={location.directions.href} target={location.directions.target} rel={location.directions.rel}>
              Get Directions
            </a>
          ) : null}
        </p>
      </div>
    </section>
  )
}
