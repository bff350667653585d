
import { AdvertisedRates } from '@/components/offers/AdvertisedRates'
import type { SitePromoCard } from '@/sites/data/promoCards'

import styles from './PromoCardTile.module.css'

/**
 * A promotional card in the results grid: the dealer's image, as tall as the
 * cars beside it, linking where the card leads; under it, the finance the
 * card advertises, both rates at one size with the warning, outside the link
 * so the warning is read as text.
 */
export function PromoCardTile({ card }: { card: SitePromoCard }) {
  const image = card.image?.url ? (
    <img className={styles.image} src={card.image.url} alt={card.alt} width={card.image.width ?? 400} height={card.image.height ?? 300} loading="lazy" />
  ) : (
    <span className={styles.text}>{card.alt}</span>
  )
  return (
    <li className={`promo-card ${styles.card}`} style={card.background ? { background: card.background } : undefined} data-promo-card={card.id}>
      {card.link ? (
        <a className={styles.link} href={card.link}>
          {image}
        </a>
      ) : (
        image
      )}
      {card.rates ? <AdvertisedRates rates={card.rates} size="tile" className={styles.rates} /> : null}
    </li>
  )
}
