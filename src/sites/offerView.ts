import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import { modelPath, type ModelSlugFormat } from '@/domain/models'
import { imageOrModelImage, type Offer as SpecOffer } from '@/domain/offers'
import type { Dealership, Media, Model, Offer } from '@/payload-types'

/** The offer's model, when it is read with the offer. */
export function offerModel(offer: Offer): Model | null {
  return offer.model && typeof offer.model === 'object' ? offer.model : null
}

/** The offer's own image, else its model's (image_or_model_image), when read with the offer. */
export function offerImage(offer: Offer): Media | null {
  const model = offerModel(offer)
  return imageOrModelImage({ image: media(offer.image), model: model ? { image: media(model.image) } : null })
}

function media(image: number | Media | null | undefined): Media | null {
  return image && typeof image === 'object' ? image : null
}

/**
 * The spec's field names for a stored offer, which the rules in
 * src/domain/offers.ts take; its model's slug is the model page's address on
 * the site (the site's model address format).
 */
export function specOffer(offer: Offer, modelSlugFormat: ModelSlugFormat): SpecOffer & { doc: Offer } {
  const model = offerModel(offer)
  return {
    doc: offer,
    id: offer.id,
    name: offer.name,
    description: offer.description ? convertLexicalToPlaintext({ data: offer.description }) : '',
    disclaimer: offer.disclaimer,
    manufacturer: offer.manufacturer,
    model: model
      ? {
          name: model.name,
          slug: modelPath({ name: model.name, slug: model.slug, override_url: null }, { make: model.manufacturer, format: modelSlugFormat }).replace(/^\//, ''),
          override_url: model.overrideUrl,
        }
      : null,
    start_date: offer.startDate,
    expiry_date: offer.expiryDate,
    excluded_website_ids: (offer.excludedSites ?? []).map((site) => (typeof site === 'object' ? site.id : site)),
  }
}

/** A site sells a single manufacturer when its dealerships together list exactly one make. */
export function sellsSingleManufacturer(dealerships: Pick<Dealership, 'manufacturers'>[]): boolean {
  return new Set(dealerships.flatMap((dealership) => dealership.manufacturers ?? []).map((make) => make.toLowerCase())).size === 1
}
