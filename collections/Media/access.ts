import type { Access } from 'payload'

import { isStaff } from '@/access/roles'
import { siteIdForRequest } from '@/access/findSite'

/**
 * Staff read media through the multi-tenant plugin's scoping. Everyone else,
 * a signed-in shopper included (shoppers are users of their own collection,
 * never staff), fetches a file only through the host of the site that owns
 * it, so one dealer's uploads never leak through another dealer's domain.
 */
export const readMedia: Access = async ({ req }) => {
  if (isStaff(req.user)) return true
  const siteId = await siteIdForRequest(req)
  return siteId === null ? false : { tenant: { equals: siteId } }
}
