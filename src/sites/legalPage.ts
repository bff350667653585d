import { isLegalPageSlug, platformLegalPage, type LegalDealer, type LegalPage } from '@/domain/legalPages'

import type { CurrentSite } from './currentSite'

/** The dealer's details the platform's legal pages name, from the site's contact settings. */
function legalDealer(site: CurrentSite): LegalDealer {
  const contact = site.contact
  return {
    name: site.name,
    legalName: contact?.legalName,
    abn: contact?.abn,
    street: contact?.street,
    city: contact?.city,
    state: contact?.state,
    postcode: contact?.postcode,
    phone: contact?.phone,
    email: contact?.email,
    domain: site.domains?.[0]?.domain ?? null,
  }
}

/**
 * The platform's privacy policy or terms for the site, or null for any other
 * slug. The route asks only when the dealer has no page of their own at that
 * address: theirs replaces the platform's.
 */
export function platformLegalPageOf(site: CurrentSite, slug: string): LegalPage | null {
  return isLegalPageSlug(slug) ? platformLegalPage(slug, legalDealer(site)) : null
}
