'use client'

import { useConfig, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** The time zone of the open document's dealer site (its `tenant` field), which its staff may read; null until known. */
export function useSiteTimeZone(): string | null {
  const tenant = useFormFields(([fields]) => fields.tenant?.value) as number | string | { id: number | string } | null | undefined
  const siteId = typeof tenant === 'object' && tenant !== null ? tenant.id : tenant
  const { config } = useConfig()
  const [zone, setZone] = useState<{ siteId: number | string; timeZone: string } | null>(null)

  useEffect(() => {
    if (siteId === undefined || siteId === null || siteId === '') return
    const controller = new AbortController()
    fetch(`${config.serverURL}${config.routes.api}/tenants/${encodeURIComponent(String(siteId))}?depth=0&select[timeZone]=true`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((site: { timeZone?: string } | null) => {
        if (site?.timeZone) setZone({ siteId, timeZone: site.timeZone })
      })
      .catch(() => {})
    return () => controller.abort()
  }, [siteId, config.serverURL, config.routes.api])

  return zone && zone.siteId === siteId ? zone.timeZone : null
}
