import { isLegalPageSlug, platformLegalPage, type LegalDealer, type LegalPage } from '@/domain/legalPages'

import { currentSite, type CurrentSite } from './currentSite'
import { siteOrigin } from './siteUrl'

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
 * The platform's privacy policy or terms for the site on this host, or null
 * for any other slug. The route asks only when the dealer has no page of
 * their own at that address: theirs replaces the platform's.
 */
export async function loadPlatformLegalPage(hostParam: string, slug: string): Promise<{ page: LegalPage; canonical: string } | null> {
  if (!isLegalPageSlug(slug)) return null
  const site = await currentSite(hostParam)
  if (!site) return null
  return { page: platformLegalPage(slug, legalDealer(site)), canonical: `${siteOrigin(site, decodeURIComponent(hostParam))}/${slug}` }
}
