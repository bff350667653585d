import type { PayloadHandler } from 'payload'

import { externalMenuLinks, menuLinkReport } from '@/domain/menuLinkCheck'
import type { MenuEntry } from '@/domain/menus'
import { resolveSiteSettings } from '@/domain/site-settings'
import { probeResults } from '@/server/linkProbe'

/**
 * GET /api/menus/:id/link-check: the menu's links that lead nowhere, its
 * links to other websites tried now (each within its time limit), and when.
 * Staff read only menus of their own sites (the collection's access).
 */
export const menuLinkCheck: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ error: 'Sign in to check links.' }, { status: 401 })
  const id = req.routeParams?.id as string | undefined
  const menu = id ? await req.payload.findByID({ collection: 'menus', id, depth: 1, populate: { pages: { slug: true, placement: true, _status: true } }, req, overrideAccess: false, disableErrors: true }) : null
  if (!menu) return Response.json({ error: 'No such menu.' }, { status: 404 })
  const siteId = typeof menu.tenant === 'object' ? menu.tenant?.id : menu.tenant
  const site = siteId ? await req.payload.findByID({ collection: 'tenants', id: siteId, depth: 0, req, overrideAccess: false, disableErrors: true }) : null
  if (!site) return Response.json({ error: 'The menu belongs to no site you can see.' }, { status: 404 })
  const entries = menu.items as MenuEntry[] | undefined
  const linkSite = { domains: site.domains, settings: resolveSiteSettings(site.settings as never) }
  const results = await probeResults(externalMenuLinks(entries, linkSite).map((link) => link.url))
  return Response.json(menuLinkReport(entries, linkSite, results, new Date()), { headers: { 'cache-control': 'no-store' } })
}
