import type { Access } from 'payload'

import { siteIdForRequest } from '@/sites/findSite'

/**
 * Staff read media through the multi-tenant plugin's scoping. A shopper's
 * browser may fetch a file only through the host of the site that owns it,
 * so one dealer's uploads never leak through another dealer's domain.
 */
export const readMedia: Access = async ({ req }) => {
  if (req.user) return true
  const siteId = await siteIdForRequest(req)
  return siteId === null ? false : { tenant: { equals: siteId } }
}
