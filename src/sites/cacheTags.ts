/**
 * Cache tags of public data. Every tag names the site, so an edit on one
 * dealer's site never expires another dealer's pages.
 */
export type SiteDataKind = 'locations' | 'dealerships' | 'offers' | 'models' | 'menus' | 'pages' | 'posts' | 'promoCards' | 'reviews' | 'carPageContent'

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
