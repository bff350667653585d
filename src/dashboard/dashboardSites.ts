import type { Payload, TypedUser } from 'payload'

import { assignedSiteIds } from '@/access/tenantIds'
import { isPlatformAdmin } from '@/access/roles'
import type { Tenant, User } from '@/payload-types'

/** A staff member: the dashboard is never shown to a shopper. */
export type Staff = TypedUser & User

export type DashboardSite = Pick<Tenant, 'id' | 'name' | 'slug' | 'domains' | 'timeZone' | 'settings'>

/**
 * The sites the dashboard reports on: every site for a platform admin, the
 * assigned ones for a dealer editor. The site filter is stated here and the
 * user's own access applies too, so no one ever sees another dealer's site.
 */
export async function dashboardSites(payload: Payload, user: Staff): Promise<DashboardSite[]> {
  const everySite = isPlatformAdmin(user)
  const assigned = assignedSiteIds(user)
  if (!everySite && assigned.length === 0) return []
  const { docs } = await payload.find({
    collection: 'tenants',
    where: everySite ? {} : { id: { in: assigned } },
    select: { name: true, slug: true, domains: true, timeZone: true, settings: true },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs as DashboardSite[]
}
