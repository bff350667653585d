import { StarRating } from '@/components/locations/StarRating'
import { Badge } from '@/components/ui/Badge'

import styles from './DealerTrust.module.css'

export type DealerTrustView = { rating: number | null; reviews: number | null; open: boolean; licence: string | null; hoursHref: string | null }

/**
 * What makes a shopper trust the dealer, beside the price and Enquire: the
 * dealership's rating and review count, whether it is open now, and its
 * dealer licence. Nothing shows that the location does not have.
 */
export function DealerTrust({ trust }: { trust: DealerTrustView }) {
  const hours = trust.open ? <Badge tone="success">Open now</Badge> : <Badge>Closed now</Badge>
  return (
    <div className={styles.trust} data-testid="dealer-trust">
      <StarRating rating={trust.rating} count={trust.reviews} />
      {trust.hoursHref ? (
        <a href={trust.hoursHref} className={styles.hours}>
          {hours}
          <span className="visually-hidden"> (opening hours)</span>
        </a>
      ) : (
        hours
      )}
      {trust.licence ? <span className={styles.licence}>{`Dealer licence ${trust.licence}`}</span> : null}
    </div>
  )
}
