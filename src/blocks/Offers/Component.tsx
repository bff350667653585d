import Link from 'next/link'

import { CardGrid } from '@/components/content/CardGrid'
import { OfferCard } from '@/components/offers/OfferCard'
import { offerIsShown } from '@/domain/offers'
import { blockShows, offerCardImage, offersForBlock } from '@/domain/pageBlocks'
import type { Media, OffersBlock } from '@/payload-types'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { getSiteModels } from '@/sites/data/models'
import { getSiteOffers } from '@/sites/data/offers'
import { sellsSingleManufacturer, specOffer } from '@/sites/offerView'

import { BlockSection } from '../BlockSection'
import styles from '../blocks.module.css'
import type { BlockContext } from '../context'

/** The latest offers the site shows now, or the editor's chosen ones, as offer cards; nothing when none is on. */
export async function Offers({ block, context }: { block: OffersBlock; context: BlockContext }) {
  const { site, now } = context
  const [offers, dealerships, models] = await Promise.all([getSiteOffers(site.id), getSiteDealerships(site.id), getSiteModels(site.id)])
  const shown = offersForBlock(
    offers.filter((offer) => offerIsShown(specOffer(offer), { siteId: site.id, now })),
    { mode: block.mode, count: block.count, chosen: block.chosen },
  )
  if (!blockShows(shown)) return null
  const singleManufacturer = sellsSingleManufacturer(dealerships)
  return (
    <BlockSection
      id={context.key}
      heading={block.heading}
      action={
        <Link href="/special-offers" className={styles.more}>
          All offers
        </Link>
      }
    >
      <CardGrid>
        {shown.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            singleManufacturer={singleManufacturer}
            titleLevel={block.heading ? 3 : 2}
            image={offerCardImage<Media>({ image: offer.image, modelName: offer.model?.name }, models)}
          />
        ))}
      </CardGrid>
    </BlockSection>
  )
}
