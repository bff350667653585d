import { CardGrid } from '@/components/content/CardGrid'
import { OfferCard } from '@/components/offers/OfferCard'
import { offerIsShown } from '@/domain/offers'
import { blockShows, offersForBlock } from '@/domain/pageBlocks'
import type { OffersBlock } from '@/payload-types'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { getSiteOffers } from '@/sites/data/offers'
import { sellsSingleManufacturer, specOffer } from '@/sites/offerView'

import { BlockSection } from '../BlockSection'
import styles from '../blocks.module.css'
import type { BlockContext } from '../context'

/** The latest offers the site shows now, or the editor's chosen ones, as offer cards; nothing when none is on. */
export async function Offers({ block, context }: { block: OffersBlock; context: BlockContext }) {
  const { site, now } = context
  const [offers, dealerships] = await Promise.all([getSiteOffers(site.id), getSiteDealerships(site.id)])
  const modelSlugFormat = site.resolvedSettings.modelSlugFormat
  const shown = offersForBlock(
    offers.filter((offer) => offerIsShown(specOffer(offer, modelSlugFormat), { siteId: site.id, now })),
    { mode: block.mode, count: block.count, chosen: block.chosen },
  )
  if (!blockShows(shown)) return null
  const singleManufacturer = sellsSingleManufacturer(dealerships)
  return (
    <BlockSection
      id={context.key}
      heading={block.heading}
      action={
        <a href="/special-offers" className={styles.more}>
          All offers
        </a>
      }
    >
      <CardGrid>
        {shown.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            singleManufacturer={singleManufacturer}
            modelSlugFormat={modelSlugFormat}
            titleLevel={block.heading ? 3 : 2}
            lazyImage={!context.first}
          />
        ))}
      </CardGrid>
    </BlockSection>
  )
}
