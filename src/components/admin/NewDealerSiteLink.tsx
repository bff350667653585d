'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'

import { isPlatformAdmin } from '@/access/roles'

/** Above the Dealer sites list and in the nav: the way to the new site flow, for platform admins only. A client navigation inside the admin, so the form is there in a moment. */
export function NewDealerSiteLink() {
  const { user } = useAuth()
  if (!isPlatformAdmin(user as never)) return null
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <Link className="btn btn--style-primary btn--size-medium" href="/admin/new-dealer-site" prefetch={false}>
        New dealer site
      </Link>{' '}
      <span style={{ color: 'var(--theme-elevation-600)' }}>a site, its dealership, location, menus, home page and editors in one step</span>
    </p>
  )
}

export function NewDealerSiteNavLink() {
  const { user } = useAuth()
  if (!isPlatformAdmin(user as never)) return null
  return (
    <Link className="nav__link" href="/admin/new-dealer-site" id="nav-new-dealer-site" prefetch={false}>
      <span className="nav__link-label">New dealer site</span>
    </Link>
  )
}
