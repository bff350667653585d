'use client'

import { useAuth } from '@payloadcms/ui'

import { isPlatformAdmin } from '@/access/roles'

/** Above the Dealer sites list and in the nav: the way to the new site flow, for platform admins only. */
export function NewDealerSiteLink() {
  const { user } = useAuth()
  if (!isPlatformAdmin(user as never)) return null
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-primary btn--size-medium" href="/admin/new-dealer-site">
        New dealer site
      </a>{' '}
      <span style={{ color: 'var(--theme-elevation-600)' }}>a site, its dealership, location, menus, home page and editors in one step</span>
    </p>
  )
}

export function NewDealerSiteNavLink() {
  const { user } = useAuth()
  if (!isPlatformAdmin(user as never)) return null
  return (
    <a className="nav__link" href="/admin/new-dealer-site" id="nav-new-dealer-site">
      <span className="nav__link-label">New dealer site</span>
    </a>
  )
}
