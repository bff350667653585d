import type { Access } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { assignedSiteIds } from '@/access/tenantIds'

/** Platform admins see every site; dealer editors see only the sites they are assigned to; anonymous nobody. */
export const readSites: Access = ({ req }) => {
  // Staff only: a shopper signed in on a site is no one here.
  if (req.user?.collection !== 'users') return false
  if (isPlatformAdmin(req.user)) return true
  return { id: { in: assignedSiteIds(req.user) } }
}
