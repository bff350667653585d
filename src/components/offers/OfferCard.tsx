import Link from 'next/link'

import { exploreModelLink, offerPath } from '@/domain/offers'
import type { Offer } from '@/payload-types'
import { specOffer } from '@/sites/offerView'

import { CollapsibleText } from './CollapsibleText'

/** An offer card: name, image, description, disclaimer, enquire button and 'Explore {model}' (dealer-network §2). */
export function OfferCard({ offer, singleManufacturer }: { offer: Offer; singleManufacturer: boolean }) {
  const spec = specOffer(offer)
  const explore = exploreModelLink(spec)
  const image = offer.image && typeof offer.image === 'object' ? offer.image : null
  return (
    <article className="offer-card">
      {image?.url ? <img src={image.sizes?.card?.url ?? image.url} alt={image.alt} className="offer-image" /> : null}
      <h2>{offer.name}</h2>
      <CollapsibleText text={spec.description ?? ''} kind="description" />
      <CollapsibleText text={offer.disclaimer ?? ''} kind="disclaimer" className="offer-disclaimer" />
      <p className="location-actions">
        <Link className="button-primary" href={offerPath(spec, { singleManufacturer })}>
          Enquire
        </Link>
        {explore ? (
          <Link className="button-secondary" href={explore.href}>
            {explore.label}
          </Link>
        ) : null}
      </p>
    </article>
  )
}
