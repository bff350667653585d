import Link from 'next/link'

import { buttonClass } from '@/components/ui/Button'
import { Card, CardBody, CardFooter, CardMedia } from '@/components/ui/Card'
import { Icon } from '@/components/ui/Icon'
import { exploreModelLink, offerPath } from '@/domain/offers'
import type { Media, Offer } from '@/payload-types'
import { specOffer } from '@/sites/offerView'

import { CollapsibleText } from './CollapsibleText'
import styles from './OfferCard.module.css'

/**
 * An offer card: name, image, description, disclaimer, enquire button and
 * 'Explore {model}' (dealer-network §2). `image` replaces the offer's own
 * (an offers block passes the image-or-model-image); `titleLevel` 3 under a block's heading.
 */
export function OfferCard({ offer, singleManufacturer, image: shown, titleLevel = 2 }: { offer: Offer; singleManufacturer: boolean; image?: Media | null; titleLevel?: 2 | 3 }) {
  const spec = specOffer(offer)
  const explore = exploreModelLink(spec)
  const image = shown !== undefined ? shown : offer.image && typeof offer.image === 'object' ? offer.image : null
  const Title = titleLevel === 3 ? 'h3' : 'h2'
  return (
    <Card className="offer-card">
      <CardMedia className={styles.media}>
        {image?.url ? <img src={image.sizes?.card?.url ?? image.url} alt={image.alt} /> : <Icon name="tag" size={40} />}
      </CardMedia>
      <CardBody>
        <Title className={styles.name}>{offer.name}</Title>
        <CollapsibleText text={spec.description ?? ''} kind="description" className={styles.description} />
        <CollapsibleText text={offer.disclaimer ?? ''} kind="disclaimer" className={`offer-disclaimer ${styles.disclaimer}`} />
      </CardBody>
      <CardFooter>
        <Link className={buttonClass('primary', { className: styles.action })} href={offerPath(spec, { singleManufacturer })}>
          Enquire
        </Link>
        {explore ? (
          <Link className={buttonClass('secondary', { className: styles.action })} href={explore.href}>
            {explore.label}
          </Link>
        ) : null}
      </CardFooter>
    </Card>
  )
}
