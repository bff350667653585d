import type { PayloadHandler } from 'payload'

import { isPlatformAdmin, isStaff } from '@/access/roles'
import { assignedSiteIds } from '@/access/tenantIds'
import { checkSiteLinks } from '@/server/siteLinkCheck'

/**
 * GET /api/tenants/:id/link-check: every link of one dealer site (menus, page
 * blocks, promo cards, offers, models) that leads nowhere, and its links to
 * other websites tried now, each within its time limit, and when. A dealer
 * editor asks only for their own sites, a platform admin for any; the check
 * tries other websites, so no one may have it run for a site they do not work on.
 */
export const siteLinkCheck: PayloadHandler = async (req) => {
  if (!isStaff(req.user)) return Response.json({ error: 'Sign in to the admin to check a site’s links.' }, { status: 401 })
  const raw = req.routeParams?.id
  const site = Number(raw)
  if (!/^\d+$/.test(String(raw)) || !Number.isSafeInteger(site) || site <= 0) {
    return Response.json({ error: 'Say which dealer site by its number: /api/tenants/<id>/link-check.' }, { status: 400 })
  }
  if (!isPlatformAdmin(req.user) && !assignedSiteIds(req.user as never).includes(site)) return Response.json({ error: 'You do not work on that dealer site.' }, { status: 403 })
  const report = await checkSiteLinks(req, site)
  if (!report) return Response.json({ error: 'No such dealer site.' }, { status: 404 })
  return Response.json(report, { headers: { 'cache-control': 'no-store' } })
}
