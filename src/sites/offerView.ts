import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import type { Offer as SpecOffer } from '@/domain/offers'
import type { Dealership, Offer } from '@/payload-types'

/** The spec's field names for a stored offer, which the rules in src/domain/offers.ts take. */
export function specOffer(offer: Offer): SpecOffer & { doc: Offer } {
  return {
    doc: offer,
    id: offer.id,
    name: offer.name,
    description: offer.description ? convertLexicalToPlaintext({ data: offer.description }) : '',
    disclaimer: offer.disclaimer,
    manufacturer: offer.manufacturer,
    model: offer.model?.name ? { name: offer.model.name, slug: offer.model.slug, override_url: offer.model.overrideUrl } : null,
    start_date: offer.startDate,
    expiry_date: offer.expiryDate,
    excluded_website_ids: (offer.excludedSites ?? []).map((site) => (typeof site === 'object' ? site.id : site)),
  }
}

/** A site sells a single manufacturer when its dealerships together list exactly one make. */
export function sellsSingleManufacturer(dealerships: Pick<Dealership, 'manufacturers'>[]): boolean {
  return new Set(dealerships.flatMap((dealership) => dealership.manufacturers ?? []).map((make) => make.toLowerCase())).size === 1
}
