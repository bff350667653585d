'use client'

import { useAuth, useDocumentInfo } from '@payloadcms/ui'

import { isPlatformAdmin } from '@/access/roles'

/** On a dealer site's admin page: downloads the site as a tenants-seed file that `npm run tenant:onboard` accepts. */
export function ExportSeedLink() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  if (id === undefined || id === null || !isPlatformAdmin(user as never)) return null
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/tenants/${id}/seed.json`} download>
        Export as seed file
      </a>
      <p style={{ margin: '0.25rem 0 0', color: 'var(--theme-elevation-600)', fontSize: '0.85em' }}>
        The site&apos;s settings, dealerships, locations, models, offers, menus and pages as one JSON file for <code>npm run tenant:onboard</code>.
      </p>
    </div>
  )
}
