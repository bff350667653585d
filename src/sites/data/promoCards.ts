import { advertisedRates, type AdvertisedRates } from '@/domain/advertisedRates'
import { linkIsSafe } from '@/domain/links'
import type { PlacedPromoCard } from '@/domain/promoCards'
import type { CarType } from '@/domain/stockVocabulary'
import type { Media } from '@/payload-types'

import { siteDocs } from './siteRead'

export type SitePromoCard = PlacedPromoCard & {
  id: number
  alt: string
  link: string | null
  background: string | null
  image: Pick<Media, 'url' | 'width' | 'height'> | null
  /** The finance the card advertises, both rates, or null. */
  rates: AdvertisedRates | null
}

/**
 * The site's published promo cards. Their dates are checked when a page is
 * rendered (src/domain/promoCards.ts), so a cached list never shows a card
 * past its expiry.
 */
export async function getSitePromoCards(siteId: number): Promise<SitePromoCard[]> {
  const cards = await siteDocs(siteId, 'promo-cards', { published: true, depth: 1, limit: 100, sort: 'createdAt', cache: { key: ['site-promo-cards'], kinds: ['promoCards'] } })
  return cards.map((card) => {
    const image = typeof card.image === 'object' && card.image ? card.image : null
    return {
      id: card.id,
      alt: card.alt,
      // A link saved before the link rule held never renders.
      link: linkIsSafe(card.link) ? card.link : null,
      background: card.background ?? null,
      image: image ? { url: image.url, width: image.width, height: image.height } : null,
      rates: advertisedRates(card.finance),
      displayConditions: (card.displayConditions ?? []) as CarType[],
      strictDisplay: card.strictDisplay ?? false,
      // Stored as "p8" (a select value cannot be a number).
      position: card.position ? Number(card.position.slice(1)) : null,
      startDate: card.startDate ?? null,
      expiryDate: card.expiryDate ?? null,
    }
  })
}
