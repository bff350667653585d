import type { AuthStrategy } from 'payload'

import { findSiteByHost } from '@/access/findSite'
import { sessionTokenOf, shopperForToken } from '@collections/Shoppers/sessions'

/**
 * Signs a shopper in from the session cookie of the site they are on. The
 * cookie is host-only, so it only reaches Payload's API when a site and the
 * platform share a host; the site is still checked, never assumed.
 */
export const shopperSessionStrategy: AuthStrategy = {
  name: 'shopper-session',
  authenticate: async ({ headers, payload }) => {
    const token = sessionTokenOf(headers.get('cookie'))
    if (!token) return { user: null }
    const site = await findSiteByHost(payload, headers.get('host'))
    const shopper = site ? await shopperForToken(payload, site.id, token) : null
    if (!shopper) return { user: null }
    const doc = await payload.findByID({ collection: 'shoppers', id: shopper.id, depth: 0, overrideAccess: true, disableErrors: true })
    return { user: doc ? ({ ...doc, collection: 'shoppers', _strategy: 'shopper-session' } as never) : null }
  },
}
