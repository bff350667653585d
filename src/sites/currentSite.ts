import { headers } from 'next/headers'
import { cache } from 'react'

import { normaliseHost } from '@/domain/host'
import { settingsAsOffered } from '@/domain/reservation'
import { resolveSiteSettings, type SiteSettings } from '@/domain/site-settings'
import { depositProviderName } from '@/payments/providerChoice'
import type { Media, Tenant } from '@/payload-types'
import { noteSiteHost } from '@/server/pageCache/registry'

import { findSiteByHost } from '@/access/findSite'
import { sitePayload } from './sitePayload'

export type CurrentSite = Tenant & { resolvedSettings: SiteSettings; logo: Media | null }

/**
 * The site for this request. The proxy rewrote the path to /sites/{host};
 * the route parameter must also match the real Host header, so a path typed
 * by hand (or a proxy misconfiguration) can never show one site on another's host.
 */
export const currentSite = cache(async (hostParam: string): Promise<CurrentSite | null> => {
  const requestHost = normaliseHost((await headers()).get('host'))
  const routeHost = normaliseHost(decodeURIComponent(hostParam))
  if (!requestHost || requestHost !== routeHost) return null
  const payload = await sitePayload()
  const site = await findSiteByHost(payload, requestHost)
  if (!site) return null
  noteSiteHost(requestHost, site.id)
  const logo = site.theme?.logo && typeof site.theme.logo === 'object' ? site.theme.logo : null
  const settings = resolveSiteSettings(site.settings as never)
  // Without a payment provider for this site, its pages offer no reserving at all.
  return { ...site, resolvedSettings: settingsAsOffered(settings, depositProviderName(settings) !== null), logo }
})
