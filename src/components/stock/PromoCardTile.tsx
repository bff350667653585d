import Link from 'next/link'

import type { SitePromoCard } from '@/sites/data/promoCards'

/** A promotional card in the results grid: the dealer's image, linking where the card leads. */
export function PromoCardTile({ card }: { card: SitePromoCard }) {
  const image = card.image?.url ? <img src={card.image.url} alt={card.alt} width={card.image.width ?? 400} height={card.image.height ?? 300} loading="lazy" /> : <span>{card.alt}</span>
  return (
    <li className="promo-card" style={card.background ? { background: card.background } : undefined} data-promo-card={card.id}>
      {card.link ? <Link href={card.link}>{image}</Link> : image}
    </li>
  )
}
