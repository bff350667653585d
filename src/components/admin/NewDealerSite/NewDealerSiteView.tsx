import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { isPlatformAdmin } from '@/access/roles'
import { copyStillNeeds } from '@/domain/dealerOwnFields'
import { timeZoneChoices } from '@/domain/timeZones'
import { SITE_TEMPLATES } from '@/onboarding/newSiteForm'

import { NewDealerSiteForm } from './NewDealerSiteForm'

/** /admin/new-dealer-site: agency staff create a dealer site in one step. Dealer editors are told it is not theirs. */
export async function NewDealerSiteView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const allowed = isPlatformAdmin(req.user)
  const sites = allowed
    ? (await req.payload.find({ collection: 'tenants', sort: 'name', limit: 0, pagination: false, depth: 0, overrideAccess: true })).docs
    : []
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '1.5rem 0 0.5rem' }}>New dealer site</h1>
        {allowed ? (
          <NewDealerSiteForm
            templates={SITE_TEMPLATES.map((template) => ({ value: `template:${template.key}`, label: template.label }))}
            sites={sites.map((site) => ({ value: `site:${site.id}`, label: site.name, stillNeeds: copyStillNeeds(site as unknown as Record<string, unknown>) }))}
            timeZones={timeZoneChoices(Intl.supportedValuesOf('timeZone'))}
          />
        ) : (
          <p role="alert">Only platform admins (agency staff) create dealer sites. Ask your agency contact for a new site.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
