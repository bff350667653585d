import type { ServerComponentProps } from 'payload'

import { deadMenuLinks, type MenuEntry } from '@/domain/menus'
import { resolveSiteSettings } from '@/domain/site-settings'

/**
 * On a menu's admin page: the saved menu's links that lead nowhere (a page
 * since deleted or unpublished, a platform page the site has turned off, a
 * dealer-site link with no domain to build on), each with the reason. The
 * site hides these links from shoppers; this tells staff which to fix.
 */
export async function MenuLinkCheck({ id, payload, req }: ServerComponentProps) {
  if (id === undefined || id === null) return null
  const menu = await payload.findByID({
    collection: 'menus',
    id,
    depth: 1,
    populate: { pages: { slug: true, placement: true, _status: true } },
    req,
    overrideAccess: false,
  })
  const siteId = typeof menu.tenant === 'object' ? menu.tenant?.id : menu.tenant
  if (!siteId) return null
  const site = await payload.findByID({ collection: 'tenants', id: siteId, depth: 0, req, overrideAccess: false })
  const dead = deadMenuLinks(menu.items as MenuEntry[] | undefined, { domains: site.domains, settings: resolveSiteSettings(site.settings as never) })
  return (
    <div className="field-type" data-testid="menu-link-check" style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ marginBottom: 'calc(var(--base) / 2)' }}>Link check</h3>
      {dead.length === 0 ? (
        <p>Every link of this menu leads to a page that answers.</p>
      ) : (
        <>
          <p role="alert">
            {dead.length === 1 ? '1 link leads nowhere' : `${dead.length} links lead nowhere`}; shoppers do not see them until they are fixed:
          </p>
          <ul>
            {dead.map((link, at) => (
              <li key={at}>
                <strong>{link.label}</strong>: {link.problem}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
