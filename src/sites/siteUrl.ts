import type { Tenant } from '@/payload-types'

/**
 * The site's canonical origin: its first domain over https, or, for a site
 * with no domain yet (local and demo sites), the host it was reached on.
 */
export function siteOrigin(site: Pick<Tenant, 'domains'>, requestHost: string): string {
  const domain = site.domains?.[0]?.domain
  return domain ? `https://${domain}` : `http://${requestHost}`
}
