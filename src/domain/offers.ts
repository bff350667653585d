/**
 * Offers: enquiry page path, 'Explore {model}' link and whether an offer is
 * shown on a site. Fields carry the spec's names.
 */

import { linkIsSafe } from './links'
import { slugify } from './models'

export type OfferManufacturer = string | { name?: string | null; slug?: string | null }

export type OfferModel = { name: string; slug?: string | null; override_url?: string | null }

/** A date with its offset (e.g. '2025-02-01T00:00:00+10:00'); a bare date reads as midnight UTC. */
export type OfferDate = string | Date

export type Offer = {
  id: string | number
  name: string
  description?: string | null
  sanitized_description?: string | null
  disclaimer?: string | null
  image_url?: string | null
  image_or_model_image?: { url?: string | null } | null
  manufacturer?: OfferManufacturer | null
  model?: OfferModel | null
  excluded_website_ids?: readonly (string | number)[] | null
  /** Shown from this moment on (inclusive); none: from the start. */
  start_date?: OfferDate | null
  /** Hidden from this moment on (exclusive); none: never expires. */
  expiry_date?: OfferDate | null
}

function manufacturerSlug(manufacturer: OfferManufacturer | null | undefined): string {
  if (!manufacturer) return ''
  if (typeof manufacturer === 'string') return slugify(manufacturer)
  return slugify(manufacturer.slug?.trim() || manufacturer.name?.trim() || '')
}

/**
 * The offer enquiry page: /offers/{manufacturer-slug}/{offerId} on sites with
 * several manufacturers, /offers/{offerId} on single-manufacturer sites and
 * for an offer without a manufacturer.
 */
export function offerPath(offer: Pick<Offer, 'id' | 'manufacturer'>, site: { singleManufacturer: boolean }): string {
  const id = encodeURIComponent(String(offer.id))
  const make = site.singleManufacturer ? '' : manufacturerSlug(offer.manufacturer)
  return make ? `/offers/${make}/${id}` : `/offers/${id}`
}

export type ExploreModelLink = { href: string; label: string }

/** 'Explore {model}' to the model's override URL or /{model-slug}; null when there is no model or nowhere to go. */
export function exploreModelLink(offer: Pick<Offer, 'model'>): ExploreModelLink | null {
  const model = offer.model
  const name = model?.name.trim()
  if (!model || !name) return null
  const slug = model.slug?.trim().replace(/^\/+/, '')
  const override = model.override_url?.trim()
  const href = linkIsSafe(override) ? override : slug ? `/${slug}` : ''
  return href ? { href, label: `Explore ${name}` } : null
}

function timeOf(date: OfferDate): number {
  return date instanceof Date ? date.getTime() : Date.parse(date)
}

/**
 * Shown unless the site is excluded, and only from its start (inclusive) to
 * its expiry (exclusive). An unreadable date hides the offer: showing an
 * expired offer is worse than hiding a current one until its date is fixed.
 */
export function offerIsShown(
  offer: Pick<Offer, 'excluded_website_ids' | 'start_date' | 'expiry_date'>,
  { siteId, now }: { siteId: string | number; now: Date },
): boolean {
  if (offer.excluded_website_ids?.some((id) => String(id) === String(siteId))) return false
  const time = now.getTime()
  if (offer.start_date != null) {
    const start = timeOf(offer.start_date)
    if (Number.isNaN(start) || time < start) return false
  }
  if (offer.expiry_date != null) {
    const expiry = timeOf(offer.expiry_date)
    if (Number.isNaN(expiry) || time >= expiry) return false
  }
  return true
}

/**
 * The picture an offer shows: its own image, or else its model's (the
 * spec's image_or_model_image), so an offer tied to a model is never a bare tile.
 */
export function imageOrModelImage<Image>(offer: { image?: Image | null; model?: { image?: Image | null } | null }): Image | null {
  return offer.image ?? offer.model?.image ?? null
}
