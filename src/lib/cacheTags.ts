/**
 * Cache tags of public data. Every tag names the site, so an edit on one
 * dealer's site never expires another dealer's pages.
 */
export const SITE_DATA_KINDS = ['locations', 'dealerships', 'offers', 'models', 'menus', 'pages', 'posts', 'promoCards', 'reviews', 'carPageContent'] as const
export type SiteDataKind = (typeof SITE_DATA_KINDS)[number]

export function siteTag(siteId: number | string, kind: SiteDataKind): string {
  return `site:${siteId}:${kind}`
}

/** Offers agency staff share across the network: every site's offers list reads them. */
export const NETWORK_OFFERS_TAG = 'platform:network-offers'

/** The platform's service plans global. */
export const SERVICE_PLANS_TAG = 'platform:service-plans'

/** The platform's consumer regulators and vehicle reference globals. */
export const CONSUMER_REGULATORS_TAG = 'platform:consumer-regulators'
export const VEHICLE_REFERENCE_TAG = 'platform:vehicle-reference'

/** Every platform-wide tag: what an instance expires when it knows platform data changed but not which. */
export const PLATFORM_TAGS = [NETWORK_OFFERS_TAG, SERVICE_PLANS_TAG, CONSUMER_REGULATORS_TAG, VEHICLE_REFERENCE_TAG]
