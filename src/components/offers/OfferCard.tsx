
import { buttonClass } from '@/components/ui/Button'
import { Card, CardBody, CardFooter, CardMedia } from '@/components/ui/Card'
import { Icon } from '@/components/ui/Icon'
import { advertisedRates } from '@/domain/advertisedRates'
import { exploreModelLink, offerPath } from '@/domain/offers'
import type { ModelSlugFormat } from '@/domain/models'
import type { Offer } from '@/payload-types'
import { offerImage, specOffer } from '@/sites/offerView'

import { AdvertisedRates } from './AdvertisedRates'
import { CollapsibleText } from './CollapsibleText'
import styles from './OfferCard.module.css'

/**
 * An offer card: name, image (the offer's, else its model's), description,
 * disclaimer, enquire button and 'Explore {model}'; `titleLevel` 3 under a
 * block's heading, and `lazyImage` where the card sits below the fold.
 * An offer with finance shows both rates under its name; the whole card is
 * then the rates' group, since its name may quote the rate too.
 */
export function OfferCard({ offer, singleManufacturer, modelSlugFormat, titleLevel = 2, lazyImage = false }: { offer: Offer; singleManufacturer: boolean; modelSlugFormat: ModelSlugFormat; titleLevel?: 2 | 3; lazyImage?: boolean }) {
  const spec = specOffer(offer, modelSlugFormat)
  const explore = exploreModelLink(spec)
  const image = offerImage(offer)
  const Title = titleLevel === 3 ? 'h3' : 'h2'
  const rates = advertisedRates(offer.finance)
  return (
    <Card className="offer-card" {...(rates ? { 'data-finance-rates': '' } : {})}>
      <CardMedia className={styles.media}>
        {image?.url ? <img src={image.sizes?.card?.url ?? image.url} alt={image.alt} loading={lazyImage ? 'lazy' : undefined} /> : <Icon name="tag" size={40} />}
      </CardMedia>
      <CardBody>
        <Title className={styles.name}>{offer.name}</Title>
        {rates ? <AdvertisedRates rates={rates} /> : null}
        <CollapsibleText text={spec.description ?? ''} kind="description" className={styles.description} />
        <CollapsibleText text={offer.disclaimer ?? ''} kind="disclaimer" className={`offer-disclaimer ${styles.disclaimer}`} />
      </CardBody>
      <CardFooter>
        <a className={buttonClass('primary', { className: styles.action })} href={offerPath(spec, { singleManufacturer })}>
          Enquire
        </a>
        {explore ? (
          <a className={buttonClass('secondary', { className: styles.action })} href={explore.href}>
            {explore.label}
          </a>
        ) : null}
      </CardFooter>
    </Card>
  )
}
