import type { PayloadHandler } from 'payload'

import { isPlatformAdmin, isStaff } from '@/access/roles'
import { assignedSiteIds } from '@/access/tenantIds'
import { staffName } from '@/domain/leads/leadWork'

/**
 * GET /api/customer-leads/site-staff?site=<id>: the staff of one dealer site,
 * as {id, name}, for a lead's owner picker and the list's owner filter. Staff
 * records are otherwise private (a dealer editor reads only their own), so
 * this answers only to staff of that site or a platform admin, and with
 * nothing but a name.
 */
export const siteStaff: PayloadHandler = async (req) => {
  if (!isStaff(req.user)) return Response.json({ error: 'Sign in to the admin to see a site’s staff.' }, { status: 401 })
  const site = Number(req.searchParams.get('site'))
  if (!Number.isInteger(site) || site <= 0) return Response.json({ error: 'Say which dealer site: ?site=<its id>.' }, { status: 400 })
  if (!isPlatformAdmin(req.user) && !assignedSiteIds(req.user as never).includes(site)) return Response.json({ error: 'You do not work on that dealer site.' }, { status: 403 })
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { 'tenants.tenant': { equals: site } },
    select: { name: true, email: true },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return Response.json({ staff: docs.map((user) => ({ id: user.id, name: staffName(user) })) }, { headers: { 'Cache-Control': 'no-store' } })
}
